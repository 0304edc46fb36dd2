package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;
import pnp.play.MoveGame;
import pnp.random.Rng;

/**
 * Bridge Wars as a {@link MoveGame}: a {@link Match} is the state, the legal placements of the player to move
 * ({@link Moves#all}) are the moves, {@link Match#play} is the referee (standard rules: an illegal placement is
 * refused, never forfeited), and the top-down count is the result, each player's total in seat order.
 *
 * <p>A game for N players seats them in the corners {@code NW SE NE SW} in that order, lettered {@code R B G Y};
 * the seed draws the rods' height, 3 to 6 layers. Every placement puts one block of the mover's supply in play,
 * so a game lasts at most as many moves as the players hold blocks besides their starting squares.
 */
public final class BridgeWarsMoves implements MoveGame<Match, Placement> {
    private static final List<Corner> CORNERS = List.of(Corner.NW, Corner.SE, Corner.NE, Corner.SW);
    private static final String LETTERS = "RBGY";

    private final BlockSet set;

    /** The game with the blocks of {@code set}. */
    public BridgeWarsMoves(BlockSet set) {
        this.set = set;
    }

    @Override
    public Match start(long seed, int players) {
        if (players < minPlayers() || players > maxPlayers()) {
            throw new IllegalArgumentException("Bridge Wars takes 2 to 4 players, not " + players);
        }
        List<Claim> claims = new ArrayList<>();
        for (int i = 0; i < players; i++) claims.add(new Claim(CORNERS.get(i), LETTERS.charAt(i)));
        return Match.start(new Setup(claims), 3 + new Rng(seed).nextInt(4), set);
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return CORNERS.size();
    }

    @Override
    public int maxLength() {
        return maxPlayers() * (set.size() - 1);
    }

    @Override
    public List<Placement> legalMoves(Match m) {
        List<Placement> out = new ArrayList<>();
        if (m.isOver()) return out;
        for (Moves.Move move : Moves.all(m.position(), m.toMove(), m.supplyOf(m.toMove()))) out.add(move.placement());
        return out;
    }

    @Override
    public Match apply(Match m, Placement p) {
        try {
            return m.play(p, false).next();
        } catch (Match.IllegalPlacement e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public boolean isOver(Match m) {
        return m.isOver();
    }

    @Override
    public List<Integer> result(Match m) {
        Score score = Scoring.score(m.position().topView());
        List<Integer> out = new ArrayList<>();
        for (Claim c : m.position().setup().claims())
            out.add(score.of(c.letter()).total());
        return out;
    }
}
