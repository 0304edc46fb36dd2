package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.format.IkesWriter;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.TestPositions;
import pnp.random.Rng;

/**
 * The solver's ranking ({@link BestRoute}) and estimate ({@link RouteEstimate}) against the project's
 * exact scorer (pnp.ikes.rules, used for every reported score) on the positions real games reach:
 * seeded random games over 40 challenges, every position along the way, with random rewards (coins,
 * doorways, walls). The ranking must equal the exact score; without a cafeteria the estimate too;
 * always, the estimate's route region must hold every space of the exact best route (the solver
 * offers new walls only there).
 */
class ScorerAgreementTest {
    @Test
    void theEstimateAgreesWithTheExactScorerOnRandomGames() {
        List<Position> positions = randomGamePositions();
        for (Position p : positions) {
            ScoreResult exact = p.score();
            String where = "seed " + p.challenge().seed() + " after turn " + p.turnsPlayed() + "\n"
                    + IkesWriter.write(p.sheet());
            assertEquals(exact.score(), BestRoute.best(p).score(), where);
            if (p.cafeteriaCount() == 0) assertEquals(exact.score(), RouteEstimate.estimate(p), where);
            long region = RouteEstimate.routeRegion(p);
            for (Cell c : exact.best().map(r -> r.walk()).orElse(List.of())) {
                assertTrue(
                        (region >> Board.index(c) & 1) != 0,
                        c + " of the best route lies outside the region; " + where);
            }
        }
        assertEquals(true, positions.size() > 400, "compared " + positions.size());
    }

    /** Every position, in order, of seeded random games over 40 challenges (random placements, displays, rewards and cafeterias). */
    static List<Position> randomGamePositions() {
        List<Position> out = new ArrayList<>();
        for (long seed = 1; seed <= 40; seed++) {
            Rng rng = new Rng(seed * 7919);
            Position p = Position.start(ChallengeGenerator.challenge(seed), TestPositions.CHART);
            while (!p.over()) {
                List<Move> moves = legalMoves(p, rng);
                if (moves.isEmpty()) break;
                p = Rules.apply(p, moves.get(rng.nextInt(moves.size())));
                out.add(p);
            }
        }
        return out;
    }

    /** Up to a few legal moves found by random tries: tile placements (random display and reward) or a cafeteria. */
    private static List<Move> legalMoves(Position p, Rng rng) {
        List<Move> out = new ArrayList<>();
        for (int tries = 0; tries < 60 && out.size() < 3; tries++) {
            Cell anchor = Board.cell(rng.nextInt(Board.CELLS));
            List<Cell> cells = tryFootprint(p, anchor);
            if (cells.isEmpty()) continue;
            Cell d = cells.get(rng.nextInt(cells.size()));
            int face = rng.nextBoolean() ? p.light() : p.dark();
            Move.Reward[] rewards = {
                null,
                new Move.Reward.Coins(),
                new Move.Reward.Wall(Board.cell(rng.nextInt(49)), Side.values()[rng.nextInt(4)]),
                new Move.Reward.Door(Board.cell(rng.nextInt(49)), Side.values()[rng.nextInt(4)])
            };
            for (Move.Reward r : rewards) {
                Move m = new Move.PlaceTile(anchor, d, face, r);
                try {
                    Rules.apply(p, m);
                    out.add(m);
                } catch (IllegalMoveException e) {
                    // not legal with this reward
                }
            }
        }
        if (p.cafeteriaCount() < 2 && rng.nextInt(8) == 0) {
            Cell a = Board.cell(rng.nextInt(42));
            Move m = new Move.PlaceCafeteria(a, new Cell(a.col(), a.row() + 1));
            try {
                Rules.apply(p, m);
                out.add(m);
            } catch (IllegalMoveException e) {
                // taken
            }
        }
        return out;
    }

    private static List<Cell> tryFootprint(Position p, Cell anchor) {
        try {
            return Rules.footprint(p, anchor);
        } catch (IllegalMoveException e) {
            return List.of();
        }
    }
}
