package pnp.bridgewars.commands;

import java.util.List;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.rules.BridgeWarsMoves;
import pnp.bridgewars.rules.Match;
import pnp.bridgewars.rules.Replay;
import pnp.io.TextSource;
import pnp.play.MoveGames;

/** Bridge Wars in the registry of games with moves: the standard block set, the {@code .bwlog} placement log. */
public final class BridgeWarsPlay implements MoveGames.Entry<Match, Placement> {
    private final BlockSet set = BlockSetFormat.standard();
    private final BridgeWarsMoves game = new BridgeWarsMoves(set);

    @Override
    public String name() {
        return "bridgewars";
    }

    @Override
    public BridgeWarsMoves game() {
        return game;
    }

    /** The start's corners and rods and the placements as a {@code .bwlog}, read back and replayed. */
    @Override
    public Match throughText(long seed, int players, List<Placement> moves) {
        Match start = game.start(seed, players);
        StringBuilder text = new StringBuilder();
        for (Claim c : start.position().setup().claims()) {
            text.append("corner ")
                    .append(c.corner())
                    .append(' ')
                    .append(c.letter())
                    .append('\n');
        }
        text.append("rods ").append(start.position().height()).append('\n');
        for (Placement p : moves) text.append(p.text()).append('\n');
        Replay.Result r = Replay.run(LogFormat.parse(new TextSource("play.bwlog", text.toString()), set), set, false);
        if (!r.ok()) throw new IllegalStateException(r.failure());
        return r.last();
    }
}
