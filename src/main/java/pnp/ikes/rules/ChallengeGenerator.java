package pnp.ikes.rules;

import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Challenge;
import pnp.random.Rng;

/**
 * Challenge N, the same on every machine: from {@code new Rng(N)} (SplitMix64, pinned by RngTest) draw,
 * in this order,
 * <ol>
 * <li>the entrance: {@code nextInt(28)} picks one of the 28 outer sides of the sheet, numbered
 *     clockwise from the north side of A1 (0 = A1 N .. 6 = G1 N, 7 = G1 E .. 13 = G7 E,
 *     14 = G7 S .. 20 = A7 S, 21 = A7 W .. 27 = A1 W);</li>
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

    /** A space on the sheet's edge and one of its sides on the building's outer wall. */
    public record OuterSide(Cell cell, Side side) {}

    /** The outer side number {@code k} (0..27). */
    public static OuterSide outerSide(int k) {
        int n = Board.SIZE;
        int side = k / n;
        int j = k % n;
        return switch (side) {
            case 0 -> new OuterSide(new Cell(j, 0), Side.N);
            case 1 -> new OuterSide(new Cell(n - 1, j), Side.E);
            case 2 -> new OuterSide(new Cell(n - 1 - j, n - 1), Side.S);
            default -> new OuterSide(new Cell(0, n - 1 - j), Side.W);
        };
    }

    public static Challenge challenge(long seed) {
        Rng rng = new Rng(seed);
        OuterSide in = outerSide(rng.nextInt(28));
        OuterSide out;
        do {
            out = outerSide(rng.nextInt(28));
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
        return new Challenge(seed, in.cell(), in.side(), out.cell(), out.side(), light, dark, lightReserve, darkReserve);
    }

    private static int distance(Cell a, Cell b) {
        return Math.abs(a.col() - b.col()) + Math.abs(a.row() - b.row());
    }
}
