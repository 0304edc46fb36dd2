package pnp.freezetag.format;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.io.Diagnostics;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.io.Word;

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
 * (bottom/top). Words, comments, BOM and line ends are the {@link Lexer}'s. Every problem of the
 * player lines is reported, then (when they are sound) every problem of the board, each with its
 * line and column; the first in file order is the {@link pnp.io.InputException}'s message.
 */
public final class StateFormat {
    /** Pieces of one size a player owns, on and off the board together. */
    private static final int PER_SIZE = 2;

    private StateFormat() {}

    public static Position parse(TextSource src) {
        Diagnostics d = src.diagnostics();
        List<Line> lines = Lexer.statements(src);
        List<Player> players = new ArrayList<>();
        List<List<Word>> offs = new ArrayList<>();
        int n = 0;
        Line boardLine = null;
        for (; n < lines.size(); n++) {
            Line line = lines.get(n);
            if (line.first().is("board")) {
                if (line.size() > 1) d.add(line.word(1), "nothing may follow 'board' on its line");
                boardLine = line;
                break;
            }
            if (!line.first().is("player")) {
                d.add(
                        line.first(),
                        "expected 'player LETTER COLOUR EDGE [off SIZES]' or 'board', not '" + line.first() + "'");
            } else {
                player(d, line, players, offs);
            }
        }
        if (boardLine == null) {
            if (lines.isEmpty()) {
                d.add(1, 1, "the position is empty: it needs 'player' lines and a 'board' section");
            } else {
                d.missing(lines.get(lines.size() - 1), "no 'board' section");
            }
        } else if (players.isEmpty()) {
            d.add(boardLine.first(), "no 'player' lines: a position needs 1 to 4 players");
        }
        d.throwIfAny();
        Position pos = Position.empty(players);
        for (int i = 0; i < offs.size(); i++) {
            for (Word w : offs.get(i)) {
                Size s = Size.parse(w.text().charAt(0)).orElseThrow();
                pos = pos.addOff(i, s);
                tooMany(d, w, pos, i, s, "");
            }
        }
        pos = board(d, lines.subList(n + 1, lines.size()), boardLine, pos);
        return d.orThrow(pos);
    }

    /** Reads the rows after the {@code board} line into {@code pos}. */
    private static Position board(Diagnostics d, List<Line> lines, Line boardLine, Position pos) {
        int row = 0;
        Line last = boardLine;
        for (Line line : lines) {
            last = line;
            if (row == 0 && line.first().is("A")) {
                header(d, line);
                continue;
            }
            if (row >= Board.SIZE) {
                d.add(line.first(), "the board has only 5 rows; nothing may follow row 5");
                break;
            }
            if (!line.first().text().equals(Integer.toString(row + 1))) {
                d.add(line.first(), "expected row number " + (row + 1) + ", not '" + line.first() + "'");
            }
            if (line.size() != Board.SIZE + 1) {
                String msg = "row " + (row + 1)
                        + " needs 5 squares (. or a piece like RS or a stack like RS/BM), found " + (line.size() - 1);
                if (line.size() > Board.SIZE + 1) d.add(line.word(Board.SIZE + 1), msg);
                else d.missing(line, msg);
            } else {
                for (int c = 0; c < Board.SIZE; c++) pos = square(d, line.word(c + 1), new Cell(c, row), pos);
            }
            row++;
        }
        if (row < Board.SIZE) d.missing(last, "the board needs rows 1 to 5; found " + row);
        return pos;
    }

    private static void header(Diagnostics d, Line line) {
        String want = "ABCDE";
        for (int c = 0; c < line.size(); c++) {
            if (c >= Board.SIZE || !line.word(c).is(want.substring(c, c + 1))) {
                d.add(line.word(c), "the column header is A B C D E");
                return;
            }
        }
    }

    private static void player(Diagnostics d, Line line, List<Player> players, List<List<Word>> offs) {
        if (line.size() < 4) {
            d.missing(line, "a player line is 'player LETTER COLOUR EDGE [off SIZES]', e.g. 'player R red S'");
            return;
        }
        if (players.size() >= Player.MAX) {
            d.add(line.first(), "at most 4 players");
            return;
        }
        int before = d.size();
        Word letter = line.word(1);
        Word colour = line.word(2);
        Word edge = line.word(3);
        char l = letter.text().charAt(0);
        if (letter.text().length() != 1 || l < 'A' || l > 'Z') {
            d.add(letter, "a player's letter is one capital letter A-Z, not '" + letter + "'");
        }
        Side side = Side.parse(edge.text()).orElse(null);
        if (side == null) d.add(edge, "a starting edge is N, E, S or W, not '" + edge + "'");
        for (Player p : players) {
            if (p.letter() == l) d.add(letter, "letter " + l + " is already player " + p.colour());
            if (p.colour().equalsIgnoreCase(colour.text())) d.add(colour, "colour " + colour + " is taken twice");
            if (p.start() == side) d.add(edge, "edge " + side + " is already " + p.colour() + "'s starting edge");
        }
        List<Word> off = new ArrayList<>();
        if (line.size() > 4) {
            if (!line.word(4).is("off")) {
                d.add(line.word(4), "expected 'off' and the sizes moved off the board, not '" + line.word(4) + "'");
            } else if (!(line.size() == 6 && line.word(5).text().equals("-"))) {
                for (Word s : line.words().subList(5, line.size())) {
                    if (s.text().length() != 1 || Size.parse(s.text().charAt(0)).isEmpty()) {
                        d.add(s, "a size is S, M or L, not '" + s + "'");
                    } else {
                        off.add(s);
                    }
                }
            }
        }
        if (d.size() > before) return;
        players.add(new Player(l, colour.text(), side));
        offs.add(off);
    }

    /** Puts the square's pieces (bottom first) on {@code cell}. */
    private static Position square(Diagnostics d, Word word, Cell cell, Position pos) {
        String text = word.text();
        if (text.equals(".")) return pos;
        String[] parts = text.split("/", -1);
        if (parts.length > 2) {
            d.add(word, cell + ": a stack is at most two pieces high, bottom/top like RS/BM");
            return pos;
        }
        Piece below = null;
        int col = word.column();
        for (String part : parts) {
            Word at = new Word(part, word.line(), col);
            Piece p = piece(d, at, cell, pos);
            if (p == null) return pos;
            if (below != null && p.size().compareTo(below.size()) > 0) {
                d.add(
                        at,
                        cell + ": a " + p.size().word() + " cannot stand on a smaller "
                                + below.size().word() + " (a piece only lands on one of the same size or larger)");
                return pos;
            }
            pos = pos.push(cell, p);
            tooMany(d, at, pos, p.player(), p.size(), cell + ": ");
            below = p;
            col += part.length() + 1;
        }
        return pos;
    }

    /** One piece like {@code RS}, or null when it is not one (the problem is reported). */
    private static Piece piece(Diagnostics d, Word w, Cell cell, Position pos) {
        String text = w.text();
        if (text.length() != 2) {
            d.add(w, cell + ": expected . or a piece like RS (player letter, then S, M or L), not '" + text + "'");
            return null;
        }
        int player = pos.playerIndex(text.substring(0, 1));
        if (player < 0 || !Character.isUpperCase(text.charAt(0))) {
            d.add(w, cell + ": no player has the letter '" + text.charAt(0) + "'");
            return null;
        }
        Size size = Size.parse(text.charAt(1)).orElse(null);
        if (size == null) {
            d.add(w.line(), w.column() + 1, cell + ": a size is S, M or L, not '" + text.charAt(1) + "'");
            return null;
        }
        return new Piece(player, size);
    }

    /** Reports, once, the piece that gives a player a third of a size (on and off the board). */
    private static void tooMany(Diagnostics d, Word w, Position pos, int player, Size s, String prefix) {
        if (pos.count(player, s) != PER_SIZE + 1) return;
        Player p = pos.player(player);
        d.add(
                w,
                prefix + "player " + p.letter() + " (" + p.colour() + ") has " + (PER_SIZE + 1) + " " + s.word()
                        + "s on and off the board; each player has two of each size");
    }

    /** The position as STATE text; parse(write(p)) equals p. */
    public static String write(Position pos) {
        StringBuilder b = new StringBuilder();
        b.append("# Freeze Tag position: player LETTER COLOUR STARTING-EDGE [off SIZES]; players in turn order\n");
        for (int i = 0; i < pos.players().size(); i++) {
            Player p = pos.player(i);
            b.append("player ")
                    .append(p.letter())
                    .append(' ')
                    .append(p.colour())
                    .append(' ')
                    .append(p.start());
            if (pos.offTotal(i) > 0) {
                b.append(" off");
                for (Size s : Size.values())
                    for (int k = 0; k < pos.off(i, s); k++) b.append(' ').append(s);
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
                String sq = stack.isEmpty()
                        ? "."
                        : String.join(
                                "/",
                                stack.stream()
                                        .map(p -> pos.player(p.player()).letter()
                                                + p.size().name())
                                        .toList());
                row.append(' ').append(String.format("%-6s", sq));
            }
            b.append(row.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }
}
