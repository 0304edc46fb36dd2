package pnp.fridge.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.fridge.format.Tokens.Token;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Cross;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Points;
import pnp.fridge.model.Position;
import pnp.fridge.model.Where;

/**
 * Reads a {@code .fridge} final position (see {@code seeds/fridge.md}): {@code player}, {@code bar}
 * and {@code cross} statements, one a line. Syntax errors are reported as the line is read; the
 * rules that need the whole file (colours, networks, crossings) are checked afterwards by
 * {@link PositionRules}, which reports the earliest offending place in the file.
 */
public final class FridgeFormat {
    /** A word: letters, digits and underscores (a hyphen would make {@code FROM-TO} ambiguous). */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");
    public static final int MAX_PLAYERS = 4;
    public static final int MIN_PLAYERS = 2;
    public static final int BARS_PER_LENGTH = 9;

    private final TextSource source;
    private final List<PlayerBlock> done = new ArrayList<>();
    private String color;
    private Where colorAt;
    private List<Bar> bars;
    private List<Cross> crosses;
    private final Map<String, Where> colorsSeen = new HashMap<>();

    private FridgeFormat(TextSource source) {
        this.source = source;
    }

    /** Parses and checks a whole position; throws {@link InputException} at the first problem. */
    public static Position read(TextSource source) {
        if (source.text().startsWith("\uFEFF")) { // a byte-order mark some editors write: not a word
            source = new TextSource(source.name(), source.text().substring(1));
        }
        FridgeFormat f = new FridgeFormat(source);
        List<String> lines = source.lines();
        for (int i = 0; i < lines.size(); i++) f.line(i + 1, lines.get(i));
        f.closeBlock();
        Position p = new Position(f.done);
        PositionRules.check(source, p);
        return p;
    }

    private void line(int number, String text) {
        List<Token> t = Tokens.of(text);
        if (t.isEmpty()) return;
        Token kw = t.get(0);
        String keyword = kw.text().toLowerCase(Locale.ROOT);
        switch (keyword) {
            case "player" -> player(number, text, t);
            case "bar" -> { requirePlayer(number, kw); bar(number, text, t); }
            case "cross" -> { requirePlayer(number, kw); cross(number, text, t); }
            default -> throw source.error(number, kw.column(),
                    "unknown statement '" + kw.text() + "'; expected player, bar or cross");
        }
    }

    private void requirePlayer(int line, Token kw) {
        if (color == null) {
            throw source.error(line, kw.column(), "'" + kw.text() + "' before the first 'player' line; "
                    + "start each player's block with player COLOR");
        }
    }

    private void player(int line, String text, List<Token> t) {
        arity(line, text, t, 1, 1, "player COLOR");
        Token c = t.get(1);
        String name = word(line, c, "a colour");
        if (name.startsWith("@") || name.equals(Points.BASE)) {
            throw source.error(line, c.column(), "'" + c.text() + "' cannot be a colour");
        }
        Where seen = colorsSeen.get(name);
        if (seen != null) {
            throw source.error(line, c.column(), "colour " + name + " is named twice (first on line " + seen.line() + ")");
        }
        if (colorsSeen.size() == MAX_PLAYERS) {
            throw source.error(line, t.get(0).column(), "a fifth player (" + name + "): a game has "
                    + MIN_PLAYERS + " to " + MAX_PLAYERS + " players");
        }
        closeBlock();
        color = name;
        colorAt = new Where(line, c.column());
        colorsSeen.put(name, colorAt);
        bars = new ArrayList<>();
        crosses = new ArrayList<>();
    }

    private void bar(int line, String text, List<Token> t) {
        arity(line, text, t, 3, 3, "bar LENGTH FROM TO");
        Token len = t.get(1);
        int length = switch (len.text()) {
            case "1" -> 1;
            case "2" -> 2;
            case "4" -> 4;
            default -> throw source.error(line, len.column(), "bar length '" + len.text() + "': bars are 1, 2 or 4 inches");
        };
        long already = bars.stream().filter(b -> b.length() == length).count();
        if (already == BARS_PER_LENGTH) {
            throw source.error(line, len.column(), "a tenth " + length + "-inch bar for " + color
                    + ": each player has " + BARS_PER_LENGTH + " bars of each length");
        }
        String from = point(line, t.get(2));
        String to = point(line, t.get(3));
        if (from.equals(to)) {
            throw source.error(line, t.get(3).column(), "a bar from " + from + " to itself; its two ends must touch different points");
        }
        bars.add(new Bar(bars.size(), length, from, to, new Where(line, t.get(0).column()),
                new Where(line, t.get(2).column()), new Where(line, t.get(3).column())));
    }

    private void cross(int line, String text, List<Token> t) {
        arity(line, text, t, 1, 2, "cross COLOR [JUNCTION]");
        Token c = t.get(1);
        String other = word(line, c, "a colour");
        String junction = null;
        Where junctionAt = null;
        if (t.size() == 3) {
            Token j = t.get(2);
            junction = point(line, j);
            if (Points.isBase(junction)) {
                throw source.error(line, j.column(), "'" + j.text() + "' is a base, not a junction; "
                        + "a bar can only pass through a junction");
            }
            junctionAt = new Where(line, j.column());
        }
        crosses.add(new Cross(other, junction, new Where(line, t.get(0).column()), new Where(line, c.column()), junctionAt));
    }

    /** A point name: {@code base}, {@code @color} (both case-insensitive) or a junction word (case kept). */
    private String point(int line, Token t) {
        String s = t.text();
        if (s.startsWith("@")) {
            String c = s.substring(1).toLowerCase(Locale.ROOT);
            if (!WORD.matcher(c).matches()) {
                throw source.error(line, t.column(), "'" + s + "' is not a base: write @ and a colour, like @blue");
            }
            return "@" + c;
        }
        if (s.equalsIgnoreCase(Points.BASE)) return Points.BASE;
        if (!WORD.matcher(s).matches()) {
            throw source.error(line, t.column(), "'" + s + "' is not a junction name: use letters, digits and _");
        }
        return s;
    }

    private String word(int line, Token t, String what) {
        if (!WORD.matcher(t.text()).matches()) {
            throw source.error(line, t.column(), "'" + t.text() + "' is not " + what + ": use letters, digits and _");
        }
        return t.text().toLowerCase(Locale.ROOT);
    }

    private void arity(int line, String text, List<Token> t, int min, int max, String shape) {
        int args = t.size() - 1;
        if (args < min) {
            throw source.error(line, Tokens.endColumn(text, t), "missing words: write " + shape);
        }
        if (args > max) {
            throw source.error(line, t.get(max + 1).column(), "unexpected '" + t.get(max + 1).text() + "': write " + shape);
        }
    }

    private void closeBlock() {
        if (color != null) done.add(new PlayerBlock(color, colorAt, bars, crosses));
        color = null;
    }
}
