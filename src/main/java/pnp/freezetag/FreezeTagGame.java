package pnp.freezetag;

import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;

/** Freeze Tag: its commands and its part of the game-night kit. */
public final class FreezeTagGame implements Game {
    @Override public String name() { return "freezetag"; }

    @Override public String title() { return "Freeze Tag"; }

    @Override public List<Command> commands() {
        return List.of(new SetupCommand(), new MovesCommand());
    }
}
