package pnp.ikes;

import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;

/** Ike's: its commands and its part of the game-night kit. */
public final class IkesGame implements Game {
    @Override public String name() { return "ikes"; }

    @Override public String title() { return "Ike's"; }

    @Override public List<Command> commands() {
        return List.of(new ScoreCommand(), new CheckCommand());
    }
}
