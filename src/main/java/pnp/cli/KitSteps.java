package pnp.cli;

import java.util.List;

/**
 * A game's page of the kit's {@code assembly.pdf} after its list of files: how to make the game
 * from the prints ({@code build}, one paragraph an entry: cut, fold, glue, drill, with the sizes)
 * and what else the players bring to the table ({@code bring}, one sentence). A game adds a step
 * where it adds a printable that needs one, in the same commit.
 */
public record KitSteps(List<String> build, String bring) {
    /** A game with no part in the kit. */
    public static final KitSteps NONE = new KitSteps(List.of(), "");

    public KitSteps {
        build = List.copyOf(build);
    }

    /** Whether the game says anything on the assembly sheet. */
    public boolean isEmpty() {
        return build.isEmpty() && bring.isEmpty();
    }
}
