package pnp.penguins.format;

import pnp.io.InputException;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;

/**
 * The state text format (documented in seeds/penguins.md and docs/penguins.md). One statement a line,
 * words separated by blanks, {@code #} starts a comment (the shared {@link pnp.io.Lexer}):
 * <pre>
 * set double-six
 * grid 12x11
 * players red blue
 * domino 2-5 C3 D3          (2 pips on C3, 5 on D3)
 * nest red 2-5
 * penguin red nest          (on the middle of its nest) or: penguin blue E4 stunned after red 1
 * buddy red 1 F5            or: buddy red 2 carried
 * </pre>
 * {@code set}, {@code grid} and {@code players} come before the rest. Every problem is reported
 * with its line and column; see {@link StateReader}.
 */
public final class StateFormat {
    /** The fewest and most players of a game. */
    public static final int MIN_PLAYERS = 2;

    public static final int MAX_PLAYERS = 4;

    private StateFormat() {}

    /** Any state, a board without players included (as {@code pnp penguins layout --text} writes one). */
    public static State parse(TextSource src) {
        return StateReader.read(src).state();
    }

    /**
     * A state to play from: as {@link #parse}, and it must name 2 to 4 players; fewer is reported at
     * the end of the {@code players} line, where the next name belongs.
     */
    public static State parseGame(TextSource src) {
        StateReader.Read read = StateReader.read(src);
        int n = read.state().players().size();
        if (n < MIN_PLAYERS) {
            Line line = read.playersLine();
            throw new InputException(
                    src.name(),
                    line.number(),
                    line.missingColumn(),
                    "a game needs " + MIN_PLAYERS + " to " + MAX_PLAYERS + " players; the players line names "
                            + (n == 0 ? "none" : "only " + n));
        }
        return read.state();
    }

    /** The state as text; {@link #parse} reads it back to an equal state. */
    public static String write(State s) {
        StringBuilder b = new StringBuilder();
        b.append("# Penguin's Night Out state (pnp penguins); format in seeds/penguins.md\n");
        b.append("set ").append(s.set().id()).append('\n');
        b.append("grid ")
                .append(s.board().cols())
                .append('x')
                .append(s.board().rows())
                .append('\n');
        b.append("players ").append(String.join(" ", s.players())).append("   # turn order, first player first\n");
        b.append("# dominoes: the first number lies on the first square\n");
        for (Placed p : s.board().dominoes())
            b.append("domino ").append(p.describe()).append('\n');
        for (String p : s.players())
            b.append("nest ").append(p).append(' ').append(s.nests().get(p)).append('\n');
        for (Penguin p : s.penguins()) {
            b.append("penguin ")
                    .append(p.player())
                    .append(' ')
                    .append(p.square() == null ? "nest" : p.square().name());
            if (p.stunned()) b.append(" stunned");
            if (p.after() != null) b.append(" after ").append(p.after().name());
            b.append('\n');
        }
        for (Buddy d : s.buddies()) {
            b.append("buddy ")
                    .append(d.id().name())
                    .append(' ')
                    .append(d.square() == null ? "carried" : d.square().name())
                    .append('\n');
        }
        return b.toString();
    }
}
