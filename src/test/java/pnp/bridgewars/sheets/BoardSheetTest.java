package pnp.bridgewars.sheets;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Hole;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.pdf.Paper;
import pnp.pdf.Units;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class BoardSheetTest {
    @TempDir Path dir;

    /** Centres of the cross-hairs on a page: midpoints of the horizontal strokes 2 x arm long. */
    static List<double[]> crossHairs(PdfProbe probe, int page, double pitch) throws Exception {
        double len = 2 * Pitch.arm(pitch);
        return probe.segments(page).stream().filter(Segment::horizontal)
                .filter(s -> Math.abs(s.length() - len) < 0.01)
                .map(s -> new double[] {(s.x1() + s.x2()) / 2, s.y1()}).toList();
    }

    static TreeSet<Double> distinct(List<double[]> points, int axis) {
        TreeSet<Double> out = new TreeSet<>();
        for (double[] p : points) out.add(Math.round(p[axis] * 100) / 100.0);
        return out;
    }

    static void assertSpacing(TreeSet<Double> values, double pitch) {
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
                TreeSet<Double> xs = distinct(centres, 0);
                TreeSet<Double> ys = distinct(centres, 1);
                assertEquals(11, xs.size());
                assertEquals(11, ys.size());
                assertSpacing(xs, 72.0);
                assertSpacing(ys, 72.0);
            }
            assertTrue(probe.text(0).contains("page row 1 of 2, column 1 of 2"), probe.text(0));
        }
    }

    @Test
    void neighbouringTilesShareAlignmentCrosses() throws Exception {
        // the page kit's crosses are 6 mm strokes; page 1 (top left) and page 2 (top right) must both show
        // crosses at the same drawing positions: on page 1 in its right-hand overlap, on page 2 in its left
        double arm = Units.mm(6);
        try (PdfProbe probe = new PdfProbe(BoardSheet.pdf(Paper.LETTER, Pitch.DEFAULT))) {
            double right = 612 - Units.mm(10);
            double left = Units.mm(10);
            long onFirst = probe.segments(0).stream().filter(s -> s.horizontal() && Math.abs(s.length() - arm) < 0.01)
                    .filter(s -> (s.x1() + s.x2()) / 2 > right - BoardSheet.OVERLAP).count();
            long onSecond = probe.segments(1).stream().filter(s -> s.horizontal() && Math.abs(s.length() - arm) < 0.01)
                    .filter(s -> (s.x1() + s.x2()) / 2 < left + BoardSheet.OVERLAP).count();
            assertTrue(onFirst >= 2, "crosses in page 1's right overlap: " + onFirst);
            assertEquals(onFirst, onSecond);
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
            long diagonals = probe.segments(0).stream().filter(s -> Math.abs(s.length() - side) < 0.05).count();
            assertTrue(diagonals >= 4, "diamond sides: " + diagonals);
            // the board's edge: a square 11 pitches wide
            long edges = probe.segments(0).stream().filter(s -> (s.horizontal() || s.vertical())
                    && Math.abs(s.length() - 11 * pitch) < 0.05).count();
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
            double ox = Units.mm(10);
            double oy = Units.mm(16);
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
    static int darkest(java.awt.image.BufferedImage img, double x, double y) {
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
}
