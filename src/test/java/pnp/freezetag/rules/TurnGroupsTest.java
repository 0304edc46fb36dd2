package pnp.freezetag.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;

class TurnGroupsTest {
    private static List<TurnGroups.Group> groups(Position pos, int player, Roll roll) {
        List<TurnGroups.Group> out = new ArrayList<>();
        TurnGroups.count(pos, player, roll).each(out::add);
        return out;
    }

    /** The full list grouped by hand: first turn and count for each position, in order of first turns. */
    private static void sameAsGroupingTheFullList(Position pos, int player, Roll roll) {
        List<Turn> all = TurnGenerator.turns(pos, player, roll);
        Map<Position, List<Turn>> byPosition = new LinkedHashMap<>();
        for (Turn t : all)
            byPosition.computeIfAbsent(t.after(), k -> new ArrayList<>()).add(t);
        TurnGroups g = TurnGroups.count(pos, player, roll);
        assertEquals(all.size(), g.turns());
        assertEquals(byPosition.size(), g.positions());
        List<TurnGroups.Group> got = groups(pos, player, roll);
        assertEquals(byPosition.size(), got.size());
        assertEquals(
                all.size(),
                got.stream().mapToLong(TurnGroups.Group::turns).sum(),
                "the groups' counts add up to every turn");
        int i = 0;
        for (var e : byPosition.entrySet()) {
            TurnGroups.Group x = got.get(i++);
            assertEquals(e.getKey(), x.after());
            assertEquals(e.getValue().size(), x.turns());
            assertEquals(e.getValue().get(0).moves(), x.moves(), "the first turn that reaches it stands for the group");
        }
    }

    @Test
    void aRelocatedSmallThatMovesOnReachesOnePositionSixWays() {
        // red (starts S): L C3, S A5; blue M C2. Roll S+L. The turn 'S A5-A4; then L C3-C2, relocating
        // blue M to A5' ends with red S A4, red L C2, blue M A5. So do the L-first turns that relocate
        // the blue M to A5, capturing the red S there, put the S on a square next to A4 and then step it
        // to A4: A3, B3, B4, B5 (empty) or A5 itself (onto the blue M, freezing it, and off it again).
        // 1 + 5 = 6 turns, each with its own notation.
        Position pos = Positions.redBlue(". . . . .", ". . BM . .", ". . RL . .", ". . . . .", "RS . . . .");
        List<TurnGroups.Group> got = groups(pos, 0, Roll.SL);
        TurnGroups.Group g = got.stream()
                .filter(x -> new Turn(x.moves(), x.after()).notation().equals("S A5-A4; L C3-C2 xM>A5"))
                .findFirst()
                .orElseThrow();
        assertEquals(6, g.turns());
        sameAsGroupingTheFullList(pos, 0, Roll.SL);
    }

    @Test
    void oneSizeWithoutMergesIsOneGroupATurn() {
        // the same position, roll L: 7 steps; the capture on C2 relocates the blue M to 23 empty
        // squares, onto the red L (freezing it) or onto the red S on A5, capturing it; the S then goes
        // to any of 23 empty squares or freezes the L or the M: 25. 7 + 23 + 1 + 25 = 56 turns, each
        // to its own position.
        Position pos = Positions.redBlue(". . . . .", ". . BM . .", ". . RL . .", ". . . . .", "RS . . . .");
        TurnGroups g = TurnGroups.count(pos, 0, Roll.L);
        assertEquals(56, g.turns());
        assertEquals(56, g.positions());
        assertEquals(1, g.movesPerTurn());
    }

    @Test
    void groupsAddUpToTheFullListOnHandBuiltAndPlayedPositions() {
        Position chain = Positions.redBlue("RS . . . .", ". . BM . .", ". . RL . .", ". . . . .", ". . . . BS");
        Position lost = Positions.redBlue("RM/BM RL/BL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . .");
        for (Roll roll : Roll.values()) {
            sameAsGroupingTheFullList(chain, 0, roll);
            sameAsGroupingTheFullList(chain, 1, roll);
            sameAsGroupingTheFullList(lost, 0, roll);
        }
        for (Position pos : PlayedPositions.of(4, 7, 6, 11)) {
            for (Roll roll : Roll.values()) for (int p = 0; p < 4; p++) sameAsGroupingTheFullList(pos, p, roll);
        }
    }

    @Test
    void theEmptyTurnIsOneGroup() {
        Position lost = Positions.redBlue("RM/BM RL/BL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . .");
        List<TurnGroups.Group> got = groups(lost, 0, Roll.ML);
        assertEquals(1, got.size());
        assertEquals(List.of(), got.get(0).moves());
        assertEquals(lost, got.get(0).after());
        assertEquals(0, TurnGroups.count(lost, 0, Roll.ML).movesPerTurn());
    }
}
