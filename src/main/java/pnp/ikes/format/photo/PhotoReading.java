package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.SheetBuilder;
import pnp.ikes.model.Space;
import pnp.vision.GrayImage;

/**
 * What a photo of an Ike's sheet shows, item by item with a confidence each (the probability that the item is
 * read right, {@link Calibration}; below {@link Mark#CHECK_BELOW} it is flagged): the 49 spaces, the
 * 112 lines a wall can stand on, the entrance and the exit (printed on the sheet, as its QR code
 * says, or read from the arrows a player drew), and the cafeterias' pairs. {@code soft} when the
 * sheet's corner marks showed only once the photo was sharpened (its QR code confirming where the sheet
 * lies): such photos are misread more often, and their items are less sure. {@code spaceWhy} and {@code
 * edgeWhy} say, in a few words, why each flagged item is flagged; {@code impossible} when no finished game
 * gives the sheet as read and no single change of a space would ({@link Checksum}).
 */
public record PhotoReading(
        Optional<PrintedSheet> printed,
        Map<Cell, Mark<SpaceMark>> spaces,
        Map<CellSide, Mark<EdgeMark>> edges,
        CellSide entrance,
        double entranceConfidence,
        CellSide exit,
        double exitConfidence,
        List<Cafeteria> cafeterias,
        List<Cell> odd,
        GrayImage flat,
        boolean soft,
        Map<Cell, String> spaceWhy,
        Map<CellSide, String> edgeWhy,
        boolean impossible) {

    /**
     * Whether the sheet holds marks the legend does not teach (hatching, a letter C), or cannot be a finished
     * game as read: the score as read may be wrong until the sheet is checked.
     */
    public boolean unsure() {
        return !odd.isEmpty() || impossible;
    }

    /** How many items the player is asked to check. */
    public int uncertain() {
        int n = (int) spaces.values().stream().filter(Mark::uncertain).count()
                + (int) edges.values().stream().filter(Mark::uncertain).count();
        if (entranceConfidence < Mark.CHECK_BELOW) n++;
        if (exitConfidence < Mark.CHECK_BELOW) n++;
        return n;
    }

    /**
     * The sheet as read. A wall on a line between two spaces is written in the space that holds pencil
     * (the upper or left one when both or neither do: a wall makes its space occupied, and only a
     * doorway's segment matters for walking); an outer wall in its own space.
     */
    public Sheet sheet() {
        SheetBuilder b =
                new SheetBuilder().entrance(entrance.cell(), entrance.side()).exit(exit.cell(), exit.side());
        spaces.forEach((c, m) -> b.space(
                c,
                switch (m.value()) {
                    case EMPTY -> Space.EMPTY;
                    case DOT -> Space.OCCUPIED;
                    case DISPLAY -> Space.display(1);
                    case CAFETERIA -> Space.EMPTY; // set by its pair below
                }));
        for (Cafeteria pair : cafeterias) b.cafeteria(pair.a(), pair.b());
        for (CellSide w : segments()) {
            b.wall(w.cell(), w.side());
            if (edges.get(Edges.canonical(w)).value() == EdgeMark.DOORWAY) b.door(w.cell(), w.side());
        }
        return b.build();
    }

    /** Each wall read, as the segment of the space it is written in. */
    List<CellSide> segments() {
        return segments(Mark.values(spaces), edges);
    }

    /** Each wall of {@code edges}, as the segment of the space it is written in, the spaces being {@code read}. */
    static List<CellSide> segments(Map<Cell, SpaceMark> read, Map<CellSide, Mark<EdgeMark>> edges) {
        List<CellSide> out = new ArrayList<>();
        for (CellSide e : EdgeReader.walls(edges)) {
            Optional<Cell> other = Edges.beyond(e);
            if (other.isPresent()
                    && read.get(e.cell()) == SpaceMark.EMPTY
                    && read.get(other.get()) != SpaceMark.EMPTY) {
                out.add(new CellSide(other.get(), e.side().opposite()));
            } else {
                out.add(e);
            }
        }
        return out;
    }
}
