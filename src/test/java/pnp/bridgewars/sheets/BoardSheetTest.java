package pnp.bridgewars.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Hole;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class BoardSheetTest {
    @TempDir
    Path dir;

    /** Centres of the cross-hairs on a page: midpoints of the horizontal strokes 2 x arm long. */
    static List<double[]> crossHairs(PdfProbe probe, int page, double pitch) throws Exception {
        double len = 2 * Pitch.arm(pitch);
        return probe.segments(page).stream()
                .filter(Segment::horizontal)
                .filter(s -> Math.abs(s.length() - len) < 0.01)
                .map(s -> new double[] {(s.x1() + s.x2()) / 2, s.y1()})
                .toList();
    }

    static NavigableSet<Double> distinct(List<double[]> points, int axis) {
        TreeSet<Double> out = new TreeSet<>();
        for (double[] p : points) out.add(Math.round(p[axis] * 100) / 100.0);
        return out;
    }

    static void assertSpacing(NavigableSet<Double> values, double pitch) {
        Double prev = null;
        for (double v : values) {
            if (prev != null) assertEquals(pitch, v - prev, 0.02, "spacing between " + prev + " and " + v);
            prev = v;
        }
    }

    @Test
    void theDefaultPitchIsOneInchReadBackOnEveryTile() throws Exception {
        // 1 in = 72 pt between neighbouring hole centres; the drawing (11 in + 20 mm) takes 2 x 2 letter pages
        byte[] pdf = BoardSheet.pdf(Paper.LETTER, Pitch.DEFAULT);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertEquals(4, probe.pages());
            assertEquals(4, BoardSheet.pages(Paper.LETTER, Pitch.DEFAULT));
            for (int page = 0; page < 4; page++) {
                List<double[]> centres = crossHairs(probe, page, Pitch.DEFAULT);
                NavigableSet<Double> xs = distinct(centres, 0);
                NavigableSet<Double> ys = distinct(centres, 1);
                assertEquals(11, xs.size());
                assertEquals(11, ys.size());
                assertSpacing(xs, 72.0);
                assertSpacing(ys, 72.0);
            }
            assertTrue(probe.text(0).contains("page row 1 of 2, column 1 of 2"), probe.text(0));
        }
    }

    /**
     * Centres of the alignment diamonds on a page. A diamond of half-diagonal h = 3 mm is four diagonal
     * strokes h * sqrt 2 long whose midpoints sit at (cx +- h/2, cy +- h/2): the mean of the four is the centre.
     */
    static List<double[]> diamonds(PdfProbe probe, int page) throws Exception {
        double h = Units.mm(3);
        List<double[]> mids = probe.segments(page).stream()
                .filter(s -> !s.horizontal() && !s.vertical() && Math.abs(s.length() - h * Math.sqrt(2)) < 0.01)
                .map(s -> new double[] {(s.x1() + s.x2()) / 2, (s.y1() + s.y2()) / 2})
                .toList();
        List<List<double[]>> groups = new ArrayList<>();
        for (double[] m : mids) {
            List<double[]> home = groups.stream()
                    .filter(g -> Math.hypot(g.get(0)[0] - m[0], g.get(0)[1] - m[1]) < 1.5 * h)
                    .findFirst()
                    .orElse(null);
            if (home == null) {
                home = new ArrayList<>();
                groups.add(home);
            }
            home.add(m);
        }
        List<double[]> centres = new ArrayList<>();
        for (List<double[]> g : groups) {
            assertEquals(4, g.size(), "a diamond has four edges");
            centres.add(new double[] {
                g.stream().mapToDouble(m -> m[0]).average().orElseThrow(),
                g.stream().mapToDouble(m -> m[1]).average().orElseThrow()
            });
        }
        return centres;
    }

    @Test
    void neighbouringTilesShareAlignmentMarks() throws Exception {
        // Letter's tile area is 612 - 2 x 28.35 = 555.31 pt wide; page 2 starts one step of the plan further into
        // the drawing (at most 555.31 - 141.73 = 413.58 pt, with overlaps of at least 50 mm, less where the
        // seams move off the drill marks), so a mark in page 1's right overlap is one step further left on
        // page 2, at the same height. Page 1 is the top-left tile, page 2 the top-right one.
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(Paper.LETTER, Pitch.DEFAULT))) {
            double step;
            try (PdfDoc doc = new PdfDoc(Paper.LETTER, "t", null)) {
                double s = BoardSheet.size(Pitch.DEFAULT);
                Tiling.Plan plan =
                        Tiling.plan(doc, s, s, BoardSheet.OVERLAP, c -> BoardSheet.draw(c, Pitch.DEFAULT), false);
                // how much further into the drawing page 2 starts than page 1
                step = plan.window(1, 0).x() - plan.window(0, 0).x();
            }
            assertTrue(step <= (612 - 2 * Units.mm(10)) - BoardSheet.OVERLAP + 1e-9, "step " + step);
            List<double[]> first = diamonds(probe, 0).stream()
                    .filter(d -> d[0] > Units.mm(10) + step + Units.mm(10) && d[0] < 612 - Units.mm(20))
                    .toList();
            List<double[]> second = diamonds(probe, 1).stream()
                    .filter(d -> d[0] > Units.mm(20) && d[0] < 612 - Units.mm(10) - step - Units.mm(10))
                    .toList();
            assertTrue(first.size() >= 2, "marks in page 1's right overlap: " + first.size());
            assertEquals(first.size(), second.size());
            for (double[] d : first) {
                assertTrue(
                        second.stream()
                                .anyMatch(e -> Math.abs(d[0] - step - e[0]) < 0.01 && Math.abs(d[1] - e[1]) < 0.01),
                        "page 2 repeats the mark at " + d[0] + ", " + d[1]);
            }
            String text = probe.text(0).replaceAll("\\s+", " ");
            assertTrue(text.contains("align do not drill"), text);
            assertTrue(text.contains("diamonds are alignment marks, do not drill them"), text);
        }
    }

    /**
     * Issue 12: no alignment mark where a builder could take it for a hole. On both papers and at three
     * pitches, every diamond's centre is at least 10 mm from every hole centre of its page (read back from
     * the PDF: the holes are the cross-hairs), every page of the tiling holds marks, and the layout guard
     * finds no mark or label drawn over another.
     */
    @ParameterizedTest
    @CsvSource({"LETTER, 25.4", "A4, 25.4", "LETTER, 19", "A4, 19", "LETTER, 30", "A4, 30"})
    void alignmentMarksKeepTenMillimetresFromEveryHole(Paper paper, double pitchMm) throws Exception {
        double pitch = Units.mm(pitchMm);
        byte[][] pdf = new byte[1][];
        assertEquals(List.of(), LayoutGuard.recording(() -> pdf[0] = BoardSheet.pdf(paper, pitch)));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertTrue(probe.pages() > 1, "the board is tiled at " + pitchMm + " mm");
            for (int page = 0; page < probe.pages(); page++) {
                List<double[]> holes = crossHairs(probe, page, pitch);
                List<double[]> marks = diamonds(probe, page);
                if (holes.isEmpty()) continue; // the build panel's own page
                assertFalse(marks.isEmpty(), "marks on page " + (page + 1));
                for (double[] d : marks) {
                    for (double[] hole : holes) {
                        double mm = Math.hypot(d[0] - hole[0], d[1] - hole[1]) / Units.mm(1);
                        assertTrue(mm >= 10 - 1e-6, "page " + (page + 1) + ": a mark " + mm + " mm from a hole");
                    }
                }
            }
        }
    }

    /** The build panel prints the sizes of BuildSizesTest's hand-worked inch pitch, read back from the PDF. */
    @Test
    void theBuildPanelPrintsTheSizesForThePitch() throws Exception {
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(Paper.LETTER, Pitch.DEFAULT))) {
            String last = probe.text(probe.pages() - 1).replaceAll("\\s+", " ");
            assertTrue(last.contains("Build sizes for hole pitch 25.4 mm"), last);
            assertTrue(last.contains("279.4 mm square"), last);
            assertTrue(last.contains("drill all 121 holes 6.35 mm"), last);
            assertTrue(last.contains("120 acrylic and 1 brass (f6), 6.35 mm across, 94.2 mm long"), last);
            assertTrue(last.contains("12.7 mm thick (half the pitch)"), last);
            assertTrue(last.contains("holes 7.35 mm (the rod plus 1 mm"), last);
        }
    }

    /** pages() is what the command and the kit index announce: it must count the panel's own page too. */
    @ParameterizedTest
    @CsvSource({
        "LETTER, 25.4, 4",
        "A4, 25.4, 4",
        "A4, 19, 2",
        "LETTER, 19, 3",
        "A4, 30, 6",
        "LETTER, 15, 1",
        "LETTER, 35, 7"
    })
    void pagesCountsWhatIsPrinted(Paper paper, double pitchMm, int expected) throws Exception {
        // A4 at 19 mm: the board (11 x 19 + 20 = 229 mm) fills the 246 mm tile's height, leaving 13 mm below
        // it, too little for the panel (about 30 mm); but two 190 mm tiles overlapping by 50 mm span 330 mm,
        // leaving 330 - 229 - 4 (gap) = 97 mm right of the board on page 2, wider than the panel's 80 mm: two
        // pages. Letter at 35 mm: the board is 405 mm; 3 x 2 tiles (195.9 x 228.4 mm) span 487.7 x 406.8 mm,
        // leaving 1.8 mm below and 487.7 - 405 - 4 = 78.7 mm to the right: the panel takes a seventh page.
        // Letter at 19 mm: the board (229 mm) is 0.6 mm taller than a standing tile (228.4 mm), so four standing
        // tiles, but two landscape ones (234.4 x 189.9 mm) hold it; the panel then takes a page of its own: 3.
        // At 15 mm on Letter the board (185 mm) leaves 39 mm of the 228 mm tile, and board and panel share one page
        double pitch = Units.mm(pitchMm);
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(paper, pitch))) {
            assertEquals(expected, probe.pages());
            assertEquals(expected, BoardSheet.pages(paper, pitch));
            assertTrue(probe.text(expected - 1).contains("Build sizes for hole pitch"));
        }
    }

    @Test
    void aSmallPitchFitsOnePageWithEveryHoleMarked() throws Exception {
        double pitch = Units.mm(15);
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(Paper.A4, pitch))) {
            assertEquals(1, probe.pages());
            List<double[]> centres = crossHairs(probe, 0, pitch);
            assertEquals(121, centres.size());
            assertSpacing(distinct(centres, 0), Units.mm(15)); // 42.52 pt
            String text = probe.text(0);
            for (Hole h : Board.holes()) assertTrue(text.contains(h.name()), h.name());
            assertTrue(text.contains("BRASS"), text);
            assertTrue(text.contains("NW") && text.contains("SE"), text);
            // the diamond's four sides, each 5.5 pitches along both axes: 5.5 x 15 x sqrt 2 mm
            double side = 5.5 * pitch * Math.sqrt(2);
            long diagonals = probe.segments(0).stream()
                    .filter(s -> Math.abs(s.length() - side) < 0.05)
                    .count();
            assertTrue(diagonals >= 4, "diamond sides: " + diagonals);
            // the board's edge: a square 11 pitches wide
            long edges = probe.segments(0).stream()
                    .filter(s -> (s.horizontal() || s.vertical()) && Math.abs(s.length() - 11 * pitch) < 0.05)
                    .count();
            assertEquals(4, edges);
            assertEquals(List.of(), probe.fontsNotEmbedded());
        }
    }

    @Test
    void theBrassHoleIsRingedAtTheCentre() throws Exception {
        // two rings centred on f6; the rendered page is dark on the ring 0.28 pitch right of the centre
        double pitch = Units.mm(20);
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(Paper.A4, pitch))) {
            var img = probe.render(0, 144);
            double scale = 144 / 72.0;
            // the tile area starts 6 mm below the content's top; drawing origin at (10 mm, 16 mm) page points
            Tiling.Plan plan;
            try (PdfDoc doc = new PdfDoc(Paper.A4, "t", null)) {
                double s = BoardSheet.size(pitch);
                plan = Tiling.plan(doc, s, s, BoardSheet.OVERLAP, c -> BoardSheet.draw(c, pitch), false);
            }
            // the first page shows the drawing from its top-left corner (the window's start)
            double ox = Units.mm(10) - plan.window(0, 0).x();
            double oy = Units.mm(16) - plan.window(0, 0).y();
            double cx = ox + BoardSheet.x(pitch, 5);
            double cy = oy + BoardSheet.x(pitch, 5);
            // look along the down-right diagonal, away from the cross-hairs and the hole's name
            double d = 1 / Math.sqrt(2);
            int dark = darkest(img, (cx + 0.28 * pitch * d) * scale, (cy + 0.28 * pitch * d) * scale);
            int light = darkest(img, (cx + 0.2 * pitch * d) * scale, (cy + 0.2 * pitch * d) * scale);
            assertTrue(dark < 128, "ring at 0.28 pitch: " + dark);
            assertTrue(light > 200, "inside the ring: " + light);
        }
    }

    /** The darkest grey within 2 pixels of a point. */
    static int darkest(BufferedImage img, double x, double y) {
        int min = 255;
        for (int dx = -2; dx <= 2; dx++) {
            for (int dy = -2; dy <= 2; dy++) {
                min = Math.min(min, img.getRaster().getSample((int) Math.round(x) + dx, (int) Math.round(y) + dy, 0));
            }
        }
        return min;
    }

    @Test
    void sameInputSameBytes() {
        assertArrayEquals(BoardSheet.pdf(Paper.LETTER, Pitch.DEFAULT), BoardSheet.pdf(Paper.LETTER, Pitch.DEFAULT));
    }

    @Test
    void theCommandTakesPitchPaperAndOut() throws Exception {
        Cli.Result r = Cli.run(dir, "bridgewars", "board", "--pitch", "19mm", "--paper", "a4", "--out", "b.pdf");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote b.pdf (pitch 19.0 mm"), r.out());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("b.pdf")))) {
            assertEquals(595.28, probe.width(0), 0.01);
            assertSpacing(distinct(crossHairs(probe, 0, Units.mm(19)), 0), Units.mm(19));
        }
        r = Cli.run(dir, "bridgewars", "board", "--pitch", "19", "--out", "c.pdf");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--pitch takes a length with its unit"), r.err());
        r = Cli.run(dir, "bridgewars", "board", "--pitch", "5mm", "--out", "c.pdf");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--pitch must be from 10mm to 60mm"), r.err());
        assertFalse(Files.exists(dir.resolve("c.pdf")));
    }

    /**
     * No overlap seam (the dashed 2-on 2-off lines) runs through a printed word, the alignment marks' "align / do
     * not drill" above all, and every word on the template is at least 6 pt: read back from the PDF (each glyph's
     * box from its text matrix, each seam from the page's stroked dashed segments) over the pitches the command
     * accepts, 10 mm to 60 mm, on both papers.
     */
    @ParameterizedTest
    @CsvSource({
        "LETTER, 10",
        "A4, 10",
        "A4, 12",
        "LETTER, 15",
        "A4, 19",
        "LETTER, 25.4",
        "A4, 25.4",
        "LETTER, 30",
        "A4, 40",
        "LETTER, 50",
        "A4, 60"
    })
    void noSeamCrossesAWordAndNoWordIsBelowSixPoints(Paper paper, double pitchMm) throws Exception {
        double pitch = Units.mm(pitchMm);
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(paper, pitch))) {
            int seams = 0;
            int labels = 0;
            for (int page = 0; page < probe.pages(); page++) {
                List<PdfProbe.Glyph> glyphs = probe.glyphs(page);
                List<Segment> dashed = probe.dashed(page, 2, 2);
                seams += dashed.size();
                for (PdfProbe.Glyph g : glyphs) {
                    if (g.text().isBlank()) continue;
                    if (g.text().equals("k")) labels++;
                    assertTrue(
                            g.size() >= 6 - 1e-6,
                            pitchMm + " mm, page " + (page + 1) + ": '" + g.text() + "' at " + g.size() + " pt");
                    for (Segment s : dashed) {
                        assertFalse(
                                g.crossedBy(s),
                                pitchMm + " mm, page " + (page + 1) + ": a seam " + s + " crosses '" + g.text()
                                        + "' at " + g.minX() + ", " + g.minY());
                    }
                }
            }
            // the checks saw something: the hole labels' column k, and seams where the board is tiled
            assertTrue(labels >= 11, "labels of column k: " + labels);
            if (probe.pages() > 1 && pitchMm >= 19) assertTrue(seams > 0, "seams at " + pitchMm + " mm");
        }
    }

    /** The glyph box test: a segment through the box crosses it, one beside it does not. */
    @Test
    void aGlyphBoxKnowsWhatCrossesIt() {
        PdfProbe.Glyph g = new PdfProbe.Glyph("a", 6, 10, 10, 14, 16);
        assertTrue(g.crossedBy(new Segment(12, 0, 12, 30)));
        assertTrue(g.crossedBy(new Segment(0, 0, 30, 30)));
        assertFalse(g.crossedBy(new Segment(15, 0, 15, 30)));
        assertFalse(g.crossedBy(new Segment(0, 17, 30, 17)));
    }
}
