package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;

/** The reward options the pilot leaves out ({@link Expander#rewardOptions(Position, boolean)}): each is matched or beaten by one it keeps. */
class LeanRewardsTest {
    private static final TileChart CHART = TileChartParser.standard();

    private static Cell cell(String name) {
        return Cell.parse(name, 7, 7).orElseThrow();
    }

    @Test
    void theOuterDoorTheClosedSideAndTheLaterTwinAreLeftOut() {
        // entrance A1 (north), exit G7 (south); every roll is 1-1, a single with a wall on its north side.
        // Turn 1: C1, its wall on the sheet's outer edge. Turn 2: C2, its wall between C2 and C1. Turn 3: D2,
        // its wall between D2 and D1; its display matches C2's across an open side, so it takes 2 coins.
        Challenge ch = new Challenge(
                1,
                new CellSide(cell("A1"), Side.N),
                new CellSide(cell("G7"), Side.S),
                new int[] {1, 1, 1, 1},
                new int[] {1, 1, 1, 1},
                new int[] {1, 1},
                new int[] {1, 1});
        Position p = Position.start(ch, CHART);
        p = Rules.apply(p, new Move.PlaceTile(cell("C1"), cell("C1"), 1, null));
        p = Rules.apply(p, new Move.PlaceTile(cell("C2"), cell("C2"), 1, null));
        p = Rules.apply(p, new Move.PlaceTile(cell("D2"), cell("D2"), 1, new Move.Reward.Coins()));
        Set<Move.Reward> plain = new HashSet<>(Expander.rewardOptions(p, false));
        Set<Move.Reward> lean = new HashSet<>(Expander.rewardOptions(p, true));
        assertTrue(plain.containsAll(lean));
        Set<Move.Reward> left = new HashSet<>(plain);
        left.removeAll(lean);
        // a doorway in C1's north wall opens onto nothing; a wall on C1's south side adds nothing to C2's
        // wall there; a wall on D2's west side is the same sheet as one on C2's east side (both spaces filled)
        assertEquals(
                Set.of(
                        new Move.Reward.Door(cell("C1"), Side.N),
                        new Move.Reward.Wall(cell("C1"), Side.S),
                        new Move.Reward.Wall(cell("D2"), Side.W)),
                left);
        // kept: the doorway between C2 and C1, the twin on C2, and a wall on empty D1 beside D2's wall (it fills D1)
        assertTrue(lean.containsAll(List.of(
                new Move.Reward.Door(cell("C2"), Side.N),
                new Move.Reward.Wall(cell("C2"), Side.E),
                new Move.Reward.Wall(cell("D1"), Side.S))));
    }

    /** What a sheet offers every later turn: its open sides, its empty spaces, whether the entrance and the exit are open. */
    private static List<Long> sheet(Position p) {
        List<Long> out = new ArrayList<>();
        for (long m : p.openMasks()) out.add(m);
        long empty = 0;
        for (int i = 0; i < Board.CELLS; i++) if (p.content(i) == Board.EMPTY) empty |= 1L << i;
        out.add(empty);
        Challenge ch = p.challenge();
        out.add(p.closed(Board.index(ch.entrance().cell()), ch.entrance().side().ordinal()) ? 1L : 0L);
        out.add(p.closed(Board.index(ch.exit().cell()), ch.exit().side().ordinal()) ? 1L : 0L);
        return out;
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void everyOptionLeftOutGivesASheetAKeptOneOrTheCoinsGive(long seed) {
        // positions of a seeded random game; every option left out is checked against those kept
        Random rng = new Random(seed);
        Expander random = new Expander(Heuristic.IMMEDIATE, 0, 0);
        Node n = new Node(Position.start(ChallengeGenerator.challenge(seed), CHART), null, null, null);
        int leftOut = 0;
        while (!n.position.over()) {
            Position p = n.position;
            List<Move.Reward> lean = Expander.rewardOptions(p, true);
            Set<List<Long>> kept = new HashSet<>();
            kept.add(sheet(p)); // 2 coins: the sheet as it is
            for (Move.Reward r : lean) kept.add(sheet(Rules.finishTurn(p, r)));
            for (Move.Reward r : Expander.rewardOptions(p, false)) {
                if (lean.contains(r)) continue;
                leftOut++;
                assertTrue(
                        kept.contains(sheet(Rules.finishTurn(p, r))),
                        () -> "seed " + seed + ": " + r + " on\n" + Arrays.toString(p.openMasks()));
            }
            List<Node> kids = random.children(n);
            if (kids.isEmpty()) break;
            n = kids.get(rng.nextInt(kids.size()));
        }
        assertTrue(leftOut > 20, "left out " + leftOut);
    }

    /** The placements whose doorways and walls were tried: each a roll (the moves before it) and where the tile and display went. */
    private static Set<String> triedPlacements(List<Node> kids) {
        Set<String> out = new HashSet<>();
        for (Node c : kids) {
            if (isDoorOrWall(c)) {
                Move.PlaceTile t = (Move.PlaceTile) c.move;
                out.add(c.moves().subList(0, c.moves().size() - 1) + " " + t.anchor() + " " + t.display() + " "
                        + t.face());
            }
        }
        return out;
    }

    @Test
    void perTurnTheRewardsAreTriedOnOnePlacementWhateverTheRolls() {
        // the first position of a seeded random game where, roll by roll, rewards are tried on more than one placement
        Expander perRoll = new Expander(Heuristic.SHAPED.get(0), 2, 1);
        Expander perTurn = perRoll.withRewardsPerTurn();
        Expander random = new Expander(Heuristic.IMMEDIATE, 0, 0);
        Random rng = new Random(5);
        Node n = new Node(Position.start(ChallengeGenerator.challenge(21), CHART), null, null, null);
        while (!n.position.over() && triedPlacements(perRoll.children(n)).size() < 2) {
            List<Node> kids = random.children(n);
            n = kids.get(rng.nextInt(kids.size()));
        }
        assertTrue(triedPlacements(perRoll.children(n)).size() >= 2, "no position found");
        assertEquals(1, triedPlacements(perTurn.children(n)).size());
        // the rest of the move list is the same
        assertEquals(
                perRoll.children(n).stream()
                        .filter(c -> !isDoorOrWall(c))
                        .map(c -> c.moves().toString())
                        .toList(),
                perTurn.children(n).stream()
                        .filter(c -> !isDoorOrWall(c))
                        .map(c -> c.moves().toString())
                        .toList());
    }

    private static boolean isDoorOrWall(Node c) {
        return c.move instanceof Move.PlaceTile t && t.reward() != null && !(t.reward() instanceof Move.Reward.Coins);
    }
}
