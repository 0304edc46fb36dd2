package pnp.penguins.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import pnp.grid.Cell;
import pnp.io.Diagnostics;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.io.Word;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;

/**
 * Reads a layout file (format in templates/penguins/README.md). {@code #} starts a comment;
 * {@code name NAME} and {@code set double-six|double-nine} come first (read by the shared
 * {@link Lexer}); the picture sits between the lines {@code picture} and {@code end}. In the
 * picture, even lines (counting from 0) are rows of squares and odd lines hold the joints between
 * rows: on a square row, an even column holds {@code o} (a square) or a space, and an odd column
 * {@code -} (joining the squares left and right) or a space; on a joint line, an even column holds
 * {@code |} (joining the squares above and below) or a space. Every square is joined to exactly one
 * other. Every problem names its line and column; all the picture's problems are reported together.
 */
public final class LayoutFormat {
    /** The widest and tallest layout, in squares (columns are named A to Z). */
    static final int MAX_SIDE = 26;

    private LayoutFormat() {}

    public static Layout parse(TextSource src) {
        Diagnostics problems = src.diagnostics();
        List<Line> lines = Lexer.lines(src);
        Line last = lines.isEmpty() ? Lexer.line("", 1) : lines.get(lines.size() - 1);
        String name = null;
        DominoSet set = null;
        Line setLine = null;
        int i = 0;
        for (; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (line.isBlank()) continue;
            Word key = line.first();
            if (key.text().equals("picture") && line.size() == 1) break;
            if (key.text().equals("name") && line.size() == 2) {
                name = line.word(1).text();
            } else if (key.text().equals("set") && line.size() == 2) {
                Word w = line.word(1);
                set = DominoSet.parse(w.text()).orElse(null);
                if (set == null) problems.add(w, "unknown set '" + w.text() + "'; expected double-six or double-nine");
                setLine = line;
            } else {
                problems.add(key, "expected 'name NAME', 'set double-six|double-nine' or 'picture'");
            }
        }
        problems.throwIfAny();
        if (i >= lines.size())
            throw src.error(
                    last.number(),
                    last.missingColumn(),
                    "no 'picture' line: the picture goes between 'picture' and 'end'");
        Word picture = lines.get(i).first();
        if (name == null) throw src.error(picture, "a 'name NAME' line must come before the picture");
        if (set == null) throw src.error(picture, "a 'set double-six|double-nine' line must come before the picture");
        int first = i + 1;
        int end = first;
        while (end < lines.size() && !lines.get(end).text().strip().equals("end")) end++;
        if (end >= lines.size())
            throw src.error(last.number(), last.missingColumn(), "the picture has no closing 'end' line");
        Layout layout = picture(problems, name, set, lines.subList(first, end));
        if (layout.slots().size() != set.size()) {
            throw src.error(
                    setLine.first(),
                    "a " + set.id() + " layout needs " + set.size() + " slots; the picture has "
                            + layout.slots().size());
        }
        return layout;
    }

    /** Reads the picture's lines (their raw text: spaces count). */
    private static Layout picture(Diagnostics problems, String name, DominoSet set, List<Line> picLines) {
        List<String> pic = picLines.stream().map(Line::text).toList();
        Map<Cell, Line> squareLine = new TreeMap<>();
        Map<Cell, Integer> squareColumn = new TreeMap<>();
        Map<Cell, Cell> partner = new TreeMap<>();
        List<Layout.Slot> slots = new ArrayList<>();
        int cols = 0;
        int rows = 0;
        for (int y = 0; y < pic.size(); y++) {
            String text = pic.get(y);
            Line line = picLines.get(y);
            if (y / 2 >= MAX_SIDE) {
                problems.add(line.number(), 1, "a layout is at most " + MAX_SIDE + " squares tall");
                break;
            }
            // one problem a line is enough: a damaged line would otherwise give one a character
            for (int x = 0; x < text.length(); x++) {
                char ch = text.charAt(x);
                if (ch == ' ') continue;
                int col = x + 1;
                // (x + 1) / 2: a '-' after the 26th square would join it to a 27th
                if ((x + 1) / 2 >= MAX_SIDE) {
                    problems.add(line.number(), col, "a layout is at most " + MAX_SIDE + " squares wide");
                    break;
                }
                boolean squareRow = y % 2 == 0;
                Cell a;
                Cell b;
                if (squareRow && x % 2 == 0 && ch == 'o') {
                    Cell c = new Cell(x / 2, y / 2);
                    squareLine.put(c, line);
                    squareColumn.put(c, col);
                    cols = Math.max(cols, c.col() + 1);
                    rows = Math.max(rows, c.row() + 1);
                    continue;
                } else if (squareRow && x % 2 == 1 && ch == '-') {
                    if (!isSquare(pic, y, x - 1) || !isSquare(pic, y, x + 1)) {
                        problems.add(line.number(), col, "'-' must stand between two squares 'o'");
                        break;
                    }
                    a = new Cell(x / 2, y / 2);
                    b = new Cell(x / 2 + 1, y / 2);
                } else if (!squareRow && x % 2 == 0 && ch == '|') {
                    if (!isSquare(pic, y - 1, x) || !isSquare(pic, y + 1, x)) {
                        problems.add(line.number(), col, "'|' must stand between a square 'o' above and one below");
                        break;
                    }
                    a = new Cell(x / 2, y / 2);
                    b = new Cell(x / 2, y / 2 + 1);
                } else {
                    problems.add(
                            line.number(),
                            col,
                            "unexpected '" + ch + "': squares are 'o' on even columns of even picture lines, "
                                    + "'-' joins squares side by side and '|' (on the line between) joins squares one above the other");
                    break;
                }
                Cell taken = partner.containsKey(a) ? a : partner.containsKey(b) ? b : null;
                if (taken != null) {
                    problems.add(line.number(), col, "square " + taken + " is already joined to " + partner.get(taken));
                    break;
                }
                partner.put(a, b);
                partner.put(b, a);
                slots.add(new Layout.Slot(a, b));
            }
        }
        problems.throwIfAny();
        for (Map.Entry<Cell, Line> e : squareLine.entrySet()) {
            if (!partner.containsKey(e.getKey())) {
                problems.add(
                        e.getValue().number(),
                        squareColumn.get(e.getKey()),
                        "square " + e.getKey() + " is not joined to a neighbour by '-' or '|'");
            }
        }
        problems.throwIfAny();
        slots.sort((p, q) -> p.a().compareTo(q.a()));
        return new Layout(name, set, cols, rows, slots);
    }

    private static boolean isSquare(List<String> pic, int y, int x) {
        return y >= 0
                && y < pic.size()
                && x >= 0
                && x < pic.get(y).length()
                && pic.get(y).charAt(x) == 'o';
    }

    /** The layout as a picture in this format (the inverse of {@link #parse}). */
    public static String write(Layout layout) {
        char[][] g = new char[layout.rows() * 2 - 1][];
        for (int y = 0; y < g.length; y++) {
            g[y] = new char[layout.cols() * 2 - 1];
            Arrays.fill(g[y], ' ');
        }
        for (Layout.Slot s : layout.slots()) {
            g[s.a().row() * 2][s.a().col() * 2] = 'o';
            g[s.b().row() * 2][s.b().col() * 2] = 'o';
            g[s.a().row() + s.b().row()][s.a().col() + s.b().col()] = s.a().row() == s.b().row() ? '-' : '|';
        }
        StringBuilder b = new StringBuilder();
        b.append("name ").append(layout.name()).append('\n');
        b.append("set ").append(layout.set().id()).append('\n');
        b.append("picture\n");
        for (char[] row : g) b.append(new String(row).stripTrailing()).append('\n');
        return b.append("end\n").toString();
    }
}
