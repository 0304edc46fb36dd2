package pnp.ikes.format.photo;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.List;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.random.Rng;

/**
 * Pencils a finished sheet onto a picture of the printed page as a player would: walls along the
 * lines (a doorway leaves the middle third open), a dot in every occupied space, a rough sketch of the
 * furniture in every display, a fork across each cafeteria, and (when the sheet did not print them)
 * the entrance and exit arrows. Strokes wobble, vary in weight and darkness, break off now and then (a pen's
 * thinner, darker and even, in black or blue);
 * smudges are rubbed in. Coordinates are the sheet's millimetres from A1's top-left corner.
 */
final class PencilSheet {
    private final Graphics2D g;
    private final Rng rng;
    private final Difficulty d;
    private final double originX;
    private final double originY;
    private final double perMm;
    private final Hand hand;

    PencilSheet(BufferedImage page, double originX, double originY, double perMm, Difficulty d, Rng rng, Hand hand) {
        this.hand = hand;
        this.g = page.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        this.rng = rng;
        this.d = d;
        this.originX = originX;
        this.originY = originY;
        this.perMm = perMm;
    }

    void draw(Sheet sheet, boolean arrows) {
        for (int i = 0; i < d.smudges; i++) smudge();
        // a pen's marks cannot be rubbed out
        if (hand.of(Hand.Kind.CORRECTIONS) == Hand.Style.CORRECTIONS_ERASED && !hand.pen()) erasures(sheet);
        for (Cell c : Sheet.cells()) {
            Space s = sheet.space(c);
            double cx = (c.col() + 0.5) * PrintedSheet.SQUARE;
            double cy = (c.row() + 0.5) * PrintedSheet.SQUARE;
            if (s == Space.OCCUPIED) dot(cx + jitter(2), cy + jitter(2));
            else if (s.hasDisplay()) furniture(s.face(), cx + jitter(1.2), cy + jitter(1.2));
        }
        for (Cafeteria k : sheet.cafeterias()) cafeteria(k.a(), k.b());
        for (CellSide w : sheet.walls()) wall(w, sheet.doors().contains(w));
        if (arrows) {
            arrow(sheet.entrance(), true);
            arrow(sheet.exit(), false);
        }
        g.dispose();
    }

    private double jitter(double mm) {
        return (rng.nextDouble() * 2 - 1) * mm;
    }

    private double darkness() {
        if (hand.pen()) return 0.8 + rng.nextDouble() * 0.12; // a ballpoint's ink: dark and even
        return d.pencilFrom + rng.nextDouble() * (d.pencilTo - d.pencilFrom);
    }

    /** A wall segment along its line (just inside the grid on the outer wall), its middle third open for a doorway. */
    private void wall(CellSide w, boolean doorway) {
        Edges.Line e = Edges.line(w);
        Hand.Style style = hand.of(Hand.Kind.WALL);
        double off = Sheet.isOuter(w) ? -(0.9 + rng.nextDouble() * 0.4) : jitter(d.offset);
        double from = 0.4 + rng.nextDouble() * 0.8;
        double to = PrintedSheet.SQUARE - 0.4 - rng.nextDouble() * 0.8;
        switch (style) {
            case WALL_INSIDE -> off = Sheet.isOuter(w) ? off - 0.5 : -(0.9 + rng.nextDouble() * 0.9);
            case WALL_SHORT -> {
                from = 2 + rng.nextDouble() * 1.5;
                to = PrintedSheet.SQUARE - 2 - rng.nextDouble() * 1.5;
            }
            case WALL_OVERDRAWN -> {
                from = -0.5 - rng.nextDouble() * 1.5;
                to = PrintedSheet.SQUARE + 0.5 + rng.nextDouble() * 1.5;
            }
            default -> {}
        }
        int passes = style == Hand.Style.WALL_DOUBLED ? 2 : style == Hand.Style.WALL_OVERDRAWN ? 2 + rng.nextInt(2) : 1;
        for (int k = 0; k < passes; k++) {
            double o = style == Hand.Style.WALL_DOUBLED
                    ? off + (k == 0 ? 0 : (Sheet.isOuter(w) ? -1 : 1) * (0.6 + rng.nextDouble() * 0.4))
                    : k == 0 ? off : off + jitter(0.35);
            if (doorway) {
                double third = PrintedSheet.SQUARE / 3;
                stroke(at(e, from, o, third + jitter(0.5), o));
                stroke(at(e, 2 * third + jitter(0.5), o, to, o));
            } else {
                stroke(at(e, from, o, to, o));
            }
        }
    }

    /** Marks drawn and rubbed out: faint wide smears on a line without a wall and in spaces, and under a display. */
    private void erasures(Sheet sheet) {
        int n = 1 + rng.nextInt(3);
        for (int i = 0; i < n; i++) {
            CellSide line = Edges.ALL.get(rng.nextInt(Edges.ALL.size()));
            if (Accuracy.edge(sheet, line) != EdgeMark.NONE) continue;
            Edges.Line e = Edges.line(line);
            rubbed(at(
                    e,
                    1 + rng.nextDouble() * 2,
                    jitter(0.5),
                    PrintedSheet.SQUARE - 1 - rng.nextDouble() * 4,
                    jitter(0.5)));
        }
        for (int i = 0; i < n; i++) {
            Cell c = new Cell(rng.nextInt(Sheet.SIZE), rng.nextInt(Sheet.SIZE));
            double cx = (c.col() + 0.5) * PrintedSheet.SQUARE + jitter(2);
            double cy = (c.row() + 0.5) * PrintedSheet.SQUARE + jitter(2);
            if (sheet.space(c).isEmpty() || sheet.space(c).hasDisplay() || rng.nextBoolean()) {
                rubbed(new double[] {cx - 1.5, cy - 0.5, cx + 1.5, cy + 0.5});
            }
        }
    }

    /** What a rubber leaves of a stroke: a faint, wide smear. */
    private void rubbed(double[] pts) {
        ink(0.06 + rng.nextDouble() * 0.07);
        g.setStroke(new BasicStroke(
                (float) ((0.9 + rng.nextDouble() * 0.8) * perMm), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Path2D.Double path = new Path2D.Double();
        path.moveTo(px(pts[0]), py(pts[1]));
        for (int i = 2; i + 1 < pts.length; i += 2) path.lineTo(px(pts[i]), py(pts[i + 1]));
        g.draw(path);
    }

    private void dot(double x, double y) {
        switch (hand.of(Hand.Kind.DOT)) {
            case DOT_CIRCLE -> {
                double r = (0.8 + rng.nextDouble() * 0.6) * hand.dotScale();
                sketch(Sketches.circle(), x, y, 2 * r, 2 * r, jitter(0.5), 0.05);
                return;
            }
            case DOT_TICK -> {
                double r = (2.5 + rng.nextDouble() * 1.2) * hand.dotScale();
                sketch(Sketches.tick(), x, y, r, r, jitter(0.3), 0.1);
                return;
            }
            case DOT_CROSS -> {
                double r = (2 + rng.nextDouble() * 1.2) * hand.dotScale();
                sketch(Sketches.cross(), x, y, r, r, jitter(0.4), 0.1);
                return;
            }
            default -> {}
        }
        double r = (0.5 + rng.nextDouble() * 0.5) * hand.dotScale();
        ink(darkness() + 0.1);
        g.fill(new Ellipse2D.Double(px(x - r), py(y - r), 2 * r * perMm, 2 * r * perMm));
    }

    private void furniture(int face, double cx, double cy) {
        switch (hand.of(Hand.Kind.DISPLAY)) {
            case DISPLAY_NUMBER -> {
                double h = (7 + rng.nextDouble() * 3) * hand.displayScale();
                sketch(Sketches.digit(face), cx, cy, h, h, jitter(0.15), 0.3);
                return;
            }
            case DISPLAY_WRITTEN, DISPLAY_WRITTEN_HELD -> {
                written(
                        Hand.Kind.DISPLAY,
                        String.valueOf(face),
                        cx,
                        cy,
                        (4 + rng.nextDouble() * 5) * hand.displayScale(),
                        PrintedSheet.SQUARE,
                        jitter(0.15));
                return;
            }
            case DISPLAY_SCRIBBLE -> {
                double size = (7 + rng.nextDouble() * 4) * hand.displayScale();
                sketch(Sketches.scribble(rng), cx, cy, size, size, 0, 0.3);
                return;
            }
            default -> {}
        }
        double size = (8 + rng.nextDouble() * 2.5) * hand.displayScale();
        for (double[] s : Furniture.strokes(face)) {
            double[] p = new double[s.length];
            for (int i = 0; i < s.length; i += 2) {
                p[i] = cx + (s[i] - 0.5) * size + jitter(0.3);
                p[i + 1] = cy + (s[i + 1] - 0.5) * size + jitter(0.3);
            }
            stroke(p);
        }
    }

    /** A cafeteria's mark on its two spaces, in the hand's style. */
    private void cafeteria(Cell a, Cell b) {
        double q = PrintedSheet.SQUARE;
        double mx = (a.col() + b.col() + 1) * q / 2;
        double my = (a.row() + b.row() + 1) * q / 2;
        boolean across = a.row() == b.row();
        double turn = across ? Math.PI / 2 : 0; // a sketch's "up" along the pair
        switch (hand.of(Hand.Kind.CAFETERIA)) {
            case CAFETERIA_FORK_ACROSS -> {
                boolean flip = rng.nextBoolean();
                sketch(
                        Sketches.fork(),
                        mx,
                        my,
                        6 + rng.nextDouble(),
                        20 + rng.nextDouble() * 6,
                        turn + (flip ? Math.PI : 0) + jitter(0.25),
                        0.3);
            }
            case CAFETERIA_FORK_EACH -> {
                double way = rng.nextInt(4) * Math.PI / 2;
                for (Cell c : new Cell[] {a, b}) {
                    double h = 9 + rng.nextDouble() * 4;
                    sketch(
                            Sketches.fork(),
                            (c.col() + 0.5) * q + jitter(1),
                            (c.row() + 0.5) * q + jitter(1),
                            h * 0.5,
                            h,
                            way + jitter(0.2),
                            0.3);
                }
            }
            case CAFETERIA_FORK_SHORT -> {
                double len = 5 + rng.nextDouble() * 10;
                // its middle off the line, into either space, so that one end crosses it by 2 to 5 mm
                double off = Math.max(0, len / 2 - 2 - rng.nextDouble() * 3) * (rng.nextBoolean() ? 1 : -1);
                sketch(
                        Sketches.fork(),
                        mx + (across ? off : 0),
                        my + (across ? 0 : off),
                        len * 0.35 + rng.nextDouble(),
                        len,
                        turn + (rng.nextBoolean() ? Math.PI : 0) + jitter(0.2),
                        0.3);
            }
            case CAFETERIA_OUTLINE -> {
                fork(a, b);
                double in = 0.8 + rng.nextDouble() * 1.2;
                double x0 = Math.min(a.col(), b.col()) * q + in;
                double y0 = Math.min(a.row(), b.row()) * q + in;
                double x1 = (Math.max(a.col(), b.col()) + 1) * q - in;
                double y1 = (Math.max(a.row(), b.row()) + 1) * q - in;
                stroke(new double[] {
                    x0, y0, x1 + jitter(0.4), y0, x1, y1 + jitter(0.4), x0 + jitter(0.4), y1, x0, y0 + 0.5
                });
            }
            case CAFETERIA_LETTER -> {
                int v = rng.nextInt(3);
                if (v == 0) {
                    double h = 10 + rng.nextDouble() * 2;
                    sketch(Sketches.letterC(), mx, my, across ? 2 * h : h, across ? h : 2 * h, jitter(0.15), 0.3);
                } else if (v == 1) {
                    for (Cell c : new Cell[] {a, b}) {
                        double h = 7 + rng.nextDouble() * 4;
                        sketch(Sketches.letterC(), (c.col() + 0.5) * q, (c.row() + 0.5) * q, h, h, jitter(0.2), 0.3);
                    }
                } else {
                    double h = 5 + rng.nextDouble() * 2.5;
                    sketch(Sketches.caf(), mx, my, 3.2 * h, h, across ? jitter(0.15) : Math.PI / 2 + jitter(0.15), 0.2);
                }
            }
            case CAFETERIA_WRITTEN, CAFETERIA_WRITTEN_HELD -> {
                // a word across the line from one space into the other, or a C across the pair or in each space
                String[] words = {"caf", "cafe", "eat", "C", "CAF"};
                String word = words[rng.nextInt(words.length)];
                double along = (across ? 0 : -Math.PI / 2) + jitter(0.15);
                if (word.equals("C") && rng.nextBoolean())
                    for (Cell c : new Cell[] {a, b})
                        written(
                                Hand.Kind.CAFETERIA,
                                word,
                                (c.col() + 0.5) * q,
                                (c.row() + 0.5) * q,
                                6 + rng.nextDouble() * 3,
                                q,
                                jitter(0.15));
                else
                    written(
                            Hand.Kind.CAFETERIA,
                            word,
                            mx,
                            my,
                            6 + rng.nextDouble() * 4,
                            (1 + rng.nextDouble() * 0.6) * q,
                            along);
            }
            case CAFETERIA_HATCH, CAFETERIA_CROSS, CAFETERIA_SHADED, CAFETERIA_HATCH_STRAIGHT -> {
                for (double[] line : CafeteriaStrokes.of(hand.of(Hand.Kind.CAFETERIA), a, b, rng)) stroke(line);
            }
            default ->
                throw new IllegalStateException(hand.of(Hand.Kind.CAFETERIA).name());
        }
    }

    /** {@code text} in one of the hand's faces, {@code h} mm high and at most {@code w} long round (cx, cy), turned by {@code angle}. */
    private void written(Hand.Kind kind, String text, double cx, double cy, double h, double w, double angle) {
        List<Handwriting.Face> faces = hand.of(kind).faces();
        Handwriting.Face face = faces.get(rng.nextInt(faces.size()));
        ink(darkness() + 0.1);
        g.fill(Handwriting.outline(face, text, px(cx), py(cy), h * perMm, w * perMm, angle, jitter(0.2)));
    }

    /** Unit-box strokes drawn w x h mm round (cx, cy), turned by {@code angle}, each point moved up to {@code shake} mm. */
    private void sketch(List<double[]> strokes, double cx, double cy, double w, double h, double angle, double shake) {
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        for (double[] s : strokes) {
            double[] p = new double[s.length];
            for (int i = 0; i < s.length; i += 2) {
                double x = (s[i] - 0.5) * w;
                double y = (s[i + 1] - 0.5) * h;
                p[i] = cx + x * cos - y * sin + jitter(shake);
                p[i + 1] = cy + x * sin + y * cos + jitter(shake);
            }
            stroke(p);
        }
    }

    /** A fork from the middle of space a across the line into b: a handle, a crossbar and three tines. */
    private void fork(Cell a, Cell b) {
        double q = PrintedSheet.SQUARE;
        double ax = (a.col() + 0.5) * q;
        double ay = (a.row() + 0.5) * q;
        double dx = b.col() - a.col();
        double dy = b.row() - a.row();
        double nx = -dy;
        double ny = dx;
        double w = jitter(0.8);
        double sx = ax - dx * 4 + nx * w;
        double sy = ay - dy * 4 + ny * w;
        double bar = q * 0.5 + 4;
        stroke(new double[] {sx, sy, ax + dx * bar + nx * w, ay + dy * bar + ny * w});
        double cx = ax + dx * bar + nx * w;
        double cy = ay + dy * bar + ny * w;
        stroke(new double[] {cx - nx * 2.5, cy - ny * 2.5, cx + nx * 2.5, cy + ny * 2.5});
        for (int k = -1; k <= 1; k++) {
            double tx = cx + nx * 2.5 * k;
            double ty = cy + ny * 2.5 * k;
            stroke(new double[] {tx, ty, tx + dx * 5, ty + dy * 5});
        }
    }

    /** An arrow across the band outside the wall, head at the wall for the entrance, away from it for the exit, and the two strokes closing the double line. */
    private void arrow(CellSide door, boolean in) {
        Edges.Line e = Edges.line(door);
        double t = PrintedSheet.SQUARE / 2 + jitter(1);
        double near = PrintedSheet.WALL + 0.8;
        double far = PrintedSheet.WALL + PrintedSheet.DOORS - 0.8;
        stroke(at(e, t, near, t, far));
        double tip = in ? near : far;
        double back = in ? 2.2 : -2.2;
        switch (hand.of(Hand.Kind.ARROW)) {
            case ARROW_TRIANGLE -> {
                double[] a = at(e, t - 1.4, tip + back, t, tip);
                double[] b = at(e, t + 1.4, tip + back, t - 1.4, tip + back);
                stroke(new double[] {a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]});
            }
            case ARROW_FILLED -> {
                for (double k = -1.3; k <= 1.31; k += 0.43) stroke(at(e, t + k, tip + back, t, tip));
            }
            default -> {
                stroke(at(e, t - 1.5, tip + back, t, tip));
                stroke(at(e, t + 1.5, tip + back, t, tip));
            }
        }
        for (int k = -1; k <= 1; k += 2) stroke(at(e, t + k * 4.5, -0.3, t + k * 4.5, PrintedSheet.WALL + 0.3));
    }

    /** The stroke from t0 along and s0 across the line to t1 along and s1 across. */
    private static double[] at(Edges.Line e, double t0, double s0, double t1, double s1) {
        return new double[] {e.x(t0, s0), e.y(t0, s0), e.x(t1, s1), e.y(t1, s1)};
    }

    /** A pencil stroke through the points (mm): wobbling, of varying weight and darkness, sometimes broken. */
    private void stroke(double[] pts) {
        double width = hand.pen() ? 0.3 + rng.nextDouble() * 0.15 : 0.45 + rng.nextDouble() * 0.35;
        double dark = darkness();
        double phase = rng.nextDouble() * 6.3;
        double freq = 0.02 + rng.nextDouble() * 0.05; // cycles a millimetre: a hand's slow drift, not a tremor
        for (int i = 0; i + 3 < pts.length; i += 2) {
            double x0 = pts[i];
            double y0 = pts[i + 1];
            double len = Math.hypot(pts[i + 2] - x0, pts[i + 3] - y0);
            if (len < 1e-6) continue;
            double ux = (pts[i + 2] - x0) / len;
            double uy = (pts[i + 3] - y0) / len;
            int n = Math.max(1, (int) Math.ceil(len / 0.7));
            Path2D.Double path = new Path2D.Double();
            boolean open = false;
            for (int k = 0; k <= n; k++) {
                double t = len * k / n;
                double wob = d.wobble * Math.sin(phase + t * freq * 2 * Math.PI);
                double x = x0 + ux * t - uy * wob;
                double y = y0 + uy * t + ux * wob;
                boolean gap = d.smudges > 0 && k > 0 && k < n && rng.nextDouble() < 0.02;
                if (gap || !open) {
                    path.moveTo(px(x), py(y));
                    open = true;
                } else {
                    path.lineTo(px(x), py(y));
                }
            }
            ink(dark + jitter(0.05));
            g.setStroke(new BasicStroke((float) (width * perMm), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(path);
        }
    }

    /** A soft grey rub somewhere on the grid. */
    private void smudge() {
        double x = rng.nextDouble() * PrintedSheet.GRID;
        double y = rng.nextDouble() * PrintedSheet.GRID;
        float r = (float) ((3 + rng.nextDouble() * 6) * perMm);
        g.setComposite(AlphaComposite.SrcOver);
        g.setPaint(new RadialGradientPaint((float) px(x), (float) py(y), r, new float[] {0, 1}, new Color[] {
            new Color(0, 0, 0, 20 + rng.nextInt(15)), new Color(0, 0, 0, 0)
        }));
        g.fill(new Ellipse2D.Double(px(x) - r, py(y) - r, 2 * r, 2 * r));
    }

    private void ink(double darkness) {
        float a = (float) Math.max(0.05, Math.min(0.95, darkness));
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, a));
        g.setColor(
                hand.of(Hand.Kind.TOOL) == Hand.Style.TOOL_PEN_BLUE
                        ? new Color(25, 45, 150)
                        : hand.pen() ? new Color(15, 15, 25) : new Color(40, 40, 45));
    }

    private double px(double x) {
        return originX + x * perMm;
    }

    private double py(double y) {
        return originY + y * perMm;
    }
}
