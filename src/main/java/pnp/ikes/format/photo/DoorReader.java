package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pnp.grid.CellSide;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.model.Sheet;

/**
 * Reads the entrance and the exit a player drew: an arrow across the band outside the outer wall,
 * pointing in for the entrance and out for the exit. The two outer sides with the most pencil in
 * their band hold the arrows; an arrow's head is the end where its ink spreads widest.
 */
final class DoorReader {
    /** The arrow band outside the outer wall, from and to (mm beyond the grid's edge). */
    static final double BAND_FROM = PrintedSheet.WALL + 0.6;

    static final double BAND_TO = PrintedSheet.WALL + PrintedSheet.DOORS - 0.4;
    /** An arrow has at least this much ink (mm^2). */
    static final double ARROW_AREA = 2.5;
    /** An arrow's head spreads at most this far either side of its shaft. */
    static final double HEAD_HALF = 1.55;

    private DoorReader() {}

    /** The entrance and the exit read, each with how sure. */
    record Doors(CellSide entrance, double entranceConfidence, CellSide exit, double exitConfidence) {}

    record Arrow(CellSide side, double area, double headNearWall) {}

    static Doors read(Rectified r) {
        List<Arrow> arrows = new ArrayList<>();
        for (CellSide s : Sheet.OUTER_SIDES) arrows.add(arrow(r, s));
        arrows.sort(Comparator.comparingDouble(Arrow::area).reversed());
        Arrow a = arrows.get(0);
        Arrow b = arrows.get(1);
        double third = arrows.get(2).area();
        // the entrance is the arrow whose head is nearer the wall, relative to the other one's
        boolean aIn = a.headNearWall() >= b.headNearWall();
        Arrow in = aIn ? a : b;
        Arrow out = aIn ? b : a;
        double apart = Mark.confidence(a.headNearWall() - b.headNearWall(), 1.5);
        double found = Mark.confidence(b.area() - Math.max(ARROW_AREA, 2 * third), ARROW_AREA);
        double sure = b.area() < ARROW_AREA ? 0.5 : Math.min(apart, found);
        return new Doors(in.side(), sure, out.side(), sure);
    }

    /**
     * The ink in one side's arrow band near the shaft, and how much wider it spreads near the wall
     * than far from it (mm). Only ink within {@link #HEAD_HALF} of the shaft counts: the two strokes
     * closing the double line either side of the doorway, and a printed arrow's IN or OUT label, stand
     * further off.
     */
    static Arrow arrow(Rectified r, CellSide side) {
        Edges.Line g = Edges.line(side);
        double px = 1.0 / Rectified.PER_MM;
        double mid = (BAND_FROM + BAND_TO) / 2;
        List<double[]> ink = new ArrayList<>();
        for (double s = BAND_FROM; s <= BAND_TO; s += px) {
            for (double t = 3; t <= PrintedSheet.SQUARE - 3; t += px) {
                if (r.inkAt(g, t, s) > SpaceReader.INKED) ink.add(new double[] {s, t});
            }
        }
        double shaft = shaft(ink);
        List<Double> near = new ArrayList<>();
        List<Double> far = new ArrayList<>();
        double area = 0;
        for (double[] p : ink) {
            if (Math.abs(p[1] - shaft) > HEAD_HALF) continue;
            area += px * px;
            (p[0] < mid ? near : far).add(p[1]);
        }
        return new Arrow(side, area, spread(near) - spread(far));
    }

    /**
     * Where along the side the shaft runs: the quarter-millimetre column (with its two neighbours)
     * holding the most ink, since the shaft is the one long stroke across the band (a label beside it
     * or a stray mark holds less).
     */
    private static double shaft(List<double[]> ink) {
        int bins = (int) Math.ceil(PrintedSheet.SQUARE * 4) + 1;
        int[] count = new int[bins];
        for (double[] p : ink) count[Math.min(bins - 1, (int) Math.round(p[1] * 4))]++;
        int best = bins / 2;
        int most = -1;
        for (int i = 1; i + 1 < bins; i++) {
            int c = count[i - 1] + count[i] + count[i + 1];
            if (c > most) {
                most = c;
                best = i;
            }
        }
        return best / 4.0;
    }

    private static double spread(List<Double> t) {
        if (t.size() < 4) return 0;
        double[] v = t.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return v[(int) (v.length * 0.95)] - v[(int) (v.length * 0.05)];
    }
}
