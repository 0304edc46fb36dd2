package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Doorway;
import pnp.ikes.model.Segment;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;

/** A position as a finished sheet of the scoring model, and its score by the project's scorer. */
public final class FinalSheet {
    private FinalSheet() {}

    public static Sheet of(Position p) {
        List<Space> grid = new ArrayList<>(Board.CELLS);
        TreeSet<Segment> walls = new TreeSet<>();
        TreeSet<Segment> doors = new TreeSet<>();
        for (int i = 0; i < Board.CELLS; i++) {
            int v = p.content(i);
            grid.add(switch (v) {
                case Board.EMPTY -> Space.EMPTY;
                case Board.OCCUPIED -> Space.OCCUPIED;
                case Board.CAFETERIA -> Space.CAFETERIA;
                default -> Space.display(v);
            });
            Cell c = Board.cell(i);
            for (Side s : Side.values()) {
                if (p.hasWall(c, s)) walls.add(new Segment(c, s));
                if (p.hasDoor(c, s)) doors.add(new Segment(c, s));
            }
        }
        List<Cafeteria> cafes = new ArrayList<>();
        for (Cell[] k : p.cafeterias()) cafes.add(new Cafeteria(k[0], k[1]));
        Challenge ch = p.challenge();
        return new Sheet(grid, walls, doors, new Doorway(ch.entrance(), ch.entranceSide()), new Doorway(ch.exit(), ch.exitSide()),
                cafes, OptionalInt.of(Math.min(p.coins(), 99)), OptionalInt.empty());
    }

    /** The final score under the scoring contract (distinct spaces, best route the rule allows). */
    public static ScoreResult score(Position p) {
        return RouteScorer.score(of(p), Variant.DISTINCT);
    }
}
