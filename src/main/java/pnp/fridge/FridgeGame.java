package pnp.fridge;

import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;

/** Fridge: its commands and its part of the game-night kit. */
public final class FridgeGame implements Game {
    @Override public String name() { return "fridge"; }

    @Override public String title() { return "Fridge"; }

    @Override public List<Command> commands() {
        return List.of(new ScoreCommand());
    }
}
