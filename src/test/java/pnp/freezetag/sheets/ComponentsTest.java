package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.BasicStroke;
import java.awt.geom.Area;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.Setup;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Png;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class ComponentsTest {
    private static final double SQUARE = 1.4 * 72; // default board square, 100.8 pt

    /** The sheets each test reads, made once a class run (the same arguments give the same bytes: tested below). */
    private static final Map<String, byte[]> MADE = new ConcurrentHashMap<>();

    private static byte[] made(Paper paper, List<String> colours, boolean closed) {
        return MADE.computeIfAbsent(
                paper + " " + colours + " " + closed,
                k -> Components.pdf(paper, Setup.players(colours, true), SQUARE, closed));
    }

    private static byte[] fourPlayers(Paper paper) {
        return made(paper, Setup.COLOURS, false);
    }

    private static byte[] fourPlayersClosed(Paper paper) {
        return made(paper, Setup.COLOURS, true);
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
            assertEquals(
                    72,
                    Math.hypot(
                            r.get(k + 1).x() - r.get(k).x(),
                            r.get(k + 1).y() - r.get(k).y()),
                    1e-9);
        }
    }

    @Test
    void boardSquaresAreTrueSize() throws Exception {
        try (PdfProbe probe = new PdfProbe(fourPlayers(Paper.A4))) {
            List<Segment> segs = probe.segments(0);
            // six vertical and six horizontal grid lines, each 5 squares long, 100.8 pt apart
            List<Double> xs = new ArrayList<>(segs.stream()
                    .filter(s -> s.vertical() && Math.abs(s.length() - 5 * SQUARE) < 0.05)
                    .map(Segment::minX)
                    .sorted()
                    .toList());
            assertEquals(6, xs.size(), xs.toString());
            for (int i = 1; i < 6; i++) assertEquals(SQUARE, xs.get(i) - xs.get(i - 1), 0.01);
            assertEquals(
                    6,
                    segs.stream()
                            .filter(s -> s.horizontal() && Math.abs(s.length() - 5 * SQUARE) < 0.05)
                            .count());
            assertTrue(SQUARE >= 72);
            String text = probe.text(0);
            assertTrue(text.contains("S edge: red starts here; green leaves here"), text);
            assertTrue(text.contains("A1") && text.contains("E5"));
        }
    }

    /**
     * Every segment of the pages of nets, and their text; where the die shares the last page of nets, its
     * segments (read from a page holding the die alone) are taken out.
     */
    private static List<Segment> netSegments(PdfProbe probe, StringBuilder text) throws Exception {
        List<Segment> nets = new ArrayList<>();
        for (int p = 0; p < probe.pages(); p++) {
            if (probe.text(p).contains("Freeze Tag pyramids")) {
                List<Segment> segs = new ArrayList<>(probe.segments(p));
                if (probe.text(p).contains("The pyramid die")) {
                    for (Segment d : dieSegments()) {
                        for (int i = 0; i < segs.size(); i++) {
                            if (Math.abs(segs.get(i).length() - d.length()) < 0.01) {
                                segs.remove(i);
                                break;
                            }
                        }
                    }
                }
                nets.addAll(segs);
                text.append(probe.text(p));
            }
        }
        return nets;
    }

    /** The segments of the die drawn alone (lengths are what count). */
    private static List<Segment> dieSegments() throws Exception {
        byte[] pdf;
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "die", null)) {
            Page page = doc.newPage();
            DieSheet.draw(page.canvas(), page.content());
            pdf = doc.toBytes();
        }
        try (PdfProbe probe = new PdfProbe(pdf)) {
            return probe.segments(0).stream()
                    .filter(s -> s.minY() > Units.mm(30)) // leave the rulers at the page's foot out
                    .toList();
        }
    }

    /**
     * 4 players x 2 trios: 8 nets of each size, each stroking {@code edgesOfB} segments of exactly its
     * base edge b, five lateral edges (apex to each ray end), and naming its colour twice. Returns the
     * nets' pages' text.
     */
    private static String checkNets(byte[] pdf, int edgesOfB) throws Exception {
        try (PdfProbe probe = new PdfProbe(pdf)) {
            StringBuilder text = new StringBuilder();
            List<Segment> nets = netSegments(probe, text);
            assertEquals(8L * edgesOfB, count(nets, 40.5), "small base 9/16 in = 40.5 pt");
            assertEquals(8L * edgesOfB, count(nets, 56.25), "medium base 25/32 in = 56.25 pt");
            assertEquals(8L * edgesOfB, count(nets, 72), "large base 1 in = 72 pt");
            assertEquals(8 * 5, count(nets, PyramidNet.of(Size.L).lateralEdge()));
            for (String colour : Setup.COLOURS) {
                int n = text.toString().split("\\b" + colour + "\\b", -1).length - 1;
                assertEquals(12, n, colour);
            }
            return text.toString();
        }
    }

    @Test
    void openNetsHaveTheirFaceBottomsInPointsAndTheColourNamed() throws Exception {
        // open at the bottom, each net cuts the four bottoms of its faces (4 segments of b), no base
        // square; the colour and size low on the second face, the colour on the third
        String text = checkNets(fourPlayers(Paper.LETTER), 4);
        assertTrue(text.contains("Open at the bottom: they nest and stack."), text);
    }

    @Test
    void closedNetsHaveTheirBaseEdgesInPointsAndTheColourNamed() throws Exception {
        // each net strokes its base square (4 edges of b) and the three free bottoms of its faces: 7;
        // the colour and size on the base, the colour on the third face
        String text = checkNets(fourPlayersClosed(Paper.LETTER), 7);
        assertTrue(text.contains("Glued bases: they do not nest."), text);
    }

    @Test
    void eachSizeNestsInsideTheNextWithCardWallsOfSixTenthsOfAMillimetre() {
        // wall t = 0.6 mm = 1.7008 pt, measured at right angles to a face. Medium: half base 28.125 pt,
        // height 99; faces slope atan(99 / 28.125) = 74.14 deg, sin 0.96193, so the inside is
        // 1.7008 / 0.96193 = 1.768 pt narrower a side: 26.357 at the ground, against the small's 20.25
        // (6.1 pt, 2.2 mm, to spare a side); at the small's apex (72 pt up) the medium's inside is still
        // 28.125 x (1 - 72/99) - 1.768 = 5.902 pt a side. Large: half base 36, height 126, sin 0.96152,
        // inside 34.231 at the ground against the medium's 28.125; at 99 pt up 7.714 - 1.769 = 5.946.
        double wall = Units.mm(0.6);
        PyramidNet s = PyramidNet.of(Size.S);
        PyramidNet m = PyramidNet.of(Size.M);
        PyramidNet l = PyramidNet.of(Size.L);
        assertEquals(26.357, m.innerHalfWidthAt(0, wall), 0.001);
        assertEquals(5.902, m.innerHalfWidthAt(72, wall), 0.001);
        assertEquals(34.231, l.innerHalfWidthAt(0, wall), 0.001);
        assertEquals(5.946, l.innerHalfWidthAt(99, wall), 0.001);
        assertTrue(s.fitsInside(m, wall));
        assertTrue(m.fitsInside(l, wall));
        assertTrue(s.fitsInside(l, wall));
        // and not the other way round, nor into a closed base, nor with walls of 3 mm: the small's
        // apex needs t < 5.902 + 1.768 = 7.670 x 0.96193 = 7.378 pt = 2.60 mm inside a medium
        assertFalse(m.fitsInside(s, wall));
        assertFalse(l.fitsInside(m, wall));
        assertFalse(s.fitsInside(PyramidNet.of(Size.M, true), wall));
        assertTrue(s.fitsInside(m, Units.mm(2.5)));
        assertFalse(s.fitsInside(m, Units.mm(2.7)));
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
        assertArrayEquals(a, Components.pdf(Paper.LETTER, Setup.players(Setup.COLOURS, true), SQUARE, false));
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
        byte[] pdf = made(Paper.LETTER, List.of("red", "blue"), false);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            List<Segment> all = netSegments(probe, new StringBuilder());
            // 2 players x 2 large nets, 4 face bottoms each
            assertEquals(4 * 4, count(all, 72));
            assertFalse(probe.allText().contains("yellow"));
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"LETTER,false,3", "LETTER,true,3", "A4,false,2", "A4,true,3"})
    void packedNetsStayApartAndInsideThePage(Paper paper, boolean closed, int expected) {
        var items = NetSheet.items(Setup.players(Setup.COLOURS, true), closed);
        Rect area;
        try (PdfDoc doc = new PdfDoc(paper, "t", null)) {
            area = doc.contentArea();
        }
        var pages = NetPacking.layout(items, area);
        assertEquals(24, pages.stream().mapToInt(List::size).sum());
        // 24 nets, different colours 6.2 mm apart: three pages, open ones on A4 two
        assertEquals(expected, pages.size());
        // a hair of slack for rounding: 0.001 pt
        Rectangle2D box = new Rectangle2D.Double(area.x() - 1e-3, area.y() - 1e-3, area.w() + 2e-3, area.h() + 2e-3);
        for (var page : pages) {
            for (int i = 0; i < page.size(); i++) {
                assertTrue(
                        box.contains(page.get(i).outline().getBounds2D()),
                        "net inside the content area: " + page.get(i).outline().getBounds2D() + " in " + box);
                // at least 2.5 mm apart, room for the scissors, and nets of different colours at least 6 mm (both
                // 3 mm bleeds): the outline grown by that (less a hair) a side touches no other
                // (round joins: the grown outline is exactly the points within that distance)
                for (int j = i + 1; j < page.size(); j++) {
                    boolean same = page.get(i)
                            .item()
                            .colour()
                            .equals(page.get(j).item().colour());
                    double gap = same ? Units.mm(2.5) : 2 * Page.BLEED;
                    Area grown = new Area(
                            new BasicStroke((float) (2 * gap - 0.02), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                                    .createStrokedShape(page.get(i).outline()));
                    grown.add(page.get(i).outline());
                    Area overlap = new Area(grown);
                    overlap.intersect(page.get(j).outline());
                    assertTrue(
                            overlap.isEmpty(), "nets " + i + " and " + j + " closer than " + Units.toMm(gap) + " mm");
                }
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"LETTER,false", "A4,true"})
    void noInkWithinTenMillimetresOfTheEdgesAboveTheRulerBand(Paper paper, boolean closed) throws Exception {
        // rendered at 50 dpi (a pixel is 0.51 mm): no pixel darker than 70 % grey left of 10 mm, right of
        // width - 10 mm or above 10 mm, pixels counted as border_ink.py does (a band of 19 from the page's
        // 425 or 413). The ruler band at the foot of every page is the page kit's.
        byte[] pdf = made(paper, Setup.COLOURS, closed);
        double px = 25.4 / 50;
        try (PdfProbe probe = new PdfProbe(pdf)) {
            for (int p = 0; p < probe.pages(); p++) {
                BufferedImage img = Png.render(pdf, p, 50);
                int band = (int) (10 / px); // as border_ink.py counts: 19 pixels, 9.65 mm
                int bottom = (int) ((Units.toMm(paper.height()) - 10 - 25) / px);
                int width = Math.round(paper.width() * 50 / 72);
                for (int y = 0; y < bottom; y++) {
                    for (int x = 0; x < img.getWidth(); x++) {
                        if (y >= band && x >= band && x < width - band) continue;
                        int rgb = img.getRGB(x, y);
                        int grey = ((rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3;
                        assertTrue(grey >= 180, "page " + (p + 1) + ": ink at " + x * px + " mm, " + y * px + " mm");
                    }
                }
            }
        }
    }

    /**
     * Issue 12 item 8: every page with pieces to cut (board, pyramid nets, die, cards) sets a TrimBox of its
     * own, inside the printable area, and every cut or fold line drawn below the page's heading lies inside
     * it (the rulers in the footer band, the heading and the 4 mm crop marks are not pieces). 4 players and 2,
     * both papers.
     */
    @Test
    void everyPageSetsATrimBoxAroundItsPieces() throws Exception {
        for (Paper paper : Paper.values()) {
            for (List<String> colours : List.of(Setup.COLOURS, List.of("red", "blue"))) {
                try (PdfProbe p = new PdfProbe(made(paper, colours, false))) {
                    for (int page = 0; page < p.pages(); page++) {
                        var media = p.document().getPage(page).getMediaBox();
                        var trim = p.document().getPage(page).getTrimBox();
                        String where = paper + " " + colours.size() + " players, page " + (page + 1);
                        assertTrue(
                                trim.getLowerLeftX() >= Units.mm(10) - 0.5
                                        && trim.getUpperRightX() <= media.getWidth() - Units.mm(10) + 0.5
                                        && trim.getHeight() < media.getHeight() - 2 * Units.mm(10),
                                where + ": a TrimBox of its own, inside the margins");
                        double top = media.getHeight() - trim.getUpperRightY(),
                                bottom = media.getHeight() - trim.getLowerLeftY();
                        for (Segment s : p.segments(page)) {
                            // below the heading (the first 30 pt of content), above the footer's rulers (25 mm band)
                            if (s.minY() < Units.mm(10) + 30
                                    || s.maxY() > media.getHeight() - Units.mm(10) - Units.mm(25)) continue;
                            if (s.length() <= Units.mm(4.1)) continue; // crop marks stand outside what they mark
                            assertTrue(
                                    s.minX() >= trim.getLowerLeftX() - 1
                                            && s.maxX() <= trim.getUpperRightX() + 1
                                            && s.minY() >= top - 1
                                            && s.maxY() <= bottom + 1,
                                    where + ": " + s + " inside the TrimBox");
                        }
                    }
                }
            }
        }
    }

    /**
     * Issue 12 item 8: the pyramid nets are coloured pieces, so their colour runs 3 mm past the cut lines.
     * On every net page the BleedBox is the TrimBox grown by 3 mm (8.504 pt), and the rendered band between
     * the two along the TrimBox's left edge holds the nets' colour (without a bleed it is white paper).
     */
    @Test
    void pyramidNetsBleedThreeMillimetres() throws Exception {
        byte[] pdf = fourPlayers(Paper.LETTER);
        int netPages = 0;
        try (PdfProbe p = new PdfProbe(pdf)) {
            for (int page = 0; page < p.pages(); page++) {
                var trim = p.document().getPage(page).getTrimBox();
                var bleed = p.document().getPage(page).getBleedBox();
                // the pages of nets (the board's bands and the cards' headers bleed too, but not along every edge)
                if (!p.text(page).contains("Freeze Tag pyramids")) continue;
                netPages++;
                assertEquals(trim.getWidth() + 2 * 8.504, bleed.getWidth(), 0.01);
                assertEquals(trim.getHeight() + 2 * 8.504, bleed.getHeight(), 0.01);
                var img = Png.render(pdf, page, 72); // 1 px a point
                int coloured = 0;
                int x = Math.round(trim.getLowerLeftX() - 4); // 1.4 mm outside the cut extent
                for (int y = (int) (p.height(page) - trim.getUpperRightY());
                        y < p.height(page) - trim.getLowerLeftY();
                        y++) {
                    int c = img.getRGB(x, y), r = c >> 16 & 255, g = c >> 8 & 255, b = c & 255;
                    if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 80) coloured++;
                }
                assertTrue(
                        coloured > 20,
                        "page " + (page + 1) + ": " + coloured + " coloured pixels just outside the nets");
            }
        }
        assertTrue(netPages >= 2, "net pages " + netPages);
    }
}
