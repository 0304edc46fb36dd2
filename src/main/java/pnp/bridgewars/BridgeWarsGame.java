package pnp.bridgewars;

import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;

/** Bridge Wars: its commands and its part of the game-night kit. */
public final class BridgeWarsGame implements Game {
    @Override public String name() { return "bridgewars"; }

    @Override public String title() { return "Bridge Wars"; }

    @Override public List<Command> commands() {
        return List.of(new ScoreCommand());
    }
}
