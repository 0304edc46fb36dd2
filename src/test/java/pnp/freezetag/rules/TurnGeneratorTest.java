package pnp.freezetag.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;

class TurnGeneratorTest {
    private static List<String> turns(Position pos, int player, Roll roll) {
        return TurnGenerator.turns(pos, player, roll).stream()
                .map(Turn::notation)
                .toList();
    }

    @Test
    void dieFaces() {
        assertEquals(
                List.of("S", "M", "L", "S+M", "S+L", "M+L"),
                Arrays.stream(Roll.values()).map(Roll::label).toList());
        assertEquals(List.of(Size.S, Size.M), Roll.SM.sizes());
        assertEquals(List.of(Size.S, Size.L), Roll.SL.sizes());
        assertEquals(List.of(Size.M, Size.L), Roll.ML.sizes());
        assertEquals(List.of(Size.L), Roll.L.sizes());
        assertEquals(Roll.ML, Roll.parse("l+m").orElseThrow());
        assertTrue(Roll.parse("S+S").isEmpty());
        assertTrue(Roll.parse("X").isEmpty());
    }

    @Test
    void oneSizeRolledIsOneMove() {
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . RM . .", ". . . . .", ". . . . .");
        assertEquals(8, turns(pos, 0, Roll.M).size());
    }

    @Test
    void twoSizesFromTheStartListEachDistinctTurnOnce() {
        // Two players across; red's S/S on B5, M/M on C5, L/L on D5.
        // S first: the top S of B5 goes to A4 B4 C4 or A5 (C5 is a stack of two); then the top M of
        // C5 goes to B4 C4 D4 unless its own S stands there (never onto your own smaller): 4*3 - 2 = 10.
        // M first (B4 C4 D4), then S: the same squares give the same turns, plus landing on the
        // medium (B4 or C4 when it is adjacent) or on the now-single M left on C5: 2 + 2 + 1 = 5 new.
        Position pos = Setup.position(Setup.players(List.of("red", "blue"), true));
        List<String> t = turns(pos, 0, Roll.SM);
        assertEquals(15, t.size(), t.toString());
        assertTrue(t.contains("S B5-A4; M C5-B4"));
        assertTrue(t.contains("M C5-B4; S B5-B4 *M"));
        assertTrue(t.contains("M C5-D4; S B5-C5 *M"));
        assertFalse(t.contains("M C5-D4; S B5-A4"), "the same as S B5-A4; M C5-D4, listed once");
        assertFalse(t.contains("S B5-B4; M C5-B4"), "never onto your own smaller piece");
    }

    @Test
    void aSizeWithNoMovablePieceIsLost() {
        // red's only small is frozen under blue's small on C3; red's medium stands free on E5.
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . RS/BS . .", ". . . . .", ". . . . RM");
        // roll S: the move is lost, the only turn is the empty one
        List<Turn> lost = TurnGenerator.turns(pos, 0, Roll.S);
        assertEquals(1, lost.size());
        assertTrue(lost.get(0).moves().isEmpty());
        assertEquals(pos, lost.get(0).after());
        // roll S+M: the small is lost, the medium still moves: E5 to D4, E4 or D5
        assertEquals(List.of("M E5-D4", "M E5-E4", "M E5-D5"), turns(pos, 0, Roll.SM));
    }

    @Test
    void ifYouCanMakeBothMovesYouMust() {
        // red starts N (far row 5). Red S on A1 is hemmed in by blue's stacks on A2 and B1; its only
        // square is B2, onto red's own medium (a freeze). Moving S first freezes the medium, so only one
        // move would be made; moving M first (to C1 C2 A3 B3 C3; A1 is red's own smaller S) frees B2
        // for the small. Both moves can be made, so only the five M-then-S turns are legal.
        Position pos = Positions.parse(
                "player R red N\nplayer B blue S\n",
                "RS BM/BM . . .",
                "BL/BL RM . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        List<String> t = turns(pos, 0, Roll.SM);
        assertEquals(
                List.of(
                        "M B2-C1; S A1-B2",
                        "M B2-C2; S A1-B2",
                        "M B2-A3; S A1-B2",
                        "M B2-B3; S A1-B2",
                        "M B2-C3; S A1-B2"),
                t);
        assertFalse(t.contains("S A1-B2 *M"));
    }

    @Test
    void onlyTopPiecesMoveAndBothLostGivesTheEmptyTurn() {
        // red M frozen under blue M on A1; red L frozen under blue L on B1: roll M+L, nothing moves
        Position pos = Positions.redBlue("RM/BM RL/BL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . .");
        assertEquals(List.of("(no move)"), turns(pos, 0, Roll.ML));
    }

    @Test
    void movingTheTopPieceFreesTheOneBelowForTheSecondMove() {
        // C3: red M under red S. Roll S+M: the M is frozen until the S moves, so only S-then-M turns
        // make both moves. The S goes to any of C3's 8 neighbours; the M then has C3's 8 neighbours
        // less the one holding its own smaller S: 8 x 7 = 56 turns, all S first.
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . RM/RS . .", ". . . . .", ". . . . .");
        List<Turn> t = TurnGenerator.turns(pos, 0, Roll.SM);
        assertEquals(56, t.size());
        assertTrue(t.stream()
                .allMatch(x -> x.moves().size() == 2 && x.moves().get(0).piece().size() == Size.S));
        assertTrue(turns(pos, 0, Roll.SM).contains("S C3-B2; M C3-C2"));
        assertFalse(turns(pos, 0, Roll.SM).contains("S C3-B2; M C3-B2"));
        // roll M alone: the medium is frozen, the move is lost
        assertEquals(List.of("(no move)"), turns(pos, 0, Roll.M));
    }
}
