package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pnp.testing.PdfProbe;

/**
 * The printable dice fold into real dice: the d10's kites are all the same kite, with the lengths worked out
 * by hand from its ring and poles; every tab is as long as the open edge it glues to; opposite faces sum to
 * 9 (d10) and 7 (d6); the d6 prints at its true edge.
 */
class DieNetsTest {
    private static final double R = Units.mm(12);
    private static final double POLE = Units.mm(13);

    @Test
    void theTenSidedNetIsTenEqualKitesWithElevenTabs() {
        TrapezohedronNet net = new TrapezohedronNet(R, POLE);
        // by hand: h = H (1 - cos 36) / (1 + cos 36); a long edge runs pole to upper ring, a short one
        // between the rings, 36 degrees round
        double cos36 = Math.cos(Math.toRadians(36));
        double h = POLE * (1 - cos36) / (1 + cos36);
        double longEdge = Math.hypot(R, POLE - h);
        double chord = 2 * R * Math.sin(Math.toRadians(18));
        double shortEdge = Math.hypot(chord, 2 * h);
        assertEquals(10, net.faces().size());
        for (double[][] f : net.faces()) {
            List<Double> sides = new ArrayList<>();
            for (int i = 0; i < 4; i++) sides.add(dist(f[i], f[(i + 1) % 4]));
            assertEquals(longEdge, sides.get(0), 1e-6);
            assertEquals(shortEdge, sides.get(1), 1e-6);
            assertEquals(shortEdge, sides.get(2), 1e-6);
            assertEquals(longEdge, sides.get(3), 1e-6);
        }
        assertEquals(11, net.tabs().size(), "20 edges, 9 folds between faces: 11 glued");
        int longTabs = 0;
        for (double[][] t : net.tabs()) {
            double base = dist(t[0], t[1]);
            assertTrue(Math.abs(base - longEdge) < 1e-6 || Math.abs(base - shortEdge) < 1e-6, "" + base);
            if (Math.abs(base - longEdge) < 1e-6) longTabs++;
        }
        assertEquals(10, longTabs, "five edges at each pole, one short edge closes the band");
    }

    @Test
    void theTenSidedDieShowsZeroToNineWithOppositesSummingToNine() {
        TrapezohedronNet net = new TrapezohedronNet(R, POLE);
        assertEquals(
                new TreeSet<>(List.of("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")), new TreeSet<>(net.labels()));
        int pairs = 0;
        for (int i = 0; i < 10; i++)
            for (int j = i + 1; j < 10; j++) {
                double[] a = net.normals().get(i);
                double[] b = net.normals().get(j);
                if (a[0] * b[0] + a[1] * b[1] + a[2] * b[2] < -0.999) {
                    pairs++;
                    assertEquals(
                            9,
                            Integer.parseInt(net.labels().get(i))
                                    + Integer.parseInt(net.labels().get(j)));
                }
            }
        assertEquals(5, pairs);
    }

    @Test
    void theCubeNetHasOppositeFacesSummingToSeven() {
        int[][] cells = CubeNet.CELLS;
        // in the cross, faces two apart in the column and the two side faces are opposite
        assertEquals(7, cells[0][2] + cells[2][2]);
        assertEquals(7, cells[1][2] + cells[3][2]);
        assertEquals(7, cells[4][2] + cells[5][2]);
        for (int n = 1; n <= 6; n++) assertEquals(n, CubeNet.pips(n).length);
    }

    @Test
    void bothNetsPrintAtTrueSizeWithinTheGuard() throws Exception {
        double edge = Units.mm(22);
        List<String> problems = new ArrayList<>();
        byte[][] out = new byte[1][];
        problems.addAll(LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "dice", null)) {
                Page p = doc.newPage();
                double x = p.content().x() + 1;
                CubeNet.draw(p.canvas(), x, p.content().y(), edge, true, "d6");
                new TrapezohedronNet(R, POLE).draw(p.canvas(), x, p.content().y() + Units.mm(110), "d10");
                out[0] = doc.toBytes();
            }
        }));
        assertEquals(List.of(), problems);
        try (PdfProbe probe = new PdfProbe(out[0])) {
            long edges = probe.segments(0).stream()
                    .filter(s -> Math.abs(s.length() - edge) < 0.05)
                    .count();
            // six faces of four edges, the five folds between faces drawn once: 19 lines of 22 mm
            assertEquals(19, edges);
            assertTrue(probe.text(0).contains("7") && probe.text(0).contains("0"));
        }
    }

    private static double dist(double[] a, double[] b) {
        return Math.hypot(a[0] - b[0], a[1] - b[1]);
    }
}
