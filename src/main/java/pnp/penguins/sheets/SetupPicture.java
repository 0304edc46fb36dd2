package pnp.penguins.sheets;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.penguins.model.Domino;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.Generator;

/**
 * The rules' set-up picture: on the left the board's dominoes in outline with each nest filled in its
 * player's colour and lettered; on the right the players round the table, arrows running clockwise (the
 * turn order), each player named with the buddy tokens they are handed (R1: red's buddy 1).
 */
final class SetupPicture {
    private static final double CAPTION = Units.mm(6);
    private static final double NODE = Units.mm(5);

    private SetupPicture() {}

    static void draw(Canvas c, Rect box, State s, List<RulesReference.Handout> handouts) {
        double half = box.w() / 2;
        board(c, new Rect(box.x(), box.y(), half - Units.mm(4), box.h()), s);
        List<String> seats = s.players().isEmpty() ? Generator.COLOURS : s.players();
        table(
                c,
                new Rect(box.x() + half, box.y(), half, box.h()),
                seats,
                handouts,
                s.players().isEmpty());
    }

    private static void board(Canvas c, Rect r, State s) {
        int[] b = MapSheet.bounds(s.board());
        int nc = b[2] - b[0] + 1;
        int nr = b[3] - b[1] + 1;
        double sq = Math.min(r.w() / nc, (r.h() - CAPTION) / nr);
        double ox = r.x() + (r.w() - nc * sq) / 2;
        double oy = r.y();
        c.save().lineWidth(0.5);
        for (Placed p : s.board().dominoes()) {
            int x0 = Math.min(p.a().col(), p.b().col()) - b[0];
            int y0 = Math.min(p.a().row(), p.b().row()) - b[1];
            double w = (p.horizontal() ? 2 : 1) * sq;
            double h = (p.horizontal() ? 1 : 2) * sq;
            Rect d = new Rect(ox + x0 * sq + 0.6, oy + y0 * sq + 0.6, w - 1.2, h - 1.2);
            String owner = nestOwner(s, p.domino());
            if (owner != null) {
                double[] rgb = MapSheet.rgb(owner);
                c.save().rgb(rgb[0], rgb[1], rgb[2]).fillRect(d).restore();
                double size = Math.max(6, Math.min(10, sq * 0.8));
                c.save()
                        .gray(1)
                        .textCentered(d.centerX(), d.centerY() + size * 0.36, size, letter(owner))
                        .restore();
            }
            c.gray(0.45).rect(d);
        }
        c.restore();
        String caption = s.players().isEmpty()
                ? "The layout (nests are rolled at the table)"
                : "Nests of this set-up, by the players' first letters";
        c.black().text(r.x(), r.bottom() - 2, 8, caption);
    }

    private static String nestOwner(State s, Domino d) {
        for (var e : s.nests().entrySet()) if (e.getValue().equals(d)) return e.getKey();
        return null;
    }

    private static void table(Canvas c, Rect r, List<String> seats, List<RulesReference.Handout> arrows, boolean ex) {
        double cx = r.centerX() - Units.mm(8);
        double cy = r.y() + (r.h() - CAPTION) / 2;
        double rad = (r.h() - CAPTION) / 2 - NODE - Units.mm(1);
        int n = seats.size();
        double[][] at = new double[n][];
        for (int i = 0; i < n; i++) {
            double a = Math.toRadians(-90 + 360.0 * i / n);
            at[i] = new double[] {cx + rad * Math.cos(a), cy + rad * Math.sin(a)};
        }
        for (int i = 0; i < n && n > 1; i++) arrow(c, at[i], at[(i + 1) % n]);
        for (int i = 0; i < n; i++) {
            String seat = seats.get(i);
            double[] rgb = MapSheet.rgb(seat);
            c.save()
                    .rgb(rgb[0], rgb[1], rgb[2])
                    .fillCircle(at[i][0], at[i][1], NODE)
                    .restore();
            c.save()
                    .gray(1)
                    .textCentered(at[i][0], at[i][1] + 3.5, 10, letter(seat))
                    .restore();
            String gets = "gets " + String.join(", ", received(arrows, seat));
            boolean side = Math.abs(at[i][0] - cx) > rad / 2;
            if (side) c.black().textCentered(at[i][0], at[i][1] + NODE + Units.mm(4), 8, gets);
            else c.black().text(at[i][0] + NODE + Units.mm(2), at[i][1] + 3, 8, gets);
        }
        String caption = ex
                ? "Buddies handed out, four players (R1: red's buddy 1)"
                : "Buddies handed out; turns go clockwise (R1: red's buddy 1)";
        c.black().text(r.x(), r.bottom() - 2, 8, caption);
    }

    /** The tokens {@code seat} is given, buddies 1 before buddies 2. */
    static List<String> received(List<RulesReference.Handout> arrows, String seat) {
        List<String> out = new ArrayList<>();
        for (RulesReference.Handout h : arrows) if (h.to().equals(seat)) out.addAll(h.tokens());
        out.sort(Comparator.comparing((String t) -> t.substring(1)));
        return out;
    }

    /** An arrow between two seats, set off to its right so opposite arrows stay apart. */
    private static void arrow(Canvas c, double[] p, double[] q) {
        double dx = q[0] - p[0];
        double dy = q[1] - p[1];
        double len = Math.hypot(dx, dy);
        double ux = dx / len;
        double uy = dy / len;
        double off = Units.mm(1.8);
        double nx = -uy * off;
        double ny = ux * off;
        double gap = NODE + Units.mm(1);
        double x1 = p[0] + ux * gap + nx;
        double y1 = p[1] + uy * gap + ny;
        double x2 = q[0] - ux * gap + nx;
        double y2 = q[1] - uy * gap + ny;
        c.save().black().lineWidth(0.8).line(x1, y1, x2 - ux * 4, y2 - uy * 4);
        c.fillPolygon(
                x2, y2, x2 - ux * 5 - uy * 2.2, y2 - uy * 5 + ux * 2.2, x2 - ux * 5 + uy * 2.2, y2 - uy * 5 - ux * 2.2);
        c.restore();
    }

    static String letter(String player) {
        return player.substring(0, 1).toUpperCase(Locale.ROOT);
    }
}
