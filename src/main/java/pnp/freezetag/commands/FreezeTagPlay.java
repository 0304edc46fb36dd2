package pnp.freezetag.commands;

import java.util.List;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.rules.FreezeTagMoves;
import pnp.freezetag.rules.Turn;
import pnp.io.TextSource;
import pnp.play.MoveGames;

/**
 * Freeze Tag in the registry of games with moves. Freeze Tag has no move log: its text is the position's STATE
 * text, read back, with the seat to move, the roll and the turn count the turns played lead to.
 */
public final class FreezeTagPlay implements MoveGames.Entry<FreezeTagMoves.State, Turn> {
    private final FreezeTagMoves game = new FreezeTagMoves();

    @Override
    public String name() {
        return "freezetag";
    }

    @Override
    public FreezeTagMoves game() {
        return game;
    }

    @Override
    public FreezeTagMoves.State throughText(long seed, int players, List<Turn> moves) {
        FreezeTagMoves.State s = game.start(seed, players);
        for (Turn t : moves) s = game.apply(s, t);
        String text = StateFormat.write(s.position());
        return new FreezeTagMoves.State(
                StateFormat.parse(new TextSource("play.state", text)), s.toMove(), s.roll(), s.seed(), s.turns());
    }
}
