package pnp.freezetag.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;

class TurnStreamTest {
    private static List<String> streamed(Position pos, int player, Roll roll) {
        List<String> out = new ArrayList<>();
        long n = TurnStream.each(pos, player, roll, (moves, after) -> out.add(new Turn(moves, after).notation()));
        assertEquals(out.size(), n, "the count returned is the number of turns handed on");
        return out;
    }

    private static void sameAsReference(Position pos) {
        for (int player = 0; player < pos.players().size(); player++) {
            for (Roll roll : Roll.values()) {
                List<Turn> ref = ReferenceTurns.turns(pos, player, roll);
                assertEquals(
                        ref.stream().map(Turn::notation).toList(),
                        streamed(pos, player, roll),
                        roll + " for player " + player);
                List<Turn> listed = TurnGenerator.turns(pos, player, roll);
                for (int i = 0; i < ref.size(); i++)
                    assertEquals(ref.get(i).after(), listed.get(i).after());
            }
        }
    }

    @Test
    void theSameTurnsInTheSameOrderAsGatheringThemAllOnPlayedPositions() {
        for (int players = 2; players <= 4; players++) {
            for (Position pos : PlayedPositions.of(players, 40 + players, 8, 9)) sameAsReference(pos);
        }
    }

    @Test
    void theSameTurnsOnHandBuiltRelocationPositions() {
        // a two-step chain (chain.txt), a red S that both moves and is relocated, frozen and lost sizes
        sameAsReference(Positions.redBlue("RS . . . .", ". . BM . .", ". . RL . .", ". . . . .", ". . . . BS"));
        sameAsReference(Positions.redBlue(". . . . .", ". . BM . .", ". . RL . .", ". . . . .", "RS . . . ."));
        sameAsReference(Positions.parse(
                "player R red N\nplayer B blue S\n",
                "RS BM/BM . . .",
                "BL/BL RM . . .",
                ". . . . .",
                ". . . . .",
                ". . . . ."));
        sameAsReference(Positions.redBlue("RM/BM RL/BL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."));
        sameAsReference(Positions.redBlue(". . . . .", ". . . . .", ". . RM/RS . .", ". . . . .", ". . . . ."));
    }

    @Test
    void theSameTwoMovesInEitherOrderAreOneTurn() {
        // red S on A5 and red M on E5, far apart: S+M gives 3 x 3 = 9 pairs in each order, the same
        // notations to the same positions, so 9 turns, all of them S first
        Position pos = Positions.redBlue(". . . . .", ". . . . .", ". . . . .", ". . . . .", "RS . . . RM");
        List<String> t = streamed(pos, 0, Roll.SM);
        assertEquals(9, t.size(), t.toString());
        assertTrue(t.stream().allMatch(s -> s.startsWith("S A5-")), t.toString());
    }
}
