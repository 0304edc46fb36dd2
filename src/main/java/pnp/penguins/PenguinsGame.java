package pnp.penguins;

import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;

/** Penguin's Night Out: its commands and its part of the game-night kit. */
public final class PenguinsGame implements Game {
    @Override public String name() { return "penguins"; }

    @Override public String title() { return "Penguin's Night Out"; }

    @Override public List<Command> commands() {
        return List.of();
    }
}
