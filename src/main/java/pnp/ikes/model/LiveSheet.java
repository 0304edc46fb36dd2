package pnp.ikes.model;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.CellSide;

/**
 * One player's live game: the table's seed, the doors the player drew (both null until drawn) and the
 * steps in order. {@link #challenge} makes a challenge of the dice this player saw, with the faces of the
 * player's own rerolls as the reroll reserves, on which the solo rules replay the steps
 * ({@code pnp.ikes.rules.LiveRules}), so the table and a downloaded log are scored by the same code.
 *
 * <p>The order a turn takes: one {@link LiveStep.Rolled}, the roller's {@link LiveStep.Rerolled} steps,
 * then one {@link LiveStep.Played}. Stopping may come at any point, between turns too, and nothing comes
 * after it. Without doors a player may only stop, and scores 0: no route, as the rules say.
 */
public record LiveSheet(long seed, CellSide entrance, CellSide exit, List<LiveStep> steps) {
    public LiveSheet {
        if ((entrance == null) != (exit == null)) throw new IllegalArgumentException("both doors or neither");
        steps = List.copyOf(steps);
    }

    /** Whether the player has drawn an entrance and an exit. */
    public boolean hasDoors() {
        return entrance != null;
    }

    /** The dice of every roll this player saw, in order, and the faces of their rerolls as the reserves. */
    public Challenge challenge() {
        List<int[]> rolls = new ArrayList<>();
        List<Integer> lightReserve = new ArrayList<>();
        List<Integer> darkReserve = new ArrayList<>();
        for (LiveStep s : steps) {
            if (s instanceof LiveStep.Rolled r) rolls.add(new int[] {r.light(), r.dark()});
            else if (s instanceof LiveStep.Rerolled r) (r.light() ? lightReserve : darkReserve).add(r.face());
        }
        int[] light = rolls.stream().mapToInt(r -> r[0]).toArray();
        int[] dark = rolls.stream().mapToInt(r -> r[1]).toArray();
        return new Challenge(
                seed,
                entrance,
                exit,
                light,
                dark,
                lightReserve.stream().mapToInt(Integer::intValue).toArray(),
                darkReserve.stream().mapToInt(Integer::intValue).toArray());
    }

    /** This sheet with one more step. */
    public LiveSheet with(LiveStep step) {
        List<LiveStep> more = new ArrayList<>(steps);
        more.add(step);
        return new LiveSheet(seed, entrance, exit, more);
    }

    /** This sheet with its doors drawn. */
    public LiveSheet withDoors(CellSide newEntrance, CellSide newExit) {
        return new LiveSheet(seed, newEntrance, newExit, steps);
    }
}
