package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * A printed entrance or exit arrow keeps clear of everything else the sheet prints (row numbers, column
 * letters, the side panel, the chart's caption, the registration marks), its own IN or OUT label aside,
 * on every side of the grid and both papers: 1.5 mm between the arrow's claimed box (which runs the head's
 * half-width past its tip, so the ink keeps about 3 mm) and any other.
 */
class DoorArrowsTest {
    private static final double LEAST = Units.mm(1.5);

    @Test
    void arrowsKeepClearOfLabelsAndThePanelOnEverySide() {
        List<String> problems = new ArrayList<>();
        CellSide[][] doors = {
            {new CellSide(new Cell(0, 0), Side.N), new CellSide(new Cell(0, 1), Side.W)},
            {new CellSide(new Cell(6, 4), Side.E), new CellSide(new Cell(3, 6), Side.S)},
            {new CellSide(new Cell(6, 0), Side.E), new CellSide(new Cell(0, 6), Side.W)},
            {new CellSide(new Cell(6, 6), Side.S), new CellSide(new Cell(6, 0), Side.N)},
        };
        for (Paper paper : Paper.values()) {
            for (CellSide[] d : doors) {
                problems.addAll(LayoutGuard.recording(() -> {
                    try (PdfDoc doc = new PdfDoc(paper, "arrows", null)) {
                        Page page = doc.newPage();
                        SheetPage.draw(
                                page,
                                TileChartParser.standard(),
                                new SheetSpec("doors", Optional.of(d[0]), Optional.of(d[1])));
                        problems.addAll(tooClose(page, paper));
                        doc.toBytes();
                    }
                }));
            }
        }
        assertEquals(List.of(), problems);
    }

    private static List<String> tooClose(Page page, Paper paper) {
        List<String> out = new ArrayList<>();
        var claims = page.guard().claims();
        for (int i = 0; i < claims.size(); i++) {
            var arrow = claims.get(i);
            if (!arrow.what().contains(" arrow at ")) continue;
            for (int j = 0; j < claims.size(); j++) {
                var other = claims.get(j);
                if (j == i || other.what().equals("text 'IN'") || other.what().equals("text 'OUT'")) continue;
                double gap = gap(arrow.box(), other.box());
                if (gap < LEAST)
                    out.add(String.format(
                            "%s: %s is %.1f mm from %s", paper, arrow.what(), Units.toMm(gap), other.what()));
            }
        }
        return out;
    }

    /** The distance between two boxes (0 when they touch or overlap). */
    private static double gap(Rect a, Rect b) {
        double dx = Math.max(0, Math.max(a.x() - b.right(), b.x() - a.right()));
        double dy = Math.max(0, Math.max(a.y() - b.bottom(), b.y() - a.bottom()));
        return Math.hypot(dx, dy);
    }
}
