package pnp.ikes.sheets;

import pnp.grid.Cell;
import pnp.ikes.model.Sheet;
import pnp.pdf.Rect;

/** Where the 7 x 7 grid lies on a page, so other drawings (a scored route, a solo page) can use it. */
public record GridGeometry(double x, double y, double square) {
    public static final int SIZE = Sheet.SIZE;

    public Rect cell(Cell c) {
        return new Rect(x + c.col() * square, y + c.row() * square, square, square);
    }

    public Rect bounds() {
        return new Rect(x, y, SIZE * square, SIZE * square);
    }

    public double centerX(Cell c) {
        return x + (c.col() + 0.5) * square;
    }

    public double centerY(Cell c) {
        return y + (c.row() + 0.5) * square;
    }
}
