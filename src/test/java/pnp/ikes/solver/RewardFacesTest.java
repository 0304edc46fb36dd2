package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;
import pnp.random.Rng;

/**
 * The premise {@link UpperBound} takes from the rules about rewards, checked against the engine on seeded
 * random games: a display that earns a reward shows a face some earlier display shows, or a cafeteria is
 * already on the sheet. The engine alone decides whether a placement earns (it refuses a placement that
 * earns without a reward, and one with a reward that earns none).
 */
class RewardFacesTest {
    static final TileChart CHART = TileChartParser.standard();

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void anEarnedRewardMatchesAFaceShownBeforeOrACafeteria(long seed) {
        Rng rng = new Rng(seed * 7919);
        Position p = Position.start(ChallengeGenerator.challenge(seed), CHART);
        int shown = 0; // faces shown so far, bit face - 1
        int earned = 0;
        while (!p.over()) {
            while (p.coins() > 0 && rng.nextInt(3) == 0) {
                boolean light = rng.nextInt(4) > 0;
                int used = light ? p.lightUsed() : p.darkUsed();
                if (used >= p.challenge().reserveSize(light)) break;
                p = Rules.apply(p, new Move.Reroll(light));
            }
            List<Cell> fits = fits(p);
            if (fits.isEmpty() || rng.nextInt(12) == 0) {
                Move cafe = cafeteria(p, rng);
                if (cafe == null) break;
                p = Rules.apply(p, cafe);
                continue;
            }
            // mostly a placement that earns, so that the games check many rewards
            List<Move.PlaceTile> earning = new ArrayList<>();
            for (Cell a : fits) {
                for (Cell d : Rules.footprint(p, a)) {
                    for (int f : new int[] {p.light(), p.dark()}) {
                        Move.PlaceTile m = new Move.PlaceTile(a, d, f, null);
                        if (!legal(p, m)) earning.add(m);
                    }
                }
            }
            Move.PlaceTile pick;
            if (!earning.isEmpty() && rng.nextInt(4) > 0) {
                pick = earning.get(rng.nextInt(earning.size()));
            } else {
                Cell a = fits.get(rng.nextInt(fits.size()));
                List<Cell> cells = Rules.footprint(p, a);
                int f = rng.nextInt(2) == 0 ? p.light() : p.dark();
                pick = new Move.PlaceTile(a, cells.get(rng.nextInt(cells.size())), f, null);
            }
            Cell anchor = pick.anchor();
            Cell display = pick.display();
            int face = pick.face();
            boolean cafeBefore = p.cafeteriaCount() > 0;
            Position next;
            boolean rewarded;
            try {
                next = Rules.apply(p, new Move.PlaceTile(anchor, display, face, null));
                rewarded = false;
            } catch (IllegalMoveException e) {
                next = Rules.apply(p, new Move.PlaceTile(anchor, display, face, new Move.Reward.Coins()));
                rewarded = true;
            }
            if (rewarded) {
                earned++;
                boolean matched = (shown & (1 << (face - 1))) != 0;
                assertTrue(
                        cafeBefore || matched,
                        "turn " + p.turnsPlayed() + ": display " + face + " on " + display + " earned with faces "
                                + Integer.toBinaryString(shown) + " shown and no cafeteria");
            }
            shown |= 1 << (face - 1);
            p = next;
        }
        assertTrue(earned >= 3, "a game with few rewards checks little: " + earned);
    }

    /** Whether the engine accepts {@code m} (a placement without a reward is refused where it earns one). */
    private static boolean legal(Position p, Move m) {
        try {
            Rules.apply(p, m);
            return true;
        } catch (IllegalMoveException e) {
            return false;
        }
    }

    /** Every anchor where the current tile fits. */
    private static List<Cell> fits(Position p) {
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < Sheet.CELLS; i++) {
            Cell anchor = new Cell(i % Sheet.SIZE, i / Sheet.SIZE);
            try {
                List<Cell> cells = Rules.footprint(p, anchor);
                if (cells.stream().allMatch(p::isEmpty)) out.add(anchor);
            } catch (IllegalMoveException e) {
                // past the edge of the sheet
            }
        }
        return out;
    }

    private static Move cafeteria(Position p, Rng rng) {
        if (p.cafeteriaCount() >= Rules.MAX_CAFETERIAS) return null;
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < Sheet.CELLS; i++) {
            Cell a = new Cell(i % Sheet.SIZE, i / Sheet.SIZE);
            Cell right = new Cell(a.col() + 1, a.row());
            Cell below = new Cell(a.col(), a.row() + 1);
            if (!p.isEmpty(a)) continue;
            if (a.col() + 1 < Sheet.SIZE && p.isEmpty(right)) out.add(new Move.PlaceCafeteria(a, right));
            if (a.row() + 1 < Sheet.SIZE && p.isEmpty(below)) out.add(new Move.PlaceCafeteria(a, below));
        }
        return out.isEmpty() ? null : out.get(rng.nextInt(out.size()));
    }
}
