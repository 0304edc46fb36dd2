package pnp.ikes.commands;

import java.util.OptionalInt;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.solver.UpperBound;

/** What a printed challenge says of its par and bound, e.g. {@code par 19, no one can beat 27}. */
final class ParNote {
    private ParNote() {}

    static String of(Challenge ch, TileChart chart) {
        OptionalInt par = ParTableFormat.standard().of(ch.seed());
        String bound = "no one can beat " + UpperBound.of(ch, chart).score();
        return par.isPresent() ? "par " + par.getAsInt() + ", " + bound : bound;
    }
}
