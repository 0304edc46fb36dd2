package pnp.freezetag.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.grid.Cell;
import pnp.grid.Side;

/**
 * The STATE text format of a Freeze Tag position (documented in seeds/freeze-tag.md):
 * <pre>
 * player R red S               # letter, colour, starting edge (N E S W); turn order
 * player B blue N off M L      # optional: the sizes already moved off the board
 * board
 *    A      B      C      D      E
 * 1  .      BL/BL  BM/BM  BS/BS  .
 * 2  .      .      .      .      .
 * ...
 * 5  .      RS/RS  RM/RM  RL/RL  .
 * </pre>
 * A square is {@code .} (empty), a piece {@code RS} (player letter, size) or a stack {@code RS/BM}
 * (bottom/top). {@code #} starts a comment. Errors carry the line and column.
 */
public final class StateFormat {
    private StateFormat() {}

    private record Token(String text, int col) {}

    private static List<Token> tokens(String line) {
        int hash = line.indexOf('#');
        String body = hash >= 0 ? line.substring(0, hash) : line;
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < body.length()) {
            if (Character.isWhitespace(body.charAt(i))) { i++; continue; }
            int start = i;
            while (i < body.length() && !Character.isWhitespace(body.charAt(i))) i++;
            out.add(new Token(body.substring(start, i), start + 1));
        }
        return out;
    }

    public static Position parse(TextSource src) {
        List<String> lines = src.lines();
        List<Player> players = new ArrayList<>();
        List<List<Size>> offs = new ArrayList<>();
        int boardLine = -1;
        int n = 0;
        for (; n < lines.size(); n++) {
            List<Token> t = tokens(lines.get(n));
            if (t.isEmpty()) continue;
            String kw = t.get(0).text().toLowerCase(Locale.ROOT);
            if (kw.equals("board")) {
                if (t.size() > 1) throw src.error(n + 1, t.get(1).col(), "nothing may follow 'board' on its line");
                boardLine = n;
                break;
            }
            if (!kw.equals("player")) {
                throw src.error(n + 1, t.get(0).col(), "expected 'player LETTER COLOUR EDGE [off SIZES]' or 'board', not '" + t.get(0).text() + "'");
            }
            parsePlayer(src, n + 1, t, players, offs);
        }
        if (players.isEmpty()) throw src.error(Math.max(1, n), 0, "no 'player' lines: a position needs 1 to 4 players");
        if (boardLine < 0) throw src.error(lines.size(), 0, "no 'board' section");
        Position pos = Position.empty(players);
        for (int i = 0; i < offs.size(); i++) for (Size s : offs.get(i)) pos = pos.addOff(i, s);
        int row = 0;
        int lastLine = boardLine + 1;
        for (n = boardLine + 1; n < lines.size(); n++) {
            List<Token> t = tokens(lines.get(n));
            if (t.isEmpty()) continue;
            lastLine = n + 1;
            if (row == 0 && t.get(0).text().equalsIgnoreCase("A")) {
                String want = "ABCDE";
                for (int c = 0; c < t.size(); c++) {
                    if (c >= 5 || !t.get(c).text().equalsIgnoreCase(want.substring(c, c + 1))) {
                        throw src.error(n + 1, t.get(c).col(), "the column header is A B C D E");
                    }
                }
                continue;
            }
            if (row >= Board.SIZE) throw src.error(n + 1, t.get(0).col(), "the board has only 5 rows; nothing may follow row 5");
            if (!t.get(0).text().equals(Integer.toString(row + 1))) {
                throw src.error(n + 1, t.get(0).col(), "expected row number " + (row + 1) + ", not '" + t.get(0).text() + "'");
            }
            if (t.size() != Board.SIZE + 1) {
                int col = t.size() > Board.SIZE + 1 ? t.get(Board.SIZE + 1).col() : lines.get(n).length() + 1;
                throw src.error(n + 1, col, "row " + (row + 1) + " needs 5 squares (. or a piece like RS or a stack like RS/BM), found " + (t.size() - 1));
            }
            for (int c = 0; c < Board.SIZE; c++) {
                pos = parseSquare(src, n + 1, t.get(c + 1), new Cell(c, row), pos);
            }
            row++;
        }
        if (row < Board.SIZE) throw src.error(lastLine, 0, "the board needs rows 1 to 5; found " + row);
        for (int i = 0; i < players.size(); i++) {
            for (Size s : Size.values()) {
                if (pos.count(i, s) > 2) {
                    throw src.error(boardLine + 1, 0, "player " + players.get(i).letter() + " (" + players.get(i).colour()
                            + ") has " + pos.count(i, s) + " " + s.word() + "s on and off the board; each player has two of each size");
                }
            }
        }
        return pos;
    }

    private static void parsePlayer(TextSource src, int line, List<Token> t, List<Player> players, List<List<Size>> offs) {
        if (t.size() < 4) {
            throw src.error(line, t.get(t.size() - 1).col(), "a player line is 'player LETTER COLOUR EDGE [off SIZES]', e.g. 'player R red S'");
        }
        if (players.size() >= Player.MAX) throw src.error(line, t.get(0).col(), "at most 4 players");
        Token letter = t.get(1);
        if (letter.text().length() != 1 || letter.text().charAt(0) < 'A' || letter.text().charAt(0) > 'Z') {
            throw src.error(line, letter.col(), "a player's letter is one capital letter A-Z, not '" + letter.text() + "'");
        }
        char l = letter.text().charAt(0);
        Token colour = t.get(2);
        Token edge = t.get(3);
        Side side = Side.parse(edge.text()).orElseThrow(() -> src.error(line, edge.col(),
                "a starting edge is N, E, S or W, not '" + edge.text() + "'"));
        for (Player p : players) {
            if (p.letter() == l) throw src.error(line, letter.col(), "letter " + l + " is already player " + p.colour());
            if (p.colour().equalsIgnoreCase(colour.text())) throw src.error(line, colour.col(), "colour " + colour.text() + " is taken twice");
            if (p.start() == side) throw src.error(line, edge.col(), "edge " + side + " is already " + p.colour() + "'s starting edge");
        }
        List<Size> off = new ArrayList<>();
        if (t.size() > 4) {
            if (!t.get(4).text().equalsIgnoreCase("off")) {
                throw src.error(line, t.get(4).col(), "expected 'off' and the sizes moved off the board, not '" + t.get(4).text() + "'");
            }
            for (int k = 5; k < t.size(); k++) {
                Token s = t.get(k);
                if (s.text().equals("-") && t.size() == 6) break;
                if (s.text().length() != 1 || Size.parse(s.text().charAt(0)).isEmpty()) {
                    throw src.error(line, s.col(), "a size is S, M or L, not '" + s.text() + "'");
                }
                off.add(Size.parse(s.text().charAt(0)).get());
            }
        }
        players.add(new Player(l, colour.text(), side));
        offs.add(off);
    }

    private static Position parseSquare(TextSource src, int line, Token tok, Cell cell, Position pos) {
        String text = tok.text();
        if (text.equals(".")) return pos;
        String[] parts = text.split("/", -1);
        if (parts.length > 2) throw src.error(line, tok.col(), cell + ": a stack is at most two pieces high, bottom/top like RS/BM");
        Piece below = null;
        int col = tok.col();
        for (String part : parts) {
            Piece p = parsePiece(src, line, col, part, cell, pos);
            if (below != null && p.size().compareTo(below.size()) > 0) {
                throw src.error(line, col, cell + ": a " + p.size().word() + " cannot stand on a smaller "
                        + below.size().word() + " (a piece only lands on one of the same size or larger)");
            }
            pos = pos.push(cell, p);
            below = p;
            col += part.length() + 1;
        }
        return pos;
    }

    private static Piece parsePiece(TextSource src, int line, int col, String text, Cell cell, Position pos) {
        if (text.length() != 2) {
            throw src.error(line, col, cell + ": expected . or a piece like RS (player letter, then S, M or L), not '" + text + "'");
        }
        int player = pos.playerIndex(text.substring(0, 1));
        if (player < 0 || !Character.isUpperCase(text.charAt(0))) {
            throw src.error(line, col, cell + ": no player has the letter '" + text.charAt(0) + "'");
        }
        Size size = Size.parse(text.charAt(1)).orElseThrow(() -> src.error(line, col + 1,
                cell + ": a size is S, M or L, not '" + text.charAt(1) + "'"));
        return new Piece(player, size);
    }

    /** The position as STATE text; parse(write(p)) equals p. */
    public static String write(Position pos) {
        StringBuilder b = new StringBuilder();
        b.append("# Freeze Tag position: player LETTER COLOUR STARTING-EDGE [off SIZES]; players in turn order\n");
        for (int i = 0; i < pos.players().size(); i++) {
            Player p = pos.player(i);
            b.append("player ").append(p.letter()).append(' ').append(p.colour()).append(' ').append(p.start());
            if (pos.offTotal(i) > 0) {
                b.append(" off");
                for (Size s : Size.values()) for (int k = 0; k < pos.off(i, s); k++) b.append(' ').append(s);
            }
            b.append('\n');
        }
        b.append("# squares: . empty, RS a piece (player letter, size), RS/BM a stack (bottom/top)\n");
        b.append("board\n");
        b.append("   A      B      C      D      E\n");
        for (int r = 0; r < Board.SIZE; r++) {
            StringBuilder row = new StringBuilder();
            row.append(r + 1).append(' ');
            for (int c = 0; c < Board.SIZE; c++) {
                List<Piece> stack = pos.stack(new Cell(c, r));
                String sq = stack.isEmpty() ? "." : String.join("/", stack.stream()
                        .map(p -> pos.player(p.player()).letter() + p.size().name()).toList());
                row.append(' ').append(String.format("%-6s", sq));
            }
            b.append(row.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }
}
