package pnp.ikes.commands;

import java.util.Collections;
import java.util.List;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.IkesMoves;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Replay;
import pnp.io.TextSource;
import pnp.play.MoveGames;

/** Ike's solo challenge in the registry of games with moves: the standard tiles, the {@code .ikeslog} move log. */
public final class IkesPlay implements MoveGames.Entry<Position, Move> {
    private final TileChart chart = TileChartParser.standard();
    private final IkesMoves game = new IkesMoves(chart);

    @Override
    public String name() {
        return "ikes";
    }

    @Override
    public IkesMoves game() {
        return game;
    }

    /** The moves as a {@code .ikeslog}, read back and replayed against challenge {@code seed}. */
    @Override
    public Position throughText(long seed, int players, List<Move> moves) {
        String text = MoveLog.write(seed, moves, Collections.nCopies(moves.size(), null), "through text");
        MoveLog log = MoveLog.parse(new TextSource("play.ikeslog", text));
        Replay.Result r = Replay.run(log.seed(), log.moves(), log.tileIds(), chart);
        if (!r.legal()) throw new IllegalStateException(r.failure().reason());
        return r.position();
    }
}
