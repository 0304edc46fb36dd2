package pnp.fridge.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Cross;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Point;
import pnp.fridge.model.Position;
import pnp.fridge.model.Violation;
import pnp.io.Diagnostics;
import pnp.io.InputException;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.io.Word;

/**
 * Reads the text of a {@code .fridge} final position (see {@code seeds/fridge.md}): {@code player},
 * {@code bar} and {@code cross} statements, one a line. Stops with an {@link InputException} at the
 * first word that does not fit the format; the game's rules over the whole position are
 * {@code pnp.fridge.rules.PositionRules}, reported in place through the {@link SourceMap}.
 */
public final class FridgeFormat {
    /** A position and where each of its parts was written. */
    public record Read(Position position, SourceMap places) {}

    private final TextSource source;
    private final List<PlayerBlock> done = new ArrayList<>();
    private final List<SourceMap.Player> placesDone = new ArrayList<>();
    private String color;
    private SourceMap.At colorAt;
    private List<Bar> bars;
    private List<Cross> crosses;
    private List<SourceMap.BarAt> barsAt;
    private List<SourceMap.CrossAt> crossesAt;
    private final Map<String, Integer> colorsSeen = new HashMap<>();
    private Map<String, Integer> barLines;

    private FridgeFormat(TextSource source) {
        this.source = source;
    }

    public static Read read(TextSource source) {
        FridgeFormat f = new FridgeFormat(source);
        for (Line line : Lexer.statements(source)) f.line(line);
        f.closeBlock();
        return new Read(new Position(f.done), new SourceMap(source.lastLine(), f.placesDone));
    }

    /**
     * The text as a valid position: read, then checked as a whole by {@code rules} (the game's
     * {@code PositionRules.check}, passed in so the format does not depend on the rules), every objection
     * reported at the line and column where its part was written: an {@link InputException} naming the
     * first, in file order.
     */
    public static Position read(TextSource source, Function<Position, List<Violation>> rules) {
        Read read = read(source);
        Diagnostics problems = source.diagnostics();
        for (Violation v : rules.apply(read.position())) {
            SourceMap.At at = read.places().at(v.at());
            problems.add(at.line(), at.column(), v.reason());
        }
        return problems.orThrow(read.position());
    }

    private void line(Line line) {
        Word kw = line.first();
        switch (kw.lower()) {
            case "player" -> player(line);
            case "bar" -> {
                requirePlayer(kw);
                bar(line);
            }
            case "cross" -> {
                requirePlayer(kw);
                cross(line);
            }
            default -> throw source.error(kw, "unknown statement '" + kw.text() + "'; expected player, bar or cross");
        }
    }

    private void requirePlayer(Word kw) {
        if (color == null) {
            throw source.error(
                    kw,
                    "'" + kw.text() + "' before the first 'player' line; start each player's block with player COLOR");
        }
    }

    private void player(Line line) {
        arity(line, 1, 1, "player COLOR");
        Word c = line.word(1);
        String name = word(c, "a colour");
        if (name.startsWith("@") || name.equals(Point.BASE_WORD))
            throw source.error(c, "'" + c.text() + "' cannot be a colour");
        Integer seen = colorsSeen.get(name);
        if (seen != null) throw source.error(c, "colour " + name + " is named twice (first on line " + seen + ")");
        if (colorsSeen.size() == Position.MAX_PLAYERS) {
            throw source.error(
                    line.first(),
                    "a fifth player (" + name + "): a game has " + Position.MIN_PLAYERS + " to " + Position.MAX_PLAYERS
                            + " players");
        }
        closeBlock();
        color = name;
        colorAt = at(c);
        colorsSeen.put(name, c.line());
        bars = new ArrayList<>();
        crosses = new ArrayList<>();
        barsAt = new ArrayList<>();
        crossesAt = new ArrayList<>();
        barLines = new HashMap<>();
    }

    private void bar(Line line) {
        arity(line, 3, 3, "bar LENGTH FROM TO");
        Word len = line.word(1);
        int length = switch (len.text()) {
            case "1" -> 1;
            case "2" -> 2;
            case "4" -> 4;
            default -> throw source.error(len, "bar length '" + len.text() + "': bars are 1, 2 or 4 inches");
        };
        long already = bars.stream().filter(b -> b.length() == length).count();
        if (already == PlayerBlock.BARS_PER_LENGTH) {
            throw source.error(
                    len,
                    "a tenth " + length + "-inch bar for " + color + ": each player has " + PlayerBlock.BARS_PER_LENGTH
                            + " bars of each length");
        }
        Point from = point(line.word(2));
        Point to = point(line.word(3));
        if (from.equals(to))
            throw source.error(
                    line.word(3), "a bar from " + from + " to itself; its two ends must touch different points");
        String key = length + " " + (from.compareTo(to) < 0 ? from + " " + to : to + " " + from);
        Integer first = barLines.putIfAbsent(key, line.number());
        if (first != null) {
            throw source.error(
                    line.first(),
                    "this " + length + "-inch bar from " + from + " to " + to + " lies on the one on line " + first
                            + "; a bar cannot touch another bar, so delete the copy or name the junction it ends at");
        }
        bars.add(new Bar(bars.size(), length, from, to));
        barsAt.add(new SourceMap.BarAt(at(line.first()), at(line.word(2)), at(line.word(3))));
    }

    private void cross(Line line) {
        arity(line, 1, 2, "cross COLOR [JUNCTION]");
        Word c = line.word(1);
        String other = word(c, "a colour");
        Point junction = null;
        SourceMap.At junctionAt = null;
        if (line.size() == 3) {
            Word j = line.word(2);
            junction = point(j);
            if (junction.isBase()) {
                throw source.error(
                        j, "'" + j.text() + "' is a base, not a junction; a bar can only pass through a junction");
            }
            junctionAt = at(j);
        }
        crosses.add(new Cross(other, junction));
        crossesAt.add(new SourceMap.CrossAt(at(line.first()), at(c), junctionAt));
    }

    /** A point name: {@code base}, {@code @color} (both case-insensitive) or a junction word (case kept). */
    private Point point(Word t) {
        try {
            return Point.parse(t.text());
        } catch (IllegalArgumentException e) {
            throw source.error(t, e.getMessage());
        }
    }

    private String word(Word t, String what) {
        if (!Point.WORD.matcher(t.text()).matches()) {
            throw source.error(t, "'" + t.text() + "' is not " + what + ": use letters, digits and _");
        }
        return t.text().toLowerCase(Locale.ROOT);
    }

    private void arity(Line line, int min, int max, String shape) {
        int args = line.size() - 1;
        if (args < min) throw source.error(line.number(), line.missingColumn(), "missing words: write " + shape);
        if (args > max) {
            Word extra = line.word(max + 1);
            throw source.error(extra, "unexpected '" + extra.text() + "': write " + shape);
        }
    }

    private static SourceMap.At at(Word w) {
        return new SourceMap.At(w.line(), w.column());
    }

    private void closeBlock() {
        if (color == null) return;
        done.add(new PlayerBlock(color, bars, crosses));
        placesDone.add(new SourceMap.Player(colorAt, barsAt, crossesAt));
        color = null;
    }
}
