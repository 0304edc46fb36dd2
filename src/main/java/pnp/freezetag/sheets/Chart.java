package pnp.freezetag.sheets;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.freezetag.rules.Strategy;
import pnp.freezetag.rules.Tally;
import pnp.pdf.Canvas;
import pnp.pdf.Picture;

/**
 * A bar chart of a {@link Tally} as PNG bytes, drawn through the page kit: win rate by seat (bars
 * in the seat's colour, labelled), draws, and win rate by kind of player. The same tally gives the
 * same bytes.
 */
public final class Chart {
    /** The drawing's size in points; the PNG has {@link #SCALE} pixels a point. */
    public static final int WIDTH = 720;

    public static final int HEIGHT = 420;
    public static final int SCALE = 2;

    private Chart() {}

    private record Bar(String label, double rate, double[] rgb) {}

    public static byte[] png(Tally t) {
        try (Picture picture = new Picture(WIDTH, HEIGHT)) {
            draw(picture.canvas(), t);
            return picture.png(72f * SCALE);
        }
    }

    private static List<Bar> bars(Tally t) {
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < t.players.size(); i++) {
            bars.add(new Bar(
                    "seat " + (i + 1) + " " + t.players.get(i).colour(),
                    rate(t.seatWins[i], t.games),
                    Colours.rgb(t.players.get(i).colour())));
        }
        bars.add(new Bar("draws", rate(t.draws, t.games), new double[] {0.75, 0.75, 0.75}));
        for (Strategy s : Strategy.values()) {
            if (t.kindSeatGames[s.ordinal()] == 0) continue;
            double g = s == Strategy.GREEDY ? 0.24 : 0.59;
            bars.add(new Bar(
                    s.word(), rate(t.kindWins[s.ordinal()], t.kindSeatGames[s.ordinal()]), new double[] {g, g, g}));
        }
        return bars;
    }

    private static void draw(Canvas c, Tally t) {
        List<Bar> bars = bars(t);
        c.gray(1).fillRect(0, 0, WIDTH, HEIGHT);
        c.black()
                .text(
                        20,
                        24,
                        14,
                        String.format(
                                Locale.ROOT,
                                "Freeze Tag: win rates, %d players, %d games, seed %d, kinds %s",
                                t.players.size(),
                                t.games,
                                t.seed,
                                t.kindsLabel));
        double left = 60;
        double top = 50;
        double bottom = HEIGHT - 70;
        double plotH = bottom - top;
        double right = WIDTH - 20;
        c.lineWidth(1);
        for (int p = 0; p <= 100; p += 20) {
            double y = bottom - plotH * p / 100;
            c.gray(0.88).line(left, y, right, y);
            c.black().text(20, y + 4, 11, p + "%");
        }
        double slot = (right - left) / bars.size();
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            double x = left + i * slot + slot / 6;
            double w = slot * 2 / 3;
            double h = plotH * b.rate;
            c.rgb(b.rgb[0], b.rgb[1], b.rgb[2]).fillRect(x, bottom - h, w, h);
            c.black().rect(x, bottom - h, w, h);
            c.text(x, bottom - h - 4, 11, String.format(Locale.ROOT, "%.1f%%", 100 * b.rate));
            c.text(x, bottom + 16, 11, b.label);
        }
        c.black().line(left, bottom, right, bottom);
        c.text(left, bottom + 36, 11, "by seat (share of all games)");
        c.text(left + (t.players.size() + 1) * slot, bottom + 36, 11, "by kind (share of seat-games)");
    }

    private static double rate(int part, int whole) {
        return whole == 0 ? 0 : (double) part / whole;
    }
}
