package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import pnp.freezetag.rules.Setup;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;

/** Each seat's pyramids carry their own mark on every face, so red and blue part on a mono printer. */
class FaceMarkTest {
    @Test
    void fourSeatsGetFourDistinctMarks() {
        var marks = new HashSet<FaceMark>();
        for (int seat = 0; seat < 4; seat++) marks.add(FaceMark.ofSeat(seat));
        assertEquals(4, marks.size());
        assertEquals(
                List.of("dot", "triangle", "bars", "cross"),
                List.of(FaceMark.values()).stream().map(FaceMark::word).toList());
    }

    /**
     * Red (DeviceGray 0.27 + 0.1475 + 0.0242 = 0.44) and blue (0.09 + 0.295 + 0.099 = 0.48) are 0.04 apart: the
     * guard fails them bare; the real nets, red with dots and blue with crosses, pass; and every net carries
     * its seat's mark on all four faces (claimed with the guard, read back here).
     */
    @Test
    void redAndBlueNeedTheirMarksAndEveryFaceHasOne() {
        List<String> bare = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "bare", null)) {
                doc.newPage()
                        .canvas()
                        .coloured("red pyramid", Colours.rgb("red"), null)
                        .coloured("blue pyramid", Colours.rgb("blue"), null);
                doc.toBytes();
            }
        });
        assertEquals(1, bare.size(), bare.toString());
        assertTrue(bare.get(0).contains("(0.48 and 0.44)"), bare.get(0));

        Map<String, Integer> marks = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        problems.addAll(LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "nets", null)) {
                NetSheet.Drawn drawn = NetSheet.draw(doc, Setup.players(Setup.COLOURS, true), false);
                assertTrue(drawn.pages() >= 1);
                for (LayoutGuard.Claim c : drawn.last().canvas().guard().claims())
                    if (c.what().endsWith(" mark")) marks.merge(c.what(), 1, Integer::sum);
                doc.toBytes();
            }
        }));
        assertEquals(List.of(), problems);
        // the last page's nets: every claimed mark is its colour's own, four to a net
        Map<String, String> own = Map.of("red", "dot", "yellow", "triangle", "green", "bars", "blue", "cross");
        assertFalse(marks.isEmpty());
        for (var e : marks.entrySet()) {
            String[] w = e.getKey().split(" ");
            assertEquals(own.get(w[0]), w[1], e.getKey());
            assertEquals(0, e.getValue() % 4, e.toString());
        }
    }

    @Test
    void aMarkSitsInsideItsFace() {
        // the mark's half-diagonal at 0.36 down the middle line stays inside the face (half as wide there
        // as at the base, less the mark's reach): on the small net, the narrowest
        PyramidNet small = PyramidNet.of(pnp.freezetag.model.Size.S);
        double half = FaceMark.SIZE * small.base() / 2 * Math.sqrt(2);
        double faceHalfWidth = FaceMark.DOWN * small.base() / 2;
        assertTrue(half < faceHalfWidth, half + " < " + faceHalfWidth);
    }
}
