package pnp.ikes.format.photo;

import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.PrintedSheet;
import pnp.vision.Overlay;

/**
 * What the reader saw, drawn over the photo seen flat: each space tinted by what it read (grey
 * empty, blue dot, green display, orange cafeteria), each wall line in red (a doorway's middle left
 * clear), the entrance and exit bands in purple, and a magenta frame round every item to check.
 */
public final class DebugPicture {
    private static final int EMPTY = 0x9e9e9e;
    private static final int DOT = 0x1e63d6;
    private static final int DISPLAY = 0x1b9e3e;
    private static final int CAFETERIA = 0xf08a00;
    private static final int WALL = 0xd62020;
    private static final int DOOR = 0x7b2cbf;
    private static final int CHECK = 0xff00c8;

    private DebugPicture() {}

    public static byte[] png(PhotoReading r) {
        Overlay o = new Overlay(r.flat());
        double q = PrintedSheet.SQUARE;
        for (Map.Entry<Cell, Mark<SpaceMark>> e : r.spaces().entrySet()) {
            Cell c = e.getKey();
            // below the printed name in the space's corner, so the tint leaves it readable
            int x = Rectified.px(c.col() * q + 3);
            int y = Rectified.px(c.row() * q + 4.5);
            int s = (int) Math.round((q - 6) * Rectified.PER_MM);
            int sh = (int) Math.round((q - 7.5) * Rectified.PER_MM);
            int rgb = switch (e.getValue().value()) {
                case EMPTY -> EMPTY;
                case DOT -> DOT;
                case DISPLAY -> DISPLAY;
                case CAFETERIA -> CAFETERIA;
            };
            o.fill(x, y, s, sh, rgb, e.getValue().value() == SpaceMark.EMPTY ? 0.12 : 0.3);
            if (e.getValue().uncertain()) o.outline(x, y, s, sh, 3, CHECK);
        }
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : r.edges().entrySet()) {
            if (e.getValue().value() != EdgeMark.NONE) line(o, e.getKey(), 1, q - 1, WALL);
            if (e.getValue().value() == EdgeMark.DOORWAY) line(o, e.getKey(), q / 3, 2 * q / 3, 0xffffff);
            if (e.getValue().uncertain()) box(o, e.getKey(), CHECK);
        }
        door(o, r.entrance(), r.entranceConfidence());
        door(o, r.exit(), r.exitConfidence());
        return o.png();
    }

    /** A thick line along part of a grid line (t0..t1 mm from its start). */
    private static void line(Overlay o, CellSide e, double t0, double t1, int rgb) {
        double[] g = Edges.geometry(e);
        int x0 = Rectified.px(Math.min(g[0] + g[2] * t0, g[0] + g[2] * t1) - 0.4);
        int y0 = Rectified.px(Math.min(g[1] + g[3] * t0, g[1] + g[3] * t1) - 0.4);
        int w = (int) Math.round((Math.abs(g[2]) * (t1 - t0) + 0.8) * Rectified.PER_MM);
        int h = (int) Math.round((Math.abs(g[3]) * (t1 - t0) + 0.8) * Rectified.PER_MM);
        o.fill(x0, y0, w, h, rgb, 0.55); // the pencil stays visible through it
    }

    private static void box(Overlay o, CellSide e, int rgb) {
        double[] g = Edges.geometry(e);
        double q = PrintedSheet.SQUARE;
        int x0 = Rectified.px(g[0] + g[2] * 2 - Math.abs(g[4]) * 2);
        int y0 = Rectified.px(g[1] + g[3] * 2 - Math.abs(g[5]) * 2);
        int w = (int) Math.round((Math.abs(g[2]) * (q - 4) + Math.abs(g[4]) * 4) * Rectified.PER_MM);
        int h = (int) Math.round((Math.abs(g[3]) * (q - 4) + Math.abs(g[5]) * 4) * Rectified.PER_MM);
        o.outline(x0, y0, w, h, 2, rgb);
    }

    private static void door(Overlay o, CellSide side, double confidence) {
        double[] g = Edges.geometry(side);
        double s0 = DoorReader.BAND_FROM;
        double s1 = DoorReader.BAND_TO;
        double xa = g[0] + g[2] * 4 + g[4] * s0;
        double ya = g[1] + g[3] * 4 + g[5] * s0;
        double xb = g[0] + g[2] * (PrintedSheet.SQUARE - 4) + g[4] * s1;
        double yb = g[1] + g[3] * (PrintedSheet.SQUARE - 4) + g[5] * s1;
        int x = Rectified.px(Math.min(xa, xb));
        int y = Rectified.px(Math.min(ya, yb));
        int w = (int) Math.round(Math.abs(xb - xa) * Rectified.PER_MM);
        int h = (int) Math.round(Math.abs(yb - ya) * Rectified.PER_MM);
        o.fill(x, y, w, h, DOOR, 0.3);
        if (confidence < Mark.CHECK_BELOW) o.outline(x, y, w, h, 2, CHECK);
    }
}
