package pnp.penguins;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.grid.Cell;

/**
 * The state text format (documented in seeds/penguins.md and the README). One statement a line,
 * words separated by spaces, {@code #} starts a comment:
 * <pre>
 * set double-six
 * grid 12x11
 * players red blue
 * domino 2-5 C3 D3          (2 pips on C3, 5 on D3)
 * nest red 2-5
 * penguin red nest          (on the middle of its nest) or: penguin blue E4 stunned after red 1
 * buddy red 1 F5            or: buddy red 2 carried
 * </pre>
 * {@code set}, {@code grid} and {@code players} come before the rest.
 */
public final class StateFormat {
    private StateFormat() {}

    private record Word(String text, int col) {}

    public static State parse(TextSource src) {
        DominoSet set = null;
        int cols = 0;
        int rows = 0;
        List<String> players = null;
        int playersLine = 0;
        List<Placed> dominoes = new ArrayList<>();
        Map<Domino, int[]> dominoAt = new HashMap<>();
        Map<Cell, Domino> squareOwner = new HashMap<>();
        Map<String, Domino> nests = new LinkedHashMap<>();
        Map<Domino, String> nestOwner = new HashMap<>();
        List<Word[]> nestWords = new ArrayList<>();
        List<Integer> nestLines = new ArrayList<>();
        Map<String, Penguin> penguins = new LinkedHashMap<>();
        Map<String, int[]> penguinAt = new HashMap<>();
        Map<TokenId, Buddy> buddies = new LinkedHashMap<>();
        Map<TokenId, int[]> buddyAt = new HashMap<>();
        List<String> lines = src.lines();
        for (int i = 0; i < lines.size(); i++) {
            int ln = i + 1;
            List<Word> w = words(lines.get(i));
            if (w.isEmpty()) continue;
            String key = w.get(0).text;
            switch (key) {
                case "set" -> {
                    arity(src, ln, w, 2, 2, "set double-six|double-nine");
                    if (set != null) throw src.error(ln, 1, "'set' given twice");
                    set = DominoSet.parse(w.get(1).text).orElseThrow(() -> src.error(ln, w.get(1).col,
                            "unknown set '" + w.get(1).text + "'; expected double-six or double-nine"));
                }
                case "grid" -> {
                    arity(src, ln, w, 2, 2, "grid COLSxROWS, e.g. grid 12x11");
                    String[] p = w.get(1).text.toLowerCase().split("x");
                    try {
                        cols = Integer.parseInt(p[0]);
                        rows = Integer.parseInt(p[1]);
                        if (p.length != 2 || cols < 1 || cols > 26 || rows < 1 || rows > 99) throw new NumberFormatException();
                    } catch (RuntimeException e) {
                        throw src.error(ln, w.get(1).col, "expected COLSxROWS with 1-26 columns and 1-99 rows, not '" + w.get(1).text + "'");
                    }
                }
                case "players" -> {
                    arity(src, ln, w, 1, 5, "players NAME... (up to 4 names, first player first, then clockwise)");
                    players = new ArrayList<>();
                    playersLine = ln;
                    for (Word n : w.subList(1, w.size())) {
                        if (!n.text.matches("[a-z][a-z0-9]*")) throw src.error(ln, n.col, "a player's name is lower-case letters and digits, not '" + n.text + "'");
                        if (players.contains(n.text)) throw src.error(ln, n.col, "player '" + n.text + "' named twice");
                        players.add(n.text);
                    }
                }
                case "domino" -> {
                    need(src, ln, set != null && cols > 0, "'set' and 'grid' must come before the dominoes");
                    arity(src, ln, w, 4, 4, "domino A-B SQUARE SQUARE, e.g. domino 2-5 C3 D3");
                    int[] pips = pips(src, ln, w.get(1), set);
                    Cell a = square(src, ln, w.get(2), cols, rows);
                    Cell b = square(src, ln, w.get(3), cols, rows);
                    if (!a.adjacentTo(b)) throw src.error(ln, w.get(3).col, b + " is not beside " + a + "; a domino covers two adjacent squares");
                    Domino d = Domino.of(pips[0], pips[1]);
                    if (dominoAt.containsKey(d)) throw src.error(ln, w.get(1).col, "domino " + d + " is already on line " + dominoAt.get(d)[0]);
                    for (int k = 2; k <= 3; k++) {
                        Cell c = k == 2 ? a : b;
                        if (squareOwner.containsKey(c)) throw src.error(ln, w.get(k).col, c + " is already covered by domino " + squareOwner.get(c));
                        squareOwner.put(c, d);
                    }
                    dominoAt.put(d, new int[] {ln, w.get(1).col});
                    dominoes.add(new Placed(a, pips[0], b, pips[1]));
                }
                case "nest" -> {
                    arity(src, ln, w, 3, 3, "nest PLAYER A-B");
                    String p = player(src, ln, w.get(1), players);
                    Domino d = Domino.parse(w.get(2).text).orElseThrow(() -> src.error(ln, w.get(2).col, "expected a domino like 2-5, not '" + w.get(2).text + "'"));
                    if (nests.containsKey(p)) throw src.error(ln, w.get(1).col, p + " has two nests");
                    if (nestOwner.containsKey(d)) throw src.error(ln, w.get(2).col, d + " is already " + nestOwner.get(d) + "'s nest; nests are distinct");
                    nests.put(p, d);
                    nestOwner.put(d, p);
                    nestWords.add(w.toArray(new Word[0]));
                    nestLines.add(ln);
                }
                case "penguin" -> {
                    need(src, ln, set != null && cols > 0, "'set' and 'grid' must come before the penguins");
                    arity(src, ln, w, 3, 7, "penguin PLAYER nest|SQUARE [stunned] [after OWNER N]");
                    String p = player(src, ln, w.get(1), players);
                    if (penguins.containsKey(p)) throw src.error(ln, w.get(1).col, p + " has a penguin on line " + penguinAt.get(p)[0]);
                    Cell sq = w.get(2).text.equals("nest") ? null : square(src, ln, w.get(2), cols, rows);
                    boolean stunned = false;
                    TokenId after = null;
                    for (int k = 3; k < w.size(); k++) {
                        Word x = w.get(k);
                        if (x.text.equals("stunned") && !stunned) {
                            stunned = true;
                        } else if (x.text.equals("after") && after == null && k + 2 < w.size()) {
                            String owner = player(src, ln, w.get(k + 1), players);
                            if (owner.equals(p)) throw src.error(ln, w.get(k + 1).col, "'after' names another player's buddy; a penguin may end on its own");
                            after = new TokenId(owner, tokenNumber(src, ln, w.get(k + 2)));
                            k += 2;
                        } else {
                            throw src.error(ln, x.col, "expected 'stunned' or 'after OWNER N', not '" + x.text + "'");
                        }
                    }
                    penguins.put(p, new Penguin(p, sq, stunned, after));
                    penguinAt.put(p, new int[] {ln, w.get(2).col});
                }
                case "buddy" -> {
                    need(src, ln, set != null && cols > 0, "'set' and 'grid' must come before the buddies");
                    arity(src, ln, w, 4, 4, "buddy OWNER N SQUARE|carried, e.g. buddy red 1 F5");
                    String p = player(src, ln, w.get(1), players);
                    TokenId id = new TokenId(p, tokenNumber(src, ln, w.get(2)));
                    if (buddies.containsKey(id)) throw src.error(ln, w.get(2).col, "buddy " + id + " is already on line " + buddyAt.get(id)[0]);
                    Cell sq = w.get(3).text.equals("carried") ? null : square(src, ln, w.get(3), cols, rows);
                    buddies.put(id, new Buddy(id, sq));
                    buddyAt.put(id, new int[] {ln, w.get(3).col});
                }
                default -> throw src.error(ln, w.get(0).col, "unknown statement '" + key
                        + "'; expected set, grid, players, domino, nest, penguin or buddy");
            }
        }
        int end = Math.max(1, lines.size());
        if (set == null) throw src.error(end, 0, "no 'set' line");
        if (cols == 0) throw src.error(end, 0, "no 'grid' line");
        if (players == null) throw src.error(end, 0, "no 'players' line");
        Board board = new Board(cols, rows, dominoes);
        for (int k = 0; k < nestLines.size(); k++) {
            Word dw = nestWords.get(k)[2];
            Domino d = Domino.parse(dw.text).orElseThrow();
            if (board.find(d).isEmpty()) throw src.error(nestLines.get(k), dw.col, "nest " + d + " is not on the board");
        }
        for (Penguin p : penguins.values()) {
            int[] at = penguinAt.get(p.player());
            if (p.square() == null && !nests.containsKey(p.player())) throw src.error(at[0], at[1], p.player() + " has no nest line");
            if (p.square() != null && !board.isSquare(p.square())) throw src.error(at[0], at[1], p.square() + " is not on the board (no domino covers it)");
        }
        for (Buddy b : buddies.values()) {
            int[] at = buddyAt.get(b.id());
            if (b.square() != null && !board.isSquare(b.square())) throw src.error(at[0], at[1], b.square() + " is not on the board (no domino covers it)");
        }
        for (String p : players) {
            if (!nests.containsKey(p)) throw src.error(playersLine, 0, p + " has no 'nest' line");
            if (!penguins.containsKey(p)) throw src.error(playersLine, 0, p + " has no 'penguin' line");
            for (int n = 1; n <= 2; n++) {
                if (!buddies.containsKey(new TokenId(p, n))) throw src.error(playersLine, 0, p + " has no line for 'buddy " + p + " " + n + "'");
            }
        }
        State state = new State(set, board, players, nests, new ArrayList<>(penguins.values()), new ArrayList<>(buddies.values()));
        Map<Cell, String> stand = new HashMap<>();
        for (Penguin p : state.penguins()) {
            for (Cell c : state.squaresOf(p)) {
                String other = stand.put(c, p.player());
                if (other != null) {
                    int[] at = penguinAt.get(p.player());
                    throw src.error(at[0], at[1], p.player() + "'s penguin and " + other + "'s both stand on " + c);
                }
            }
        }
        for (Buddy b : state.buddies()) {
            if (b.square() != null && b.owner().equals(stand.get(b.square()))) {
                int[] at = buddyAt.get(b.id());
                throw src.error(at[0], at[1], "buddy " + b.id() + " lies under its own penguin; write it as carried");
            }
        }
        return state;
    }

    private static List<Word> words(String line) {
        List<Word> out = new ArrayList<>();
        int hash = line.indexOf('#');
        String s = hash >= 0 ? line.substring(0, hash) : line;
        int i = 0;
        while (i < s.length()) {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
            int start = i;
            while (i < s.length() && !Character.isWhitespace(s.charAt(i))) i++;
            if (i > start) out.add(new Word(s.substring(start, i), start + 1));
        }
        return out;
    }

    private static void arity(TextSource src, int ln, List<Word> w, int min, int max, String form) {
        if (w.size() < min) throw src.error(ln, w.get(w.size() - 1).col + w.get(w.size() - 1).text.length(), "too few words; expected " + form);
        if (w.size() > max) throw src.error(ln, w.get(max).col, "unexpected '" + w.get(max).text + "'; expected " + form);
    }

    private static void need(TextSource src, int ln, boolean ok, String reason) {
        if (!ok) throw src.error(ln, 1, reason);
    }

    private static int[] pips(TextSource src, int ln, Word w, DominoSet set) {
        String t = w.text;
        if (t.length() != 3 || t.charAt(1) != '-' || !Character.isDigit(t.charAt(0)) || !Character.isDigit(t.charAt(2))) {
            throw src.error(ln, w.col, "expected a domino like 2-5, not '" + t + "'");
        }
        int a = t.charAt(0) - '0';
        int b = t.charAt(2) - '0';
        if (a > set.top() || b > set.top()) throw src.error(ln, w.col, "a " + set.id() + " set has no " + t);
        return new int[] {a, b};
    }

    private static Cell square(TextSource src, int ln, Word w, int cols, int rows) {
        return Cell.parse(w.text, cols, rows).orElseThrow(() -> src.error(ln, w.col,
                "expected a square like C4 inside the " + cols + "x" + rows + " grid, not '" + w.text + "'"));
    }

    private static String player(TextSource src, int ln, Word w, List<String> players) {
        if (players == null) throw src.error(ln, 1, "the 'players' line must come first");
        if (!players.contains(w.text)) throw src.error(ln, w.col, "unknown player '" + w.text + "'; players are " + String.join(", ", players));
        return w.text;
    }

    private static int tokenNumber(TextSource src, int ln, Word w) {
        if (!w.text.equals("1") && !w.text.equals("2")) throw src.error(ln, w.col, "each player has buddies 1 and 2, not '" + w.text + "'");
        return w.text.charAt(0) - '0';
    }

    /** The state as text; {@link #parse} reads it back to an equal state. */
    public static String write(State s) {
        StringBuilder b = new StringBuilder();
        b.append("# Penguin's Night Out state (pnp penguins); format in seeds/penguins.md\n");
        b.append("set ").append(s.set().id()).append('\n');
        b.append("grid ").append(s.board().cols()).append('x').append(s.board().rows()).append('\n');
        b.append("players ").append(String.join(" ", s.players())).append("   # turn order, first player first\n");
        b.append("# dominoes: the first number lies on the first square\n");
        for (Placed p : s.board().dominoes()) b.append("domino ").append(p.describe()).append('\n');
        for (String p : s.players()) b.append("nest ").append(p).append(' ').append(s.nests().get(p)).append('\n');
        for (Penguin p : s.penguins()) {
            b.append("penguin ").append(p.player()).append(' ').append(p.square() == null ? "nest" : p.square().name());
            if (p.stunned()) b.append(" stunned");
            if (p.after() != null) b.append(" after ").append(p.after().name());
            b.append('\n');
        }
        for (Buddy d : s.buddies()) {
            b.append("buddy ").append(d.id().name()).append(' ').append(d.square() == null ? "carried" : d.square().name()).append('\n');
        }
        return b.toString();
    }

    /** Reports a problem with the state that is not tied to one line (the roll, a player name). */
    public static InputException error(String source, String reason) {
        return new InputException(source, 0, 0, reason);
    }
}
