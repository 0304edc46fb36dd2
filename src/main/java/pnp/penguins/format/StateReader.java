package pnp.penguins.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.Cell;
import pnp.io.Diagnostics;
import pnp.io.InputException;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.io.Word;
import pnp.penguins.model.Board;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Domino;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

/**
 * One reading of a state text (the grammar is in {@link StateFormat}). Every statement is read on
 * its own: a problem on a line is collected and the next line is read, so all the line-by-line
 * problems are reported at once. The checks that join lines (a nest on the board, the lines every
 * player needs, two penguins on a square) run once every line has read cleanly.
 * Not thread-safe: one reader per parse. O(lines + squares).
 */
final class StateReader {
    private final TextSource src;
    private final Diagnostics problems;
    private DominoSet set;
    private int cols;
    private int rows;
    private List<String> players;
    private Line playersLine;
    private final List<Placed> dominoes = new ArrayList<>();
    private final Map<Domino, Word> dominoAt = new HashMap<>();
    private final Map<Cell, Domino> squareOwner = new HashMap<>();
    private final Map<String, Domino> nests = new LinkedHashMap<>();
    private final Map<Domino, String> nestOwner = new HashMap<>();
    private final Map<String, Word> nestAt = new HashMap<>();
    private final Map<String, Penguin> penguins = new LinkedHashMap<>();
    private final Map<String, Word> penguinAt = new HashMap<>();
    private final Map<TokenId, Buddy> buddies = new LinkedHashMap<>();
    private final Map<TokenId, Word> buddyAt = new HashMap<>();

    /** A state read, with the line that named its players (for problems about the players as a whole). */
    record Read(State state, Line playersLine) {}

    private StateReader(TextSource src) {
        this.src = src;
        this.problems = src.diagnostics();
    }

    static Read read(TextSource src) {
        return new StateReader(src).run();
    }

    private Read run() {
        List<Line> lines = Lexer.lines(src);
        for (Line line : lines) {
            if (line.isBlank()) continue;
            try {
                statement(line);
            } catch (InputException e) {
                problems.add(e.line(), e.column(), e.reason());
            }
        }
        Line last = lines.isEmpty() ? Lexer.line("", 1) : lines.get(lines.size() - 1);
        if (set == null) problems.missing(last, "no 'set' line");
        else if (cols == 0) problems.missing(last, "no 'grid' line");
        else if (players == null) problems.missing(last, "no 'players' line");
        problems.throwIfAny();
        Board board = new Board(cols, rows, dominoes);
        onTheBoard(board);
        problems.throwIfAny();
        everyPlayersLines();
        problems.throwIfAny();
        State state = new State(
                set, board, players, nests, new ArrayList<>(penguins.values()), new ArrayList<>(buddies.values()));
        standing(state);
        problems.throwIfAny();
        return new Read(state, playersLine);
    }

    private void statement(Line line) {
        Word key = line.first();
        switch (key.text()) {
            case "set" -> {
                arity(line, 2, 2, "set double-six|double-nine");
                if (set != null) throw src.error(key, "'set' given twice");
                Word w = line.word(1);
                set = DominoSet.parse(w.text())
                        .orElseThrow(() ->
                                src.error(w, "unknown set '" + w.text() + "'; expected double-six or double-nine"));
            }
            case "grid" -> grid(line);
            case "players" -> players(line);
            case "domino" -> domino(line);
            case "nest" -> nest(line);
            case "penguin" -> penguin(line);
            case "buddy" -> buddy(line);
            default ->
                throw src.error(
                        key,
                        "unknown statement '" + key.text()
                                + "'; expected set, grid, players, domino, nest, penguin or buddy");
        }
    }

    private void grid(Line line) {
        arity(line, 2, 2, "grid COLSxROWS, e.g. grid 12x11");
        Word w = line.word(1);
        String[] p = w.lower().split("x", -1);
        try {
            int c = Integer.parseInt(p[0]);
            int r = Integer.parseInt(p[1]);
            if (p.length != 2 || c < 1 || c > 26 || r < 1 || r > 99) throw new NumberFormatException();
            cols = c;
            rows = r;
        } catch (RuntimeException e) {
            throw src.error(w, "expected COLSxROWS with 1-26 columns and 1-99 rows, not '" + w.text() + "'");
        }
    }

    private void players(Line line) {
        arity(line, 1, 5, "players NAME... (up to 4 names, first player first, then clockwise)");
        List<String> names = new ArrayList<>();
        for (Word n : line.words().subList(1, line.size())) {
            if (!n.text().matches("[a-z][a-z0-9]*"))
                throw src.error(n, "a player's name is lower-case letters and digits, not '" + n.text() + "'");
            if (names.contains(n.text())) throw src.error(n, "player '" + n.text() + "' named twice");
            names.add(n.text());
        }
        players = names;
        playersLine = line;
    }

    private void domino(Line line) {
        need(line, set != null && cols > 0, "'set' and 'grid' must come before the dominoes");
        arity(line, 4, 4, "domino A-B SQUARE SQUARE, e.g. domino 2-5 C3 D3");
        int[] pips = pips(line.word(1));
        Cell a = square(line.word(2));
        Cell b = square(line.word(3));
        if (!a.adjacentTo(b))
            throw src.error(line.word(3), b + " is not beside " + a + "; a domino covers two adjacent squares");
        Domino d = Domino.of(pips[0], pips[1]);
        if (dominoAt.containsKey(d))
            throw src.error(
                    line.word(1),
                    "domino " + d + " is already on line " + dominoAt.get(d).line());
        for (int k = 2; k <= 3; k++) {
            Cell c = k == 2 ? a : b;
            if (squareOwner.containsKey(c))
                throw src.error(line.word(k), c + " is already covered by domino " + squareOwner.get(c));
        }
        squareOwner.put(a, d);
        squareOwner.put(b, d);
        dominoAt.put(d, line.word(1));
        dominoes.add(new Placed(a, pips[0], b, pips[1]));
    }

    private void nest(Line line) {
        arity(line, 3, 3, "nest PLAYER A-B");
        String p = player(line.word(1));
        Word dw = line.word(2);
        Domino d = Domino.parse(dw.text())
                .orElseThrow(() -> src.error(dw, "expected a domino like 2-5, not '" + dw.text() + "'"));
        if (nests.containsKey(p)) throw src.error(line.word(1), p + " has two nests");
        if (nestOwner.containsKey(d))
            throw src.error(dw, d + " is already " + nestOwner.get(d) + "'s nest; nests are distinct");
        nests.put(p, d);
        nestOwner.put(d, p);
        nestAt.put(p, dw);
    }

    private void penguin(Line line) {
        need(line, set != null && cols > 0, "'set' and 'grid' must come before the penguins");
        arity(line, 3, 7, "penguin PLAYER nest|SQUARE [stunned] [after OWNER N]");
        String p = player(line.word(1));
        if (penguins.containsKey(p))
            throw src.error(
                    line.word(1),
                    p + " has a penguin on line " + penguinAt.get(p).line());
        Cell sq = line.word(2).text().equals("nest") ? null : square(line.word(2));
        boolean stunned = false;
        TokenId after = null;
        for (int k = 3; k < line.size(); k++) {
            Word x = line.word(k);
            if (x.text().equals("stunned") && !stunned) {
                stunned = true;
            } else if (x.text().equals("after") && after == null && k + 2 < line.size()) {
                String owner = player(line.word(k + 1));
                if (owner.equals(p))
                    throw src.error(
                            line.word(k + 1), "'after' names another player's buddy; a penguin may end on its own");
                after = new TokenId(owner, tokenNumber(line.word(k + 2)));
                k += 2;
            } else {
                throw src.error(x, "expected 'stunned' or 'after OWNER N', not '" + x.text() + "'");
            }
        }
        penguins.put(p, new Penguin(p, sq, stunned, after));
        penguinAt.put(p, line.word(2));
    }

    private void buddy(Line line) {
        need(line, set != null && cols > 0, "'set' and 'grid' must come before the buddies");
        arity(line, 4, 4, "buddy OWNER N SQUARE|carried, e.g. buddy red 1 F5");
        String p = player(line.word(1));
        TokenId id = new TokenId(p, tokenNumber(line.word(2)));
        if (buddies.containsKey(id))
            throw src.error(
                    line.word(2),
                    "buddy " + id + " is already on line " + buddyAt.get(id).line());
        Cell sq = line.word(3).text().equals("carried") ? null : square(line.word(3));
        buddies.put(id, new Buddy(id, sq));
        buddyAt.put(id, line.word(3));
    }

    /** Nests, penguins and buddies on squares a domino covers. */
    private void onTheBoard(Board board) {
        for (Map.Entry<String, Domino> e : nests.entrySet()) {
            if (board.find(e.getValue()).isEmpty())
                problems.add(nestAt.get(e.getKey()), "nest " + e.getValue() + " is not on the board");
        }
        for (Penguin p : penguins.values()) {
            Word at = penguinAt.get(p.player());
            if (p.square() == null && !nests.containsKey(p.player()))
                problems.add(at, p.player() + " has no nest line");
            if (p.square() != null && !board.isSquare(p.square()))
                problems.add(at, p.square() + " is not on the board (no domino covers it)");
        }
        for (Buddy b : buddies.values()) {
            if (b.square() != null && !board.isSquare(b.square()))
                problems.add(buddyAt.get(b.id()), b.square() + " is not on the board (no domino covers it)");
        }
    }

    /** Every player has a nest, a penguin and two buddies; reported at the player's name on the players line. */
    private void everyPlayersLines() {
        for (int i = 0; i < players.size(); i++) {
            String p = players.get(i);
            Word name = playersLine.word(i + 1);
            if (!nests.containsKey(p)) problems.add(name, p + " has no 'nest' line");
            else if (!penguins.containsKey(p)) problems.add(name, p + " has no 'penguin' line");
            else {
                for (int n = 1; n <= 2; n++) {
                    if (!buddies.containsKey(new TokenId(p, n))) {
                        problems.add(name, p + " has no line for 'buddy " + p + " " + n + "'");
                        break;
                    }
                }
            }
        }
    }

    /** No two penguins on one square, no buddy under its own penguin. */
    private void standing(State state) {
        Map<Cell, String> stand = new HashMap<>();
        for (Penguin p : state.penguins()) {
            for (Cell c : state.squaresOf(p)) {
                String other = stand.put(c, p.player());
                if (other != null)
                    problems.add(
                            penguinAt.get(p.player()),
                            p.player() + "'s penguin and " + other + "'s both stand on " + c);
            }
        }
        for (Buddy b : state.buddies()) {
            if (b.square() != null && b.owner().equals(stand.get(b.square()))) {
                problems.add(
                        buddyAt.get(b.id()), "buddy " + b.id() + " lies under its own penguin; write it as carried");
            }
        }
    }

    private void arity(Line line, int min, int max, String form) {
        if (line.size() < min) throw src.error(line.number(), line.missingColumn(), "too few words; expected " + form);
        if (line.size() > max)
            throw src.error(line.word(max), "unexpected '" + line.word(max).text() + "'; expected " + form);
    }

    private void need(Line line, boolean ok, String reason) {
        if (!ok) throw src.error(line.first(), reason);
    }

    private int[] pips(Word w) {
        Domino d = Domino.parse(w.text())
                .orElseThrow(() -> src.error(w, "expected a domino like 2-5, not '" + w.text() + "'"));
        if (d.high() > set.top()) throw src.error(w, "a " + set.id() + " set has no " + w.text());
        return new int[] {w.text().charAt(0) - '0', w.text().charAt(2) - '0'};
    }

    private Cell square(Word w) {
        return Cell.parse(w.text(), cols, rows)
                .orElseThrow(() -> src.error(
                        w,
                        "expected a square like C4 inside the " + cols + "x" + rows + " grid, not '" + w.text() + "'"));
    }

    private String player(Word w) {
        if (players == null) throw src.error(w.line(), 1, "the 'players' line must come first");
        if (!players.contains(w.text()))
            throw src.error(w, "unknown player '" + w.text() + "'; players are " + String.join(", ", players));
        return w.text();
    }

    private int tokenNumber(Word w) {
        if (!w.text().equals("1") && !w.text().equals("2"))
            throw src.error(w, "each player has buddies 1 and 2, not '" + w.text() + "'");
        return w.text().charAt(0) - '0';
    }
}
