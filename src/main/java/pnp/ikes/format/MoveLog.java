package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.rules.Board;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.io.Word;
import pnp.random.Seeds;

/**
 * A {@code .ikeslog} move log: {@code seed N} first, then one move a line ({@code reroll light|dark},
 * {@code tile [L-D] CELL display CELL FACE [reward coins | reward door CELL SIDE | reward wall CELL SIDE]},
 * {@code cafeteria CELL CELL}, {@code stop}). {@code #} starts a comment; blank lines are ignored;
 * keywords and cells are case-insensitive. Full description in {@code seeds/ikes.md}.
 */
public record MoveLog(String source, long seed, List<Entry> entries) {
    public MoveLog {
        entries = List.copyOf(entries);
    }

    /**
     * One move and where it was written. {@code tileId} is the {@code L-D} the player wrote, or null;
     * {@code columns} gives the 1-based column of each part of the move (see {@link #column}).
     */
    public record Entry(Move move, String tileId, int line, int[] columns) {
        /** The column to point at for a reason about {@code part} of this move. */
        public int column(IllegalMoveException.Part part) {
            int c = columns[part.ordinal()];
            return c > 0 ? c : columns[0];
        }
    }

    /** The moves in order. */
    public List<Move> moves() {
        return entries.stream().map(Entry::move).toList();
    }

    /** Per move, the tile id written on its line ("4-2"), or null. */
    public List<String> tileIds() {
        return entries.stream().map(Entry::tileId).collect(Collectors.toList());
    }

    public static MoveLog parse(TextSource src) {
        Long seed = null;
        List<Entry> entries = new ArrayList<>();
        for (Line line : Lexer.statements(src)) {
            List<Word> toks = line.words();
            int ln = line.number();
            String kw = toks.get(0).text().toLowerCase(Locale.ROOT);
            if (seed == null) {
                if (!kw.equals("seed"))
                    throw src.error(
                            ln,
                            toks.get(0).column(),
                            "a move log starts with 'seed N' (the challenge number), found '"
                                    + toks.get(0).text() + "'");
                if (toks.size() != 2) throw src.error(ln, toks.get(0).column(), "expected 'seed N' with one number");
                Word t = toks.get(1);
                seed = Seeds.parse(t.text())
                        .orElseThrow(() -> src.error(
                                ln,
                                t.column(),
                                "the seed is a whole number from 0 to " + Seeds.MAX + ", not '" + t.text() + "'"));
                continue;
            }
            entries.add(move(src, ln, toks));
        }
        if (seed == null)
            throw src.error(src.lastLine(), 1, "the move log is empty: it needs 'seed N' on its first line");
        return new MoveLog(src.name(), seed, entries);
    }

    /**
     * One move line as a page sends it ({@code "tile B2 display C2 5 reward coins"}), without a seed; a
     * blank line, a second line or a comment is an error at its column.
     */
    public static Move line(TextSource src) {
        List<Line> statements = Lexer.statements(src);
        if (statements.size() != 1
                || src.text().indexOf('#') >= 0
                || src.lines().size() > 1) {
            throw src.error(1, 1, "expected one move on one line, without a comment");
        }
        return move(src, 1, statements.get(0).words()).move();
    }

    static Entry move(TextSource src, int ln, List<Word> t) {
        String kw = t.get(0).text().toLowerCase(Locale.ROOT);
        int[] cols = new int[IllegalMoveException.Part.values().length];
        cols[0] = t.get(0).column();
        switch (kw) {
            case "seed" -> throw src.error(ln, t.get(0).column(), "the seed is named once, on the first line");
            case "stop" -> {
                expectEnd(src, ln, t, 1, "'stop' takes nothing after it");
                return new Entry(new Move.Stop(), null, ln, cols);
            }
            case "reroll" -> {
                need(src, ln, t, 1, "'reroll light' or 'reroll dark'");
                String die = t.get(1).text().toLowerCase(Locale.ROOT);
                if (!die.equals("light") && !die.equals("dark")) {
                    throw src.error(
                            ln,
                            t.get(1).column(),
                            "expected 'light' or 'dark' after reroll, found '"
                                    + t.get(1).text() + "'");
                }
                expectEnd(src, ln, t, 2, "one die per reroll line");
                return new Entry(new Move.Reroll(die.equals("light")), null, ln, cols);
            }
            case "cafeteria" -> {
                Cell a = cell(src, ln, t, 1, "the cafeteria's first space");
                Cell b = cell(src, ln, t, 2, "the cafeteria's second space");
                expectEnd(src, ln, t, 3, "a cafeteria names two spaces");
                cols[IllegalMoveException.Part.ANCHOR.ordinal()] = t.get(1).column();
                cols[IllegalMoveException.Part.SECOND.ordinal()] = t.get(2).column();
                return new Entry(new Move.PlaceCafeteria(a, b), null, ln, cols);
            }
            case "tile" -> {
                int k = 1;
                String id = null;
                need(src, ln, t, k, "where the tile goes, e.g. 'tile B2 display C2 5'");
                if (t.get(k).text().matches("[1-6]-[1-6]")) {
                    id = t.get(k).text();
                    cols[IllegalMoveException.Part.TILE.ordinal()] = t.get(k).column();
                    k++;
                }
                Cell anchor = cell(src, ln, t, k, "the space for the tile's anchor (its first space in reading order)");
                cols[IllegalMoveException.Part.ANCHOR.ordinal()] = t.get(k).column();
                k++;
                keyword(src, ln, t, k, "display", "'display CELL FACE' after the tile's space");
                k++;
                Cell display = cell(src, ln, t, k, "the display's space");
                cols[IllegalMoveException.Part.DISPLAY.ordinal()] = t.get(k).column();
                k++;
                need(src, ln, t, k, "the display's die face 1-6 after its space");
                Word f = t.get(k);
                if (!f.text().matches("[1-6]"))
                    throw src.error(ln, f.column(), "expected the display's die face 1-6, found '" + f.text() + "'");
                cols[IllegalMoveException.Part.FACE.ordinal()] = f.column();
                k++;
                Move.Reward reward = null;
                if (k < t.size()) {
                    keyword(
                            src,
                            ln,
                            t,
                            k,
                            "reward",
                            "'reward coins', 'reward door CELL SIDE' or 'reward wall CELL SIDE'");
                    cols[IllegalMoveException.Part.REWARD.ordinal()] = t.get(k).column();
                    k++;
                    need(src, ln, t, k, "'coins', 'door CELL SIDE' or 'wall CELL SIDE' after reward");
                    String r = t.get(k).text().toLowerCase(Locale.ROOT);
                    switch (r) {
                        case "coins" -> {
                            reward = new Move.Reward.Coins();
                            k++;
                        }
                        case "door", "wall" -> {
                            Cell c = cell(src, ln, t, k + 1, "the space whose wall the reward is in");
                            need(src, ln, t, k + 2, "a side N, E, S or W after " + c);
                            Word st = t.get(k + 2);
                            Side side = Side.parse(st.text())
                                    .orElseThrow(() -> src.error(
                                            ln,
                                            st.column(),
                                            "expected a side N, E, S or W, found '" + st.text() + "'"));
                            reward = r.equals("door") ? new Move.Reward.Door(c, side) : new Move.Reward.Wall(c, side);
                            k += 3;
                        }
                        default ->
                            throw src.error(
                                    ln,
                                    t.get(k).column(),
                                    "expected 'coins', 'door' or 'wall' after reward, found '"
                                            + t.get(k).text() + "'");
                    }
                }
                expectEnd(src, ln, t, k, "the move ends after its reward");
                return new Entry(new Move.PlaceTile(anchor, display, Integer.parseInt(f.text()), reward), id, ln, cols);
            }
            default ->
                throw src.error(
                        ln,
                        t.get(0).column(),
                        "expected a move: 'reroll', 'tile', 'cafeteria' or 'stop', found '"
                                + t.get(0).text() + "'");
        }
    }

    private static void need(TextSource src, int ln, List<Word> t, int k, String what) {
        if (k >= t.size()) {
            Word last = t.get(t.size() - 1);
            throw src.error(ln, last.end(), "expected " + what);
        }
    }

    private static void keyword(TextSource src, int ln, List<Word> t, int k, String kw, String what) {
        need(src, ln, t, k, what);
        if (!t.get(k).text().equalsIgnoreCase(kw))
            throw src.error(
                    ln,
                    t.get(k).column(),
                    "expected " + what + ", found '" + t.get(k).text() + "'");
    }

    private static void expectEnd(TextSource src, int ln, List<Word> t, int k, String why) {
        if (k < t.size())
            throw src.error(ln, t.get(k).column(), "unexpected '" + t.get(k).text() + "': " + why);
    }

    private static Cell cell(TextSource src, int ln, List<Word> t, int k, String what) {
        need(src, ln, t, k, what);
        Word c = t.get(k);
        Optional<Cell> cell = Cell.parse(c.text(), Board.SIZE, Board.SIZE);
        return cell.orElseThrow(
                () -> src.error(ln, c.column(), "expected " + what + ", a space A1..G7, found '" + c.text() + "'"));
    }

    /** Writes moves as a log (one line a move), with the tile id on tile lines for the reader. */
    public static String write(long seed, List<Move> moves, List<String> tileIds, String comment) {
        StringBuilder b = new StringBuilder();
        if (comment != null)
            for (String l : comment.split("\n")) b.append("# ").append(l).append('\n');
        b.append("seed ").append(seed).append('\n');
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            String line = m.toString();
            if (m instanceof Move.PlaceTile && tileIds != null && tileIds.get(i) != null)
                line = "tile " + tileIds.get(i) + line.substring(4);
            b.append(line).append('\n');
        }
        return b.toString();
    }
}
