package pnp.penguins.commands;

import pnp.cli.Invocation;
import pnp.io.InputException;
import pnp.penguins.format.StateFormat;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.State;

/** Reading the STATE argument, --player and --roll the same way for 'moves' and 'alter'. */
final class StateArgs {
    /** What names a player and what a die shows, for the shared --player and --roll options. */
    static final String PLAYER = "a name from the state's players line";

    static final String FACES = "1-6 (1-9 with double-nine)";

    private StateArgs() {}

    static State state(Invocation inv) {
        String file = inv.args(1, "a STATE file (or - for standard input)").get(0);
        return StateFormat.parseGame(inv.readText(file, "a Penguin's Night Out state", 256 << 10));
    }

    static String player(Invocation inv, State s) {
        String p = inv.value("player").orElseThrow(() -> inv.usage("--player is required"));
        if (!s.players().contains(p)) {
            throw new InputException(
                    "--player",
                    0,
                    0,
                    "no player '" + p + "' in the state; players are " + String.join(", ", s.players()));
        }
        return p;
    }

    static int roll(String text, DominoSet set) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n >= 1 && n <= set.dieFaces()) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InputException(
                "--roll",
                0,
                0,
                "a die shows 1 to " + set.dieFaces() + " with a " + set.id() + " set"
                        + (set == DominoSet.DOUBLE_NINE ? " (a d10's zero is rerolled)" : "") + ", not '" + text + "'");
    }
}
