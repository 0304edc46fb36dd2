package pnp.ikes.model;

import java.util.Arrays;
import pnp.grid.CellSide;

/**
 * One solo challenge: the entrance and exit, the dice of every turn in order, and one reroll reserve
 * per die (a reroll of a die takes the next unused value of that die's reserve). Pure data; the
 * seeded generator is {@code pnp.ikes.rules.ChallengeGenerator}.
 */
public record Challenge(
        long seed, CellSide entrance, CellSide exit, int[] light, int[] dark, int[] lightReserve, int[] darkReserve) {
    public Challenge {
        if (light.length != dark.length) throw new IllegalArgumentException("light and dark rolls differ in number");
        if (!Sheet.isOuter(entrance) || !Sheet.isOuter(exit)) {
            throw new IllegalArgumentException("the entrance and exit must be on the building's outer wall");
        }
        light = light.clone();
        dark = dark.clone();
        lightReserve = lightReserve.clone();
        darkReserve = darkReserve.clone();
    }

    /** Number of turns the challenge lasts. */
    public int turns() {
        return light.length;
    }

    public int light(int turn) {
        return light[turn];
    }

    public int dark(int turn) {
        return dark[turn];
    }

    /** The reserve of one die: {@code true} for the light die. */
    public int reserve(boolean lightDie, int index) {
        return (lightDie ? lightReserve : darkReserve)[index];
    }

    public int reserveSize(boolean lightDie) {
        return (lightDie ? lightReserve : darkReserve).length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Challenge c
                && c.seed == seed
                && c.entrance.equals(entrance)
                && c.exit.equals(exit)
                && Arrays.equals(c.light, light)
                && Arrays.equals(c.dark, dark)
                && Arrays.equals(c.lightReserve, lightReserve)
                && Arrays.equals(c.darkReserve, darkReserve);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(seed) * 31 + Arrays.hashCode(light);
    }

    @Override
    public String toString() {
        return "challenge " + seed;
    }
}
