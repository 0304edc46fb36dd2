package pnp.penguins;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import pnp.io.TextSource;
import pnp.grid.Cell;

/**
 * Reads a layout file (format in templates/penguins/README.md). Lines starting with {@code #}
 * are comments; {@code name NAME} and {@code set double-six|double-nine} come first; the picture
 * sits between the lines {@code picture} and {@code end}. In the picture, even lines (counting
 * from 0) are rows of squares and odd lines hold the joints between rows: on a square row, an
 * even column holds {@code o} (a square) or a space, and an odd column {@code -} (joining the
 * squares left and right) or a space; on a joint line, an even column holds {@code |} (joining
 * the squares above and below) or a space. Every square is joined to exactly one other.
 */
public final class LayoutFormat {
    private LayoutFormat() {}

    public static Layout parse(TextSource src) {
        List<String> lines = src.lines();
        String name = null;
        DominoSet set = null;
        int setLine = 0;
        int i = 0;
        for (; i < lines.size(); i++) {
            String raw = lines.get(i);
            String t = raw.strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            String[] w = t.split("\\s+");
            int ln = i + 1;
            if (w[0].equals("picture") && w.length == 1) break;
            if (w[0].equals("name") && w.length == 2) {
                name = w[1];
            } else if (w[0].equals("set") && w.length == 2) {
                set = DominoSet.parse(w[1]).orElseThrow(() -> src.error(ln, raw.indexOf(w[1]) + 1,
                        "unknown set '" + w[1] + "'; expected double-six or double-nine"));
                setLine = ln;
            } else {
                throw src.error(ln, raw.indexOf(w[0]) + 1, "expected 'name NAME', 'set double-six|double-nine' or 'picture'");
            }
        }
        if (i >= lines.size()) throw src.error(lines.size(), 0, "no 'picture' line: the picture goes between 'picture' and 'end'");
        if (name == null) throw src.error(i + 1, 1, "a 'name NAME' line must come before the picture");
        if (set == null) throw src.error(i + 1, 1, "a 'set double-six|double-nine' line must come before the picture");
        int first = i + 1;
        int last = first;
        while (last < lines.size() && !lines.get(last).strip().equals("end")) last++;
        if (last >= lines.size()) throw src.error(lines.size(), 0, "the picture has no closing 'end' line");
        List<String> pic = lines.subList(first, last);

        Map<Cell, int[]> squares = new TreeMap<>();
        Map<Cell, Cell> partner = new TreeMap<>();
        List<Layout.Slot> slots = new ArrayList<>();
        int cols = 0;
        int rows = 0;
        for (int y = 0; y < pic.size(); y++) {
            String line = pic.get(y);
            for (int x = 0; x < line.length(); x++) {
                char ch = line.charAt(x);
                if (ch == ' ') continue;
                int ln = first + y + 1;
                int col = x + 1;
                boolean squareRow = y % 2 == 0;
                Cell a;
                Cell b;
                if (squareRow && x % 2 == 0 && ch == 'o') {
                    if (x / 2 >= 26) throw src.error(ln, col, "a layout is at most 26 squares wide");
                    Cell c = new Cell(x / 2, y / 2);
                    squares.put(c, new int[] {ln, col});
                    cols = Math.max(cols, c.col() + 1);
                    rows = Math.max(rows, c.row() + 1);
                    continue;
                } else if (squareRow && x % 2 == 1 && ch == '-') {
                    if (!isSquare(pic, y, x - 1) || !isSquare(pic, y, x + 1)) {
                        throw src.error(ln, col, "'-' must stand between two squares 'o'");
                    }
                    a = new Cell(x / 2, y / 2);
                    b = new Cell(x / 2 + 1, y / 2);
                } else if (!squareRow && x % 2 == 0 && ch == '|') {
                    if (!isSquare(pic, y - 1, x) || !isSquare(pic, y + 1, x)) {
                        throw src.error(ln, col, "'|' must stand between a square 'o' above and one below");
                    }
                    a = new Cell(x / 2, y / 2);
                    b = new Cell(x / 2, y / 2 + 1);
                } else {
                    throw src.error(ln, col, "unexpected '" + ch + "': squares are 'o' on even columns of even picture lines, "
                            + "'-' joins squares side by side and '|' (on the line between) joins squares one above the other");
                }
                for (Cell c : List.of(a, b)) {
                    if (partner.containsKey(c)) throw src.error(ln, col, "square " + c + " is already joined to " + partner.get(c));
                }
                partner.put(a, b);
                partner.put(b, a);
                slots.add(new Layout.Slot(a, b));
            }
        }
        for (Map.Entry<Cell, int[]> e : squares.entrySet()) {
            if (!partner.containsKey(e.getKey())) {
                throw src.error(e.getValue()[0], e.getValue()[1], "square " + e.getKey() + " is not joined to a neighbour by '-' or '|'");
            }
        }
        if (slots.size() != set.size()) {
            throw src.error(setLine, 1, "a " + set.id() + " layout needs " + set.size() + " slots; the picture has " + slots.size());
        }
        slots.sort((p, q) -> p.a().compareTo(q.a()));
        return new Layout(name, set, cols, rows, slots);
    }

    private static boolean isSquare(List<String> pic, int y, int x) {
        return y >= 0 && y < pic.size() && x >= 0 && x < pic.get(y).length() && pic.get(y).charAt(x) == 'o';
    }

    /** The layout as a picture in this format (the inverse of {@link #parse}). */
    public static String write(Layout layout) {
        char[][] g = new char[layout.rows() * 2 - 1][];
        for (int y = 0; y < g.length; y++) {
            g[y] = new char[layout.cols() * 2 - 1];
            java.util.Arrays.fill(g[y], ' ');
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
