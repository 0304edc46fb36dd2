package pnp.freezetag.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.grid.Cell;

class MoveGeneratorTest {
    private static List<String> moves(Position pos, int player, Size size) {
        return MoveGenerator.moves(pos, player, size).stream()
                .map(o -> o.move().notation())
                .toList();
    }

    @Test
    void aLonePieceStepsOneSquareInEightDirections() {
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . RM . .", ". . . . .", ". . . . .");
        // C3's neighbours in reading order: B2 C2 D2 B3 D3 B4 C4 D4
        assertEquals(
                List.of("M C3-B2", "M C3-C2", "M C3-D2", "M C3-B3", "M C3-D3", "M C3-B4", "M C3-C4", "M C3-D4"),
                moves(pos, 0, Size.M));
        assertEquals(List.of(), moves(pos, 0, Size.S), "no small on the board");
    }

    @Test
    void aCornerPieceHasThreeSquares() {
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . . . .", ". . . . .", "RS . . . .");
        // A5 (red's own starting row, not its far row): A4, B4, B5
        assertEquals(List.of("S A5-A4", "S A5-B4", "S A5-B5"), moves(pos, 0, Size.S));
    }

    @Test
    void onlyAPieceOnTheFarRowStepsOffAndOnlyByTheFarEdge() {
        // red starts S, so its far edge is N and row 1 is its far row; B1: off, A1 C1 A2 B2 C2
        Position pos = Positions.redBlue(". RL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . BL");
        assertEquals(List.of("L B1-off", "L B1-A1", "L B1-C1", "L B1-A2", "L B1-B2", "L B1-C2"), moves(pos, 0, Size.L));
        // blue starts N, far edge S: its large on E5 may leave; E5's neighbours D4 E4 D5
        assertEquals(List.of("L E5-off", "L E5-D4", "L E5-E4", "L E5-D5"), moves(pos, 1, Size.L));
        // red's large on row 5 is on its own starting edge: no way off there
        Position back = Positions.redBlue(". . . . .", ". . . . .", ". . . . .", ". . . . .", ". . RL . .");
        assertFalse(moves(back, 0, Size.L).contains("L C5-off"));
    }

    @Test
    void freezeOntoSameOrLargerNeverOntoOwnSmallerNeverOntoAStackOfTwo() {
        // red M on C3. C2 red L (own larger: freeze), D2 blue M (opponent's same: freeze), B2 red S (own
        // smaller: illegal), B3 blue S (opponent's smaller: capture), D3 blue L under blue S (stack of two:
        // illegal), C4 blue L (opponent's larger: freeze), B4 and D4 empty.
        Position pos = Positions.redBlue(". . . . .", ". RS RL BM .", ". BS RM BL/BS .", ". . BL . .", ". . . . .");
        List<String> m = moves(pos, 0, Size.M);
        assertTrue(
                m.containsAll(List.of("M C3-C2 *L", "M C3-D2 *M", "M C3-C4 *L", "M C3-B4", "M C3-D4")), m.toString());
        assertTrue(m.stream().noneMatch(s -> s.startsWith("M C3-B2")), "never onto your own smaller piece");
        assertTrue(m.stream().noneMatch(s -> s.startsWith("M C3-D3")), "never onto a stack of two");
        // capture on B3: the blue S is relocated. After the capture C2 D2 B2 B3 D3 C4 are occupied, so
        // 25 - 6 = 19 empty squares; plus the single pieces it may freeze: C2 red L, D2 blue M (its own
        // larger), B2 red S (same size), B3 the red M that took it, C4 blue L: 19 + 5 = 24.
        long captures = m.stream().filter(s -> s.startsWith("M C3-B3 xS>")).count();
        assertEquals(24, captures);
        assertTrue(m.contains("M C3-B3 xS>B3 *M"), "put back on its captor, freezing it");
        assertFalse(m.contains("M C3-B3 xS>D3"), "never onto a stack of two");
        // 3 freezes + 2 empty squares + 24 captures
        assertEquals(29, m.size());
    }

    @Test
    void aCaptureRelocatesTheSmallerPieceToAnyLegalSquare() {
        // red L C3 takes blue M on C2. 7 other neighbours are empty. After the capture only C2 (red L)
        // is occupied: the blue M may go to any of 24 empty squares or onto the red L (freezing it): 25.
        Position pos = Positions.redBlue(". . . . .", ". . BM . .", ". . RL . .", ". . . . .", ". . . . .");
        List<String> m = moves(pos, 0, Size.L);
        assertEquals(7 + 25, m.size());
        assertTrue(m.contains("L C3-C2 xM>C3"), "back to the captor's old square");
        assertTrue(m.contains("L C3-C2 xM>C2 *L"));
        var outcome = MoveGenerator.moves(pos, 0, Size.L).stream()
                .filter(o -> o.move().notation().equals("L C3-C2 xM>E5"))
                .findFirst()
                .orElseThrow();
        assertEquals("red L", outcome.after().describe(outcome.after().top(new Cell(2, 1))));
        assertEquals("blue M", outcome.after().describe(outcome.after().top(new Cell(4, 4))));
        assertNull(outcome.after().top(new Cell(2, 2)));
    }

    @Test
    void aTwoStepRelocationChainIncludingYourOwnSmall() {
        // red L C3 takes blue M on C2; the blue M may land on red's lone S on A1 and capture it, and
        // red then relocates its own S. blue S on E5: the blue M may not land on its own smaller piece.
        Position pos = Positions.redBlue("RS . . . .", ". . BM . .", ". . RL . .", ". . . . .", ". . . . BS");
        List<String> m = moves(pos, 0, Size.L);
        // after L C3-C2: C2 A1 E5 occupied, 22 empty squares for the blue M; onto the red L (freeze) 1;
        // onto E5 never (its own smaller); onto A1 captures the red S, which then has 22 empty squares,
        // C2 (red L), A1 (blue M) and E5 (blue S, same size) to freeze: 25. So 22 + 1 + 25 = 48 captures.
        assertEquals(48, m.stream().filter(s -> s.startsWith("L C3-C2")).count());
        assertEquals(7 + 48, m.size());
        assertFalse(m.stream().anyMatch(s -> s.startsWith("L C3-C2 xM>E5")), "blue M onto its own smaller blue S");
        assertTrue(m.contains("L C3-C2 xM>A1 xS>E1"));
        assertTrue(m.contains("L C3-C2 xM>A1 xS>E5 *S"));
        Move chain = MoveGenerator.moves(pos, 0, Size.L).stream()
                .map(MoveGenerator.Outcome::move)
                .filter(x -> x.notation().equals("L C3-C2 xM>A1 xS>E1"))
                .findFirst()
                .orElseThrow();
        assertEquals(2, chain.chain().size());
        assertEquals("L C3-C2, relocating blue M to A1, relocating red S to E1", chain.describe(pos));
        var after = MoveGenerator.moves(pos, 0, Size.L).stream()
                .filter(o -> o.move().notation().equals("L C3-C2 xM>A1 xS>E1"))
                .findFirst()
                .orElseThrow()
                .after();
        assertEquals("blue M", after.describe(after.top(new Cell(0, 0))));
        assertEquals("red S", after.describe(after.top(new Cell(4, 0))));
        assertEquals(1, after.height(new Cell(0, 0)));
    }

    @Test
    void aFrozenPieceCannotMoveButTheOneOnTopCan() {
        // C3: red M under blue M. Red's only medium is frozen; blue's medium is on top and free.
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . RM/BM . .", ". . . . .", ". . . . .");
        assertEquals(List.of(), moves(pos, 0, Size.M));
        assertFalse(MoveGenerator.canMove(pos, 0, Size.M));
        // blue M from C3: 8 neighbours, all empty
        assertEquals(8, moves(pos, 1, Size.M).size());
        // once blue moves away the red M is free again
        Position after = MoveGenerator.moves(pos, 1, Size.M).get(0).after();
        assertEquals(8, moves(after, 0, Size.M).size() - 1 + 1, "8 neighbours of C3, B2 now holds blue M: a freeze");
    }

    @Test
    void winnerHasThreePiecesOff() {
        Position pos = Positions.parse(
                "player R red S off M L\nplayer B blue N off S\n",
                ". RL . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        assertEquals(-1, TurnGenerator.winner(pos));
        Position won = MoveGenerator.moves(pos, 0, Size.L).stream()
                .filter(o -> o.move().offBoard())
                .findFirst()
                .orElseThrow()
                .after();
        assertEquals(0, TurnGenerator.winner(won));
        assertEquals(3, won.offTotal(0));
    }
}
