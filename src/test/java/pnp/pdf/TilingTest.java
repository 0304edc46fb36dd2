package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class TilingTest {
    @Test
    void takesTheOrientationNeedingFewestPages() {
        try (PdfDoc doc = new PdfDoc(Paper.A4, "t", null)) {
            // A4's content is 190 x 252 mm less a 6 mm label strip: standing tiles 190 x 246 mm, lying ones
            // 252 x 184 mm. A board 240 x 264 mm (10 x 11 squares of 24 mm) needs 2 x 2 standing tiles
            // (15 mm overlaps) but 1 x 2 lying ones: (264 - 15) / (184 - 15) = 1.47, so 2 down.
            Tiling.Plan plan = Tiling.plan(doc, Units.mm(240), Units.mm(264), Units.mm(15), null);
            assertTrue(plan.landscape());
            assertEquals(2, plan.pages());
            // 180 x 300 mm: 1 x 2 standing, 1 x 2 lying; on a tie the page stands as the drawing does
            Tiling.Plan tie = Tiling.plan(doc, Units.mm(180), Units.mm(300), Units.mm(15), null);
            assertFalse(tie.landscape());
            assertEquals(2, tie.pages());
            Tiling.Plan wide = Tiling.plan(doc, Units.mm(300), Units.mm(180), Units.mm(15), null);
            assertTrue(wide.landscape());
            assertEquals(2, wide.pages());
        }
    }

    @Test
    void seamsStayOffGameInformation() {
        // a 300 x 100 mm drawing with a 6 x 6 mm claimed box every 10 mm along x: the free columns are the
        // 4 mm between boxes. The drawing is wide, so the tiles lie (2 x 1 either way); each shows its even
        // share, (300 + 15) / 2 = 157.5 mm, and 20 mm to spare: 177.5 mm. At the full step (177.5 - 15 =
        // 162.5 mm) the seams at 162.5 and 177.5 mm would cut the boxes at 160-166 and 170-176, so the plan
        // moves them into gaps and keeps 1 mm clear
        Consumer<Canvas> drawing = c -> {
            for (int i = 0; i < 30; i++)
                c.claim("pip " + i, new Rect(Units.mm(10 * i), Units.mm(40), Units.mm(6), Units.mm(6)));
        };
        try (PdfDoc doc = new PdfDoc(Paper.A4, "t", null)) {
            Tiling.Plan plan = Tiling.plan(doc, Units.mm(300), Units.mm(100), Units.mm(15), drawing);
            assertTrue(plan.landscape());
            assertEquals(177.5, Units.toMm(plan.visW()), 1e-6);
            assertEquals(2, plan.cols());
            for (double[] strip : plan.stripsX()) {
                for (double seam : strip) {
                    double mm = Units.toMm(seam) % 10; // where in its 10 mm period: boxes cover 0..6
                    assertTrue(mm >= 7 - 1e-6 && mm <= 9 + 1e-6, "seam at " + Units.toMm(seam) + " mm");
                }
                assertTrue(strip[1] - strip[0] >= Units.mm(15) - 1e-6, "overlap at least 15 mm");
            }
        }
        // drawn: the guard sees no seam or cross over a box
        List<String> problems = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "t", null)) {
                Tiling.draw(doc, "pips", Units.mm(300), Units.mm(100), Units.mm(15), drawing);
                doc.toBytes();
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void withoutTheSearchTheSeamsWouldCross() {
        // the same drawing, seams at the full step: the guard reports them (what the plan avoids)
        List<String> problems = new ArrayList<>(LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "t", null)) {
                Page p = doc.newPage();
                Canvas c = p.canvas();
                c.claim("pip", new Rect(Units.mm(180), Units.mm(40), Units.mm(6), Units.mm(6)));
                c.seam("overlap seam", new Rect(Units.mm(183), Units.mm(20), 0.3, Units.mm(100)));
                doc.toBytes();
            }
        }));
        assertEquals(1, problems.size(), problems.toString());
    }
}
