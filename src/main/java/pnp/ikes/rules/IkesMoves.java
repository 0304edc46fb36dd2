package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.play.MoveGame;

/**
 * Ike's solo challenge as a {@link MoveGame}: challenge {@code seed} ({@link ChallengeGenerator}) as the start,
 * one player, every legal move of a position, {@link Rules#apply} as the referee, and the sheet's score as the
 * result. A game is at most {@value ChallengeGenerator#TURNS} turns, each ended by one tile, cafeteria or stop,
 * plus one move a reroll, and each reroll takes a value from one of the two reserves.
 *
 * <p>The moves of a turn: a reroll of either die while coins and that die's reserve last; stopping; a
 * cafeteria on any two side-by-side empty spaces while fewer than two are drawn; and the rolled tile
 * wherever all its spaces are empty, with a display of either die's face on any of its spaces, and, where
 * that display earns a reward, each reward: 2 coins, a doorway in any wall segment without one, or a wall
 * on any side that has none. Cost: 49 anchors times the tile's spaces times two faces, times up to
 * 1 + 49 x 4 x 2 rewards where one is earned; a few thousand moves at most.
 */
public final class IkesMoves implements MoveGame<Position, Move> {
    private final TileChart chart;

    /** The game with the tiles of {@code chart}. */
    public IkesMoves(TileChart chart) {
        this.chart = chart;
    }

    @Override
    public Position start(long seed, int players) {
        if (players != 1) throw new IllegalArgumentException("a solo challenge has 1 player, not " + players);
        return Position.start(ChallengeGenerator.challenge(seed), chart);
    }

    @Override
    public int minPlayers() {
        return 1;
    }

    @Override
    public int maxPlayers() {
        return 1;
    }

    @Override
    public int maxLength() {
        return ChallengeGenerator.TURNS + 2 * ChallengeGenerator.RESERVE;
    }

    @Override
    public List<Move> legalMoves(Position p) {
        List<Move> out = new ArrayList<>();
        if (p.over()) return out;
        for (boolean light : new boolean[] {true, false}) {
            int used = light ? p.lightUsed() : p.darkUsed();
            if (p.coins() > 0 && used < p.challenge().reserveSize(light)) out.add(new Move.Reroll(light));
        }
        out.add(new Move.Stop());
        if (p.cafeteriaCount() < Rules.MAX_CAFETERIAS) cafeterias(p, out);
        for (int i = 0; i < Board.CELLS; i++) tiles(p, Board.cell(i), out);
        return out;
    }

    private static void cafeterias(Position p, List<Move> out) {
        for (int i = 0; i < Board.CELLS; i++) {
            Cell a = Board.cell(i);
            if (!p.isEmpty(a)) continue;
            for (Cell b : new Cell[] {new Cell(a.col() + 1, a.row()), new Cell(a.col(), a.row() + 1)}) {
                if (Board.inside(b.col(), b.row()) && p.isEmpty(b)) out.add(new Move.PlaceCafeteria(a, b));
            }
        }
    }

    private static void tiles(Position p, Cell anchor, List<Move> out) {
        List<Cell> cells;
        try {
            cells = Rules.footprint(p, anchor);
        } catch (IllegalMoveException offTheSheet) {
            return;
        }
        for (Cell c : cells) if (!p.isEmpty(c)) return;
        int[] faces = p.light() == p.dark() ? new int[] {p.light()} : new int[] {p.light(), p.dark()};
        for (Cell display : cells) {
            for (int face : faces) {
                Position drawn = Rules.drawUnchecked(
                        p,
                        anchor.col() - p.tile().anchor().col(),
                        anchor.row() - p.tile().anchor().row(),
                        Board.index(display),
                        face);
                if (Rules.rewardSource(drawn, Board.index(display), face) == null) {
                    out.add(new Move.PlaceTile(anchor, display, face, null));
                } else {
                    for (Move.Reward r : rewards(drawn)) out.add(new Move.PlaceTile(anchor, display, face, r));
                }
            }
        }
    }

    /** Every reward that may be taken on {@code drawn}: coins, a doorway in a wall without one, a new wall. */
    private static List<Move.Reward> rewards(Position drawn) {
        List<Move.Reward> out = new ArrayList<>();
        out.add(new Move.Reward.Coins());
        for (int i = 0; i < Board.CELLS; i++) {
            Cell c = Board.cell(i);
            for (Side s : Side.values()) {
                if (!drawn.hasWall(c, s)) out.add(new Move.Reward.Wall(c, s));
                else if (!drawn.hasDoor(c, s)) out.add(new Move.Reward.Door(c, s));
            }
        }
        return out;
    }

    @Override
    public Position apply(Position p, Move move) {
        return Rules.apply(p, move);
    }

    @Override
    public boolean isOver(Position p) {
        return p.over();
    }

    @Override
    public List<Integer> result(Position p) {
        return List.of(p.score().score());
    }
}
