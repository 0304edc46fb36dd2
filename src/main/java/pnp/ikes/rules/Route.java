package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import pnp.grid.Cell;

/** One route that meets the rule, leg by leg, with the score it earns under the variant used. */
public record Route(List<Leg> legs, int score) {
    public Route {
        legs = List.copyOf(legs);
    }

    /**
     * The spaces in walking order from the entrance space to the exit space: each leg starts where
     * the last ended (that space is listed once) or at the other space of the cafeteria.
     */
    public List<Cell> walk() {
        List<Cell> out = new ArrayList<>();
        for (Leg leg : legs) {
            for (int i = 0; i < leg.walk().size(); i++) {
                Cell c = leg.walk().get(i);
                if (i == 0 && !out.isEmpty() && out.get(out.size() - 1).equals(c)) continue;
                out.add(c);
            }
        }
        return out;
    }

    /** Every pass over a space, in order (a leg's first space counts as a pass unless the last leg ended there). */
    public int steps() {
        return legs.stream().mapToInt(Leg::steps).sum();
    }

    @Override
    public String toString() {
        return legs.stream()
                        .map(l -> l.walk().stream().map(Cell::name).collect(Collectors.joining(" ")))
                        .collect(Collectors.joining(" | "))
                + " (" + score + ")";
    }
}
