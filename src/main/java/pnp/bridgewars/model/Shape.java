package pnp.bridgewars.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A polyomino seen from above: its cells as (x, y) offsets, x to the right, y down, normalised so the
 * smallest x and y are 0 and sorted row by row. Each cell is one square of the board's pitch with a
 * hole in its centre for a rod.
 */
public record Shape(List<Offset> cells) {
    public record Offset(int x, int y) {}

    private static final Comparator<Offset> ORDER =
            Comparator.comparingInt(Offset::y).thenComparingInt(Offset::x);

    public Shape {
        if (cells.isEmpty()) throw new IllegalArgumentException("a shape needs at least one cell");
        int minX = cells.stream().mapToInt(Offset::x).min().getAsInt();
        int minY = cells.stream().mapToInt(Offset::y).min().getAsInt();
        cells = cells.stream()
                .map(o -> new Offset(o.x() - minX, o.y() - minY))
                .distinct()
                .sorted(ORDER)
                .toList();
    }

    public int size() {
        return cells.size();
    }

    public int width() {
        return cells.stream().mapToInt(Offset::x).max().getAsInt() + 1;
    }

    public int height() {
        return cells.stream().mapToInt(Offset::y).max().getAsInt() + 1;
    }

    public boolean contains(int x, int y) {
        return cells.contains(new Offset(x, y));
    }

    /** Whether every cell can be reached from every other through shared sides. */
    public boolean connected() {
        List<Offset> seen = new ArrayList<>(List.of(cells.get(0)));
        for (int i = 0; i < seen.size(); i++) {
            Offset o = seen.get(i);
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                Offset n = new Offset(o.x() + d[0], o.y() + d[1]);
                if (cells.contains(n) && !seen.contains(n)) seen.add(n);
            }
        }
        return seen.size() == cells.size();
    }

    /** The shape turned as the orientation says. */
    public Shape oriented(Orientation o) {
        List<Offset> out = new ArrayList<>();
        for (Offset c : cells) {
            int x = o.flipped() ? -c.x() : c.x();
            int y = c.y();
            for (int q = 0; q < o.quarterTurns(); q++) { // a quarter turn clockwise on screen (y down)
                int nx = -y;
                y = x;
                x = nx;
            }
            out.add(new Offset(x, y));
        }
        return new Shape(out);
    }

    /** Rows of {@code #} (a cell) and {@code .}, joined by {@code /}: the block file's notation. */
    public String text() {
        StringBuilder b = new StringBuilder();
        for (int y = 0; y < height(); y++) {
            if (y > 0) b.append('/');
            for (int x = 0; x < width(); x++) b.append(contains(x, y) ? '#' : '.');
        }
        return b.toString();
    }

    /** The shape of a set of holes, as offsets from column 0 and row 0. */
    public static Shape of(List<Hole> cells) {
        return new Shape(cells.stream().map(h -> new Offset(h.col(), h.row())).toList());
    }

    /** The holes a block covers when its oriented shape's top-left offset sits on (col, row); empty if off the board. */
    public static Optional<List<Hole>> cover(Shape oriented, int col, int row) {
        List<Hole> out = new ArrayList<>();
        for (Offset o : oriented.cells()) {
            int c = col + o.x();
            int r = row + o.y();
            if (!Hole.inside(c, r)) return Optional.empty();
            out.add(new Hole(c, r));
        }
        return Optional.of(out);
    }
}
