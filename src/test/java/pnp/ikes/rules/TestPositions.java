package pnp.ikes.rules;

import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;

/** Hand-built challenges and positions for the engine tests. */
public final class TestPositions {
    public static final TileChart CHART = TileChartParser.standard();

    private TestPositions() {}

    /** A challenge with entrance A4 W, exit G4 E, the given (light, dark) pairs, and reserves 1,2,3,4,5,6,... */
    public static Challenge dice(int... pairs) {
        int n = pairs.length / 2;
        int[] light = new int[n];
        int[] dark = new int[n];
        for (int i = 0; i < n; i++) {
            light[i] = pairs[2 * i];
            dark[i] = pairs[2 * i + 1];
        }
        int[] lr = {6, 5, 4, 3, 2, 1};
        int[] dr = {1, 2, 3, 4, 5, 6};
        return new Challenge(0, new CellSide(c("A4"), Side.W), new CellSide(c("G4"), Side.E), light, dark, lr, dr);
    }

    public static Position start(int... pairs) {
        return Position.start(dice(pairs), CHART);
    }

    public static Cell c(String name) {
        return Cell.parse(name, 7, 7).orElseThrow();
    }

    /**
     * A position drawn directly (no turns): the grid in .ikes codes, row by row, then walls "C4 E" and doors
     * "E4 N", cafeterias as pairs of spaces. For scorer tests.
     */
    public static Position drawn(Challenge ch, String[] rows, String[] walls, String[] doors, String... cafes) {
        Position p = Position.start(ch, CHART).copy();
        for (int r = 0; r < 7; r++) {
            String[] codes = rows[r].trim().split("\\s+");
            for (int col = 0; col < 7; col++) {
                char k = codes[col].charAt(0);
                p.space[r * 7 + col] = (byte)
                        switch (k) {
                            case '-' -> Board.EMPTY;
                            case '.' -> Board.OCCUPIED;
                            case '@' -> Board.CAFETERIA;
                            default -> k - '0';
                        };
            }
        }
        for (String w : walls) {
            String[] parts = w.split(" ");
            p.wall[Board.index(c(parts[0]))] |=
                    (byte) (1 << Side.parse(parts[1]).orElseThrow().ordinal());
        }
        for (String d : doors) {
            String[] parts = d.split(" ");
            p.wall[Board.index(c(parts[0]))] |=
                    (byte) (16 << Side.parse(parts[1]).orElseThrow().ordinal());
        }
        for (int i = 0; i + 1 < cafes.length; i += 2) {
            p.cafes[2 * p.cafeCount] = Board.index(c(cafes[i]));
            p.cafes[2 * p.cafeCount + 1] = Board.index(c(cafes[i + 1]));
            p.cafeCount++;
        }
        return p;
    }

    public static Challenge doors(String entrance, Side es, String exit, Side xs) {
        Challenge d = dice(1, 1);
        return new Challenge(
                0,
                new CellSide(c(entrance), es),
                new CellSide(c(exit), xs),
                d.light(),
                d.dark(),
                d.lightReserve(),
                d.darkReserve());
    }
}
