package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.Setup;
import pnp.pdf.Paper;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class ComponentsTest {
    private static final double SQUARE = 1.4 * 72; // default board square, 100.8 pt

    private static byte[] fourPlayers(Paper paper) {
        return Components.pdf(paper, Setup.players(Setup.COLOURS, true), SQUARE);
    }

    private static long count(List<Segment> segs, double length) {
        return segs.stream().filter(s -> Math.abs(s.length() - length) < 0.05).count();
    }

    @Test
    void netGeometryFromBaseAndVerticalHeight() {
        // large: base 1 in = 72 pt, height 1.75 in = 126 pt. slant = sqrt(126^2 + 36^2) = 131.04;
        // lateral edge = sqrt(126^2 + 72^2/2) = sqrt(15876 + 2592) = 135.90
        PyramidNet l = PyramidNet.of(Size.L);
        assertEquals(72, l.base(), 1e-9);
        assertEquals(131.04, l.slant(), 0.01);
        assertEquals(135.90, l.lateralEdge(), 0.01);
        // small: 9/16 in = 40.5 pt, 1 in = 72 pt: slant sqrt(72^2 + 20.25^2) = 74.79
        assertEquals(40.5, PyramidNet.of(Size.S).base(), 1e-9);
        assertEquals(74.79, PyramidNet.of(Size.S).slant(), 0.01);
        // medium: 25/32 in = 56.25 pt, 1 3/8 in = 99 pt: slant sqrt(99^2 + 28.125^2) = 102.92
        assertEquals(56.25, PyramidNet.of(Size.M).base(), 1e-9);
        assertEquals(102.92, PyramidNet.of(Size.M).slant(), 0.01);
        // the four faces' apex angles add up to less than 360 degrees, so the fan lies flat
        assertTrue(4 * l.apexAngle() < 2 * Math.PI);
        // every ray ends one lateral edge from the apex, and neighbouring rays are one base edge apart
        var r = l.rays();
        for (int k = 0; k < 4; k++) {
            assertEquals(l.lateralEdge(), Math.hypot(r.get(k).x(), r.get(k).y()), 1e-9);
            assertEquals(72, Math.hypot(r.get(k + 1).x() - r.get(k).x(), r.get(k + 1).y() - r.get(k).y()), 1e-9);
        }
    }

    @Test
    void boardSquaresAreTrueSize() throws Exception {
        try (PdfProbe probe = new PdfProbe(fourPlayers(Paper.A4))) {
            List<Segment> segs = probe.segments(0);
            // six vertical and six horizontal grid lines, each 5 squares long, 100.8 pt apart
            List<Double> xs = new ArrayList<>(segs.stream().filter(s -> s.vertical() && Math.abs(s.length() - 5 * SQUARE) < 0.05)
                    .map(Segment::minX).sorted().toList());
            assertEquals(6, xs.size(), xs.toString());
            for (int i = 1; i < 6; i++) assertEquals(SQUARE, xs.get(i) - xs.get(i - 1), 0.01);
            assertEquals(6, segs.stream().filter(s -> s.horizontal() && Math.abs(s.length() - 5 * SQUARE) < 0.05).count());
            assertTrue(SQUARE >= 72);
            String text = probe.text(0);
            assertTrue(text.contains("S edge: red starts here; green leaves here"), text);
            assertTrue(text.contains("A1") && text.contains("E5"));
        }
    }

    @Test
    void netsHaveTheirBaseEdgesInPointsAndTheColourNamed() throws Exception {
        try (PdfProbe probe = new PdfProbe(fourPlayers(Paper.LETTER))) {
            List<Segment> nets = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            for (int p = 0; p < probe.pages(); p++) {
                if (probe.text(p).contains("Freeze Tag pyramids")) {
                    nets.addAll(probe.segments(p));
                    text.append(probe.text(p));
                }
            }
            // 4 players x 2 trios: 8 nets of each size. Each net strokes its base square (4 edges of
            // length b) and the three free base edges of its faces: 7 segments of length b.
            assertEquals(8 * 7, count(nets, 40.5), "small base 9/16 in = 40.5 pt");
            assertEquals(8 * 7, count(nets, 56.25), "medium base 25/32 in = 56.25 pt");
            assertEquals(8 * 7, count(nets, 72), "large base 1 in = 72 pt");
            // the lateral edges: 5 per net (apex to each ray end)
            assertEquals(8 * 5, count(nets, PyramidNet.of(Size.L).lateralEdge()));
            for (String colour : Setup.COLOURS) {
                // named on the base and on one face of each of its six nets
                int n = text.toString().split("\\b" + colour + "\\b", -1).length - 1;
                assertEquals(12, n, colour);
            }
        }
    }

    @Test
    void dieIsACubeNetWithTheSixFaces() throws Exception {
        try (PdfProbe probe = new PdfProbe(fourPlayers(Paper.LETTER))) {
            int page = -1;
            for (int p = 0; p < probe.pages(); p++) if (probe.text(p).contains("The pyramid die")) page = p;
            assertTrue(page >= 0);
            // a cross of six 1 in faces: 24 edges, 5 shared, so 19 segments of 72 pt
            assertEquals(19, count(probe.segments(page), 72));
            List<String> words = List.of(probe.text(page).split("\\s+"));
            for (String face : List.of("S", "M", "L", "S+M", "S+L", "M+L")) assertTrue(words.contains(face), face);
        }
    }

    @Test
    void cardsPerPlayerFontsEmbeddedAndByteIdentical() throws Exception {
        byte[] a = fourPlayers(Paper.LETTER);
        assertArrayEquals(a, fourPlayers(Paper.LETTER));
        try (PdfProbe probe = new PdfProbe(a)) {
            assertEquals(List.of(), probe.fontsNotEmbedded());
            String last = probe.text(probe.pages() - 1);
            for (String c : List.of("RED", "YELLOW", "GREEN", "BLUE")) assertTrue(last.contains(c), c);
            assertTrue(last.contains("You start on the west edge."));
            assertTrue(last.contains("Travel east"));
            assertEquals(612, probe.width(0), 0.01);
        }
    }

    @Test
    void twoPlayersPrintTwelveNets() throws Exception {
        byte[] pdf = Components.pdf(Paper.LETTER, Setup.players(List.of("red", "blue"), true), SQUARE);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            List<Segment> all = new ArrayList<>();
            for (int p = 0; p < probe.pages(); p++) if (probe.text(p).contains("Freeze Tag pyramids")) all.addAll(probe.segments(p));
            assertEquals(4 * 7, count(all, 72));
            assertFalse(probe.allText().contains("yellow"));
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(Paper.class)
    void packedNetsStayApartAndInsideThePage(Paper paper) {
        var items = NetSheet.items(Setup.players(Setup.COLOURS, true));
        pnp.pdf.Rect area;
        try (pnp.pdf.PdfDoc doc = new pnp.pdf.PdfDoc(paper, "t", null)) {
            area = doc.contentArea();
        }
        var pages = NetSheet.layout(items, area);
        assertEquals(24, pages.stream().mapToInt(List::size).sum());
        assertTrue(pages.size() <= 4, "pages " + pages.size());
        // a hair of slack for rounding: 0.001 pt
        java.awt.geom.Rectangle2D box = new java.awt.geom.Rectangle2D.Double(area.x() - 1e-3, area.y() - 1e-3, area.w() + 2e-3, area.h() + 2e-3);
        for (var page : pages) {
            for (int i = 0; i < page.size(); i++) {
                assertTrue(box.contains(page.get(i).outline().getBounds2D()), "net inside the content area: " + page.get(i).outline().getBounds2D() + " in " + box);
                for (int j = i + 1; j < page.size(); j++) {
                    java.awt.geom.Area overlap = new java.awt.geom.Area(page.get(i).outline());
                    overlap.intersect(page.get(j).outline());
                    assertTrue(overlap.isEmpty(), "nets " + i + " and " + j + " overlap");
                }
            }
        }
    }
}
