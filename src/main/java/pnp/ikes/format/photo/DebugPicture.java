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
        int[] b = box(Edges.line(e), t0 - 0.4, t1 + 0.4, -0.4, 0.4);
        o.fill(b[0], b[1], b[2], b[3], rgb, 0.55); // the pencil stays visible through it
    }

    private static void box(Overlay o, CellSide e, int rgb) {
        int[] b = box(Edges.line(e), 2, PrintedSheet.SQUARE - 2, -2, 2);
        o.outline(b[0], b[1], b[2], b[3], 2, rgb);
    }

    private static void door(Overlay o, CellSide side, double confidence) {
        int[] b = box(Edges.line(side), 4, PrintedSheet.SQUARE - 4, DoorReader.BAND_FROM, DoorReader.BAND_TO);
        o.fill(b[0], b[1], b[2], b[3], DOOR, 0.3);
        if (confidence < Mark.CHECK_BELOW) o.outline(b[0], b[1], b[2], b[3], 2, CHECK);
    }

    /** The pixel box {x, y, w, h} of the flat picture covering t0..t1 along a grid line and s0..s1 across it. */
    private static int[] box(Edges.Line l, double t0, double t1, double s0, double s1) {
        double xa = l.x(t0, s0);
        double ya = l.y(t0, s0);
        double xb = l.x(t1, s1);
        double yb = l.y(t1, s1);
        return new int[] {
            Rectified.px(Math.min(xa, xb)),
            Rectified.px(Math.min(ya, yb)),
            (int) Math.round(Math.abs(xb - xa) * Rectified.PER_MM),
            (int) Math.round(Math.abs(yb - ya) * Rectified.PER_MM)
        };
    }
}
