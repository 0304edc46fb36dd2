package pnp.fridge.sheets;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import pnp.fridge.model.Bar;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Point;
import pnp.fridge.model.Position;
import pnp.fridge.rules.Chain;
import pnp.fridge.rules.PlayerScore;
import pnp.fridge.rules.Score;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * {@code pnp fridge score --pdf/--png}: one page, a panel a player with their network (points laid out
 * by {@link NetworkLayout}; bases as large circles, junctions as small ones with their names, every bar
 * with its length), the longest chain drawn as a heavy doubled line with its steps numbered in the order
 * walked (a shape, so it reads in grey too), broken junctions crossed out; the score table and the winners
 * below.
 */
public final class ScorePicture {
    private static final double BASE_R = Units.mm(5);
    private static final double JUNCTION_R = Units.mm(1.6);
    private static final double STEP_R = Units.mm(2.2);

    private ScorePicture() {}

    public static byte[] pdf(String file, Position position, Score score, Paper paper) {
        try (PdfDoc doc = new PdfDoc(paper, "Fridge: " + file + " scored", null)) {
            Page page = doc.newPage();
            Canvas c = page.canvas();
            Rect area = area(page.content());
            c.black().text(area.x(), area.y() + 12, 13, "Fridge: " + file);
            c.gray(0.25)
                    .text(
                            area.x(),
                            area.y() + 24,
                            7.5,
                            "Heavy doubled line, numbered: the longest chain in the order "
                                    + "walked. X: a junction broken by a capture. Bar labels are lengths in inches.");
            int n = position.players().size();
            for (int i = 0; i < n; i++)
                panel(
                        c,
                        panel(area, i),
                        position.players().get(i),
                        score.players().get(i));
            double y = panel(area, n - 1).bottom() + Units.mm(10);
            table(c, area.x(), y, score);
            return doc.toBytes();
        }
    }

    /** The page's content less 1 pt, so the panels' frames' strokes stay inside the printable area. */
    static Rect area(Rect content) {
        return content.inset(1);
    }

    /** The box of the {@code i}-th player's panel: two a row under the heading. */
    static Rect panel(Rect area, int i) {
        double w = (area.w() - Units.mm(6)) / 2;
        double h = Units.mm(80);
        int col = i % 2, row = i / 2;
        return new Rect(area.x() + col * (w + Units.mm(6)), area.y() + Units.mm(11) + row * (h + Units.mm(6)), w, h);
    }

    /** Where a panel's network goes: {@link NetworkLayout}'s fractions are of this box. */
    static Rect network(Rect panel) {
        return new Rect(
                panel.x() + Units.mm(8), panel.y() + Units.mm(12), panel.w() - Units.mm(16), panel.h() - Units.mm(18));
    }

    private static void panel(Canvas c, Rect box, PlayerBlock player, PlayerScore ps) {
        double[] ink = ink(player.color());
        c.save().gray(0.6).lineWidth(0.5).rect(box).restore();
        c.save()
                .rgb(ink[0], ink[1], ink[2])
                .text(
                        box.x() + Units.mm(2),
                        box.y() + 11,
                        10,
                        player.color().toUpperCase(Locale.ROOT) + ": " + ps.total()
                                + (ps.total() == 1 ? " point" : " points") + ", longest chain "
                                + ps.chain().length())
                .restore();
        Rect inner = network(box);
        Map<Point, double[]> frac = NetworkLayout.of(player.bars());
        Map<Point, double[]> at = new HashMap<>();
        frac.forEach((p, f) -> at.put(p, new double[] {inner.x() + f[0] * inner.w(), inner.y() + f[1] * inner.h()}));
        Map<Bar, Integer> step = new HashMap<>();
        List<Chain.Step> steps = ps.chain().steps();
        for (int i = 0; i < steps.size(); i++) step.put(steps.get(i).bar(), i + 1);
        Set<Point> broken = Set.copyOf(ps.broken());
        List<Rect> taken = new ArrayList<>();
        for (Map.Entry<Point, double[]> e : at.entrySet()) {
            double[] p = e.getValue();
            double r = (e.getKey().isBase() ? BASE_R : JUNCTION_R) + 1;
            taken.add(new Rect(p[0] - r, p[1] - r, 2 * r, 2 * r));
        }
        Map<Point, Rect> names = new HashMap<>();
        for (Point name : new TreeSet<>(at.keySet())) {
            if (!name.isJunction()) continue;
            Rect nameAt = nameBox(c, name, at.get(name), broken.contains(name), taken);
            names.put(name, nameAt);
            taken.add(nameAt);
        }
        Map<List<Point>, Integer> seen = new HashMap<>();
        List<Runnable> labels = new ArrayList<>();
        for (Bar b : player.bars()) {
            List<Point> pair = b.from().compareTo(b.to()) < 0 ? List.of(b.from(), b.to()) : List.of(b.to(), b.from());
            long parallel = player.bars().stream()
                    .filter(o -> o.touches(b.from()) && o.touches(b.to()))
                    .count();
            int k = seen.merge(pair, 1, Integer::sum) - 1;
            bar(
                    c,
                    at.get(b.from()),
                    at.get(b.to()),
                    (k - (parallel - 1) / 2.0) * Units.mm(6),
                    b,
                    step.get(b),
                    ink,
                    taken,
                    labels);
        }
        // the steps and lengths after every line, on a white ground: no line runs through them
        labels.forEach(Runnable::run);
        for (Map.Entry<Point, double[]> e : at.entrySet())
            point(c, e.getKey(), e.getValue(), broken.contains(e.getKey()), ink, names.get(e.getKey()));
    }

    /**
     * A bar bowed sideways by {@code bow} (parallel bars), its chain step (circled) or its length at the first
     * of a few places along it that keeps clear of every point's circle.
     */
    private static void bar(
            Canvas c,
            double[] a,
            double[] b,
            double bow,
            Bar bar,
            Integer step,
            double[] ink,
            List<Rect> taken,
            List<Runnable> labels) {
        double len = Math.hypot(b[0] - a[0], b[1] - a[1]);
        double nx = len == 0 ? 0 : -(b[1] - a[1]) / len, ny = len == 0 ? 0 : (b[0] - a[0]) / len;
        double qx = (a[0] + b[0]) / 2 + nx * bow * 2, qy = (a[1] + b[1]) / 2 + ny * bow * 2;
        double[] c1 = {a[0] + 2.0 / 3 * (qx - a[0]), a[1] + 2.0 / 3 * (qy - a[1])};
        double[] c2 = {b[0] + 2.0 / 3 * (qx - b[0]), b[1] + 2.0 / 3 * (qy - b[1])};
        double[] q = {qx, qy};
        if (step != null) {
            c.save().rgb(ink[0], ink[1], ink[2]).lineWidth(4.5);
            c.path()
                    .moveTo(a[0], a[1])
                    .curveTo(c1[0], c1[1], c2[0], c2[1], b[0], b[1])
                    .stroke();
            c.gray(1)
                    .lineWidth(1.3)
                    .path()
                    .moveTo(a[0], a[1])
                    .curveTo(c1[0], c1[1], c2[0], c2[1], b[0], b[1])
                    .stroke();
            c.restore();
            double[] m = labelSpot(a, q, b, 2 * STEP_R, 2 * STEP_R, true, taken);
            labels.add(() -> {
                c.save()
                        .gray(1)
                        .fillCircle(m[0], m[1], STEP_R)
                        .rgb(ink[0], ink[1], ink[2])
                        .lineWidth(1)
                        .circle(m[0], m[1], STEP_R);
                c.claim("step " + step, new Rect(m[0] - STEP_R, m[1] - STEP_R, 2 * STEP_R, 2 * STEP_R));
                c.claimText(false)
                        .black()
                        .textCentered(m[0], m[1] + 2.4, 7, Integer.toString(step))
                        .restore();
            });
        } else {
            c.save()
                    .gray(0.45)
                    .lineWidth(1)
                    .path()
                    .moveTo(a[0], a[1])
                    .curveTo(c1[0], c1[1], c2[0], c2[1], b[0], b[1])
                    .stroke();
            c.restore();
        }
        // the length: on the line (a gap in it) for plain bars, beside it for chain bars; left out where no room
        double[] m = labelSpot(a, q, b, 10, 8, step == null, taken);
        if (m == null) return;
        labels.add(() -> {
            c.save().gray(1).fillRect(m[0] - 5, m[1] - 4, 10, 8).restore();
            c.save()
                    .gray(0.2)
                    .textCentered(m[0], m[1] + 2.3, 6.5, bar.length() + "in")
                    .restore();
        });
    }

    /**
     * The first of t = 1/2, 1/3, 2/3, 1/4, 3/4 along the curve, on it, then beside it on either side, where
     * a w x h label overlaps nothing taken (points, their names, labels placed before). When none is free:
     * the middle for a label that must be drawn ({@code onLine}), else null. The spot is then taken.
     */
    private static double[] labelSpot(
            double[] a, double[] q, double[] b, double w, double h, boolean onLine, List<Rect> taken) {
        double len = Math.hypot(b[0] - a[0], b[1] - a[1]);
        double nx = len == 0 ? 0 : -(b[1] - a[1]) / len, ny = len == 0 ? 0 : (b[0] - a[0]) / len;
        double[] chosen = null;
        boolean found = false;
        search:
        for (double side : onLine ? new double[] {0, 1, -1} : new double[] {1, -1}) {
            for (double t : new double[] {0.5, 1.0 / 3, 2.0 / 3, 0.25, 0.75}) {
                double u = 1 - t;
                double off = side * (h / 2 + Units.mm(1.5));
                double[] m = {
                    u * u * a[0] + 2 * u * t * q[0] + t * t * b[0] + nx * off,
                    u * u * a[1] + 2 * u * t * q[1] + t * t * b[1] + ny * off
                };
                Rect box = new Rect(m[0] - w / 2, m[1] - h / 2, w, h);
                if (chosen == null) chosen = m;
                if (taken.stream().noneMatch(r -> overlap(r, box))) {
                    chosen = m;
                    found = true;
                    break search;
                }
            }
        }
        if (!found && !onLine) return null;
        taken.add(new Rect(chosen[0] - w / 2, chosen[1] - h / 2, w, h));
        return chosen;
    }

    private static boolean overlap(Rect a, Rect b) {
        return a.x() < b.right() && b.x() < a.right() && a.y() < b.bottom() && b.y() < a.bottom();
    }

    /**
     * Where a junction's name is written: the first corner around it (up right, up left, down right, down left),
     * clear of the cross of a broken one, that overlaps no point and no name placed before; up right when none is.
     */
    private static Rect nameBox(Canvas c, Point name, double[] p, boolean broken, List<Rect> taken) {
        double off = broken ? JUNCTION_R * 1.8 + 1.5 : JUNCTION_R + 1.5;
        String text = name + (broken ? " (broken)" : "");
        double w = c.textWidth(8, text);
        Rect first = null;
        for (int corner = 0; corner < 4; corner++) {
            double x = corner % 2 == 0 ? p[0] + off : p[0] - off - w;
            double y = corner < 2 ? p[1] - off - 7 : p[1] + off - 2;
            Rect box = new Rect(x, y, w, 9);
            if (first == null) first = box;
            if (taken.stream().noneMatch(r -> overlap(r, box))) return box;
        }
        return first;
    }

    /** A base (large circle) or a junction (small, named; crossed out when broken). */
    private static void point(Canvas c, Point name, double[] p, boolean broken, double[] ink, Rect nameAt) {
        if (name.isBase()) {
            double[] tint = name.isOwnBase() ? ink : ink(name.baseColor());
            c.save()
                    .gray(1)
                    .fillCircle(p[0], p[1], BASE_R)
                    .rgb(tint[0], tint[1], tint[2])
                    .lineWidth(2)
                    .circle(p[0], p[1], BASE_R);
            c.claim("base " + name, new Rect(p[0] - BASE_R, p[1] - BASE_R, 2 * BASE_R, 2 * BASE_R));
            String label = name.isOwnBase() ? Point.BASE.toString() : name.baseColor();
            c.claimText(false)
                    .black()
                    .textCentered(p[0], p[1] + 2.2, 6.5, label)
                    .restore();
            return;
        }
        c.save()
                .gray(1)
                .fillCircle(p[0], p[1], JUNCTION_R)
                .black()
                .lineWidth(0.8)
                .circle(p[0], p[1], JUNCTION_R);
        c.claim("junction " + name, new Rect(p[0] - JUNCTION_R, p[1] - JUNCTION_R, 2 * JUNCTION_R, 2 * JUNCTION_R));
        if (broken) {
            double r = JUNCTION_R * 1.8;
            c.lineWidth(1.4).line(p[0] - r, p[1] - r, p[0] + r, p[1] + r).line(p[0] - r, p[1] + r, p[0] + r, p[1] - r);
        }
        c.restore();
        // on a white ground, drawn after the bars: no line runs through the name
        c.save()
                .gray(1)
                .fillRect(nameAt.x() - 0.5, nameAt.y(), nameAt.w() + 1, nameAt.h())
                .black()
                .text(nameAt.x(), nameAt.y() + 7, 8, name + (broken ? " (broken)" : ""))
                .restore();
    }

    private static void table(Canvas c, double x, double y, Score score) {
        String[] head = {"player", "captures", "infiltration", "longest", "bonus", "total"};
        double[] col = {0, 70, 130, 200, 250, 295};
        c.save().black();
        for (int i = 0; i < head.length; i++) c.text(x + col[i], y, 9, head[i]);
        double yy = y;
        for (PlayerScore p : score.players()) {
            yy += 13;
            Object[] row = {
                p.color(), p.captures().points(), p.infiltration(), p.chain().length(), p.bonus(), p.total()
            };
            for (int i = 0; i < row.length; i++) c.text(x + col[i], yy, 9, String.valueOf(row[i]));
        }
        yy += 18;
        c.text(
                x,
                yy,
                11,
                (score.winners().size() == 1 ? "Winner: " : "Winners (tied): ") + String.join(", ", score.winners()));
        c.restore();
    }

    /** A strong ink for lines and headings in the player's colour; dark grey for colours without one. */
    static double[] ink(String color) {
        return switch (color.toLowerCase(Locale.ROOT)) {
            case "red" -> new double[] {0.8, 0.1, 0.1};
            case "blue" -> new double[] {0.1, 0.3, 0.8};
            case "yellow" -> new double[] {0.75, 0.6, 0.0};
            case "green" -> new double[] {0.1, 0.55, 0.2};
            case "orange" -> new double[] {0.9, 0.45, 0.0};
            case "purple" -> new double[] {0.5, 0.2, 0.7};
            default -> new double[] {0.25, 0.25, 0.25};
        };
    }
}
