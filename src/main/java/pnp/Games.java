package pnp;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pnp.bridgewars.commands.BridgeWarsGame;
import pnp.cli.Game;
import pnp.freezetag.commands.FreezeTagGame;
import pnp.fridge.commands.FridgeGame;
import pnp.ikes.commands.IkesGame;
import pnp.penguins.commands.PenguinsGame;

/** The games pnp knows, in the order help and the kit list them. */
public final class Games {
    private static final List<Game> ALL =
            List.of(new IkesGame(), new PenguinsGame(), new FridgeGame(), new BridgeWarsGame(), new FreezeTagGame());

    private Games() {}

    public static List<Game> all() {
        return ALL;
    }

    public static Optional<Game> find(String name) {
        String n = name.toLowerCase(Locale.ROOT).replace("-", "").replace("'", "");
        return ALL.stream().filter(g -> g.name().equals(n)).findFirst();
    }
}
