package pnp.freezetag.sim;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import pnp.freezetag.sheets.Colours;

/**
 * A bar chart of a {@link Tally} as PNG bytes (Java2D + ImageIO): win rate by seat (bars in the
 * seat's colour, labelled), draws, and win rate by kind of player. Drawn without anti-aliasing and
 * with a logical font, so the same tally gives the same bytes on the same machine.
 */
public final class Chart {
    public static final int WIDTH = 720;
    public static final int HEIGHT = 420;

    private Chart() {}

    private record Bar(String label, double rate, Color colour) {}

    public static byte[] png(Tally t) throws IOException {
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < t.players.size(); i++) {
            double[] c = Colours.rgb(t.players.get(i).colour());
            bars.add(new Bar("seat " + (i + 1) + " " + t.players.get(i).colour(), rate(t.seatWins[i], t.games),
                    new Color((float) c[0], (float) c[1], (float) c[2])));
        }
        bars.add(new Bar("draws", rate(t.draws, t.games), Color.LIGHT_GRAY));
        for (Strategy s : Strategy.values()) {
            if (t.kindSeatGames[s.ordinal()] == 0) continue;
            bars.add(new Bar(s.word(), rate(t.kindWins[s.ordinal()], t.kindSeatGames[s.ordinal()]),
                    s == Strategy.GREEDY ? new Color(60, 60, 60) : new Color(150, 150, 150)));
        }
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        g.drawString(String.format(Locale.ROOT, "Freeze Tag: win rates, %d players, %d games, seed %d, kinds %s",
                t.players.size(), t.games, t.seed, t.kindsLabel), 20, 24);
        int left = 60;
        int top = 50;
        int bottom = HEIGHT - 70;
        int plotH = bottom - top;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.setStroke(new BasicStroke(1));
        for (int p = 0; p <= 100; p += 20) {
            int y = bottom - plotH * p / 100;
            g.setColor(new Color(225, 225, 225));
            g.drawLine(left, y, WIDTH - 20, y);
            g.setColor(Color.BLACK);
            g.drawString(p + "%", 20, y + 4);
        }
        int slot = (WIDTH - 20 - left) / bars.size();
        int seats = t.players.size();
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            int x = left + i * slot + slot / 6;
            int w = slot * 2 / 3;
            int h = (int) Math.round(plotH * b.rate);
            g.setColor(b.colour);
            g.fillRect(x, bottom - h, w, h);
            g.setColor(Color.BLACK);
            g.drawRect(x, bottom - h, w, h);
            g.drawString(String.format(Locale.ROOT, "%.1f%%", 100 * b.rate), x, bottom - h - 4);
            g.drawString(b.label, x, bottom + 16);
        }
        g.setColor(Color.BLACK);
        g.drawLine(left, bottom, WIDTH - 20, bottom);
        g.drawString("by seat (share of all games)", left, bottom + 36);
        g.drawString("by kind (share of seat-games)", left + (seats + 1) * slot, bottom + 36);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return out.toByteArray();
    }

    private static double rate(int part, int whole) { return whole == 0 ? 0 : (double) part / whole; }
}
