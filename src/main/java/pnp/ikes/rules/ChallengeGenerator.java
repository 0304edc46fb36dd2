package pnp.ikes.rules;

import java.util.List;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Sheet;
import pnp.random.Rng;

/**
 * Challenge N, the same on every machine: from {@code new Rng(N)} (SplitMix64, pinned by RngTest) draw,
 * in this order,
 * <ol>
 * <li>the entrance: {@code nextInt(28)} picks one of the 28 outer sides of the sheet, numbered
 *     clockwise from the north side of A1 as in {@link Sheet#OUTER_SIDES};</li>
 * <li>the exit: {@code nextInt(28)} again, repeated until its space is at least
 *     {@value #MIN_APART} steps (rows plus columns) from the entrance's space;</li>
 * <li>the {@value #TURNS} turns: for each, {@code roll(6)} for the light die, then {@code roll(6)} for the dark die;</li>
 * <li>the light die's reroll reserve: {@value #RESERVE} times {@code roll(6)}; then the dark die's.</li>
 * </ol>
 */
public final class ChallengeGenerator {
    public static final int TURNS = 40;
    public static final int RESERVE = 30;
    public static final int MIN_APART = 6;

    private ChallengeGenerator() {}

    public static Challenge challenge(long seed) {
        Rng rng = new Rng(seed);
        CellSide in = Sheet.OUTER_SIDES.get(rng.nextInt(28));
        CellSide out;
        do {
            out = Sheet.OUTER_SIDES.get(rng.nextInt(28));
        } while (distance(in.cell(), out.cell()) < MIN_APART);
        int[] light = new int[TURNS];
        int[] dark = new int[TURNS];
        for (int t = 0; t < TURNS; t++) {
            light[t] = rng.roll(6);
            dark[t] = rng.roll(6);
        }
        int[] lightReserve = new int[RESERVE];
        int[] darkReserve = new int[RESERVE];
        for (int i = 0; i < RESERVE; i++) lightReserve[i] = rng.roll(6);
        for (int i = 0; i < RESERVE; i++) darkReserve[i] = rng.roll(6);
        return new Challenge(seed, in, out, light, dark, lightReserve, darkReserve);
    }

    /**
     * A random entrance and exit for the printed game sheets: the entrance uniformly among the 28
     * outer sides (in reading order), the exit among the outer sides of the other edge spaces (never
     * in the entrance's own space).
     */
    public static CellSide[] randomDoors(Rng rng) {
        List<CellSide> sides = Sheet.OUTER_SIDES.stream().sorted().toList();
        CellSide entrance = rng.pick(sides);
        List<CellSide> rest =
                sides.stream().filter(s -> !s.cell().equals(entrance.cell())).toList();
        return new CellSide[] {entrance, rng.pick(rest)};
    }

    private static int distance(Cell a, Cell b) {
        return Math.abs(a.col() - b.col()) + Math.abs(a.row() - b.row());
    }
}
