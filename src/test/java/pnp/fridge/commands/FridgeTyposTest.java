package pnp.fridge.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.fridge.model.Point;
import pnp.fridge.model.Position;
import pnp.io.InputException;
import pnp.io.TextSource;

/** The typos a scorer makes most, each an error at its own line and column instead of another position. */
class FridgeTyposTest {
    private static String message(String text) {
        InputException e = assertThrows(InputException.class, () -> FridgeInput.read(new TextSource("t.fridge", text)));
        return e.getMessage();
    }

    @Test
    void aBarLineTypedTwiceIsAnErrorAtTheCopy() {
        String text = "player red\nbar 1 base a\nbar 2 a b\nbar 2 a b\nplayer blue\nbar 1 base x\n";
        assertEquals(
                "t.fridge:4:1: this 2-inch bar from a to b lies on the one on line 3; a bar cannot touch another"
                        + " bar, so delete the copy or name the junction it ends at",
                message(text));
    }

    @Test
    void theSameBarWrittenBackwardsLiesOnItToo() {
        String text = "player red\nbar 1 base a\n  bar 2 b a  # again\nbar 2 a b\nplayer blue\n";
        assertEquals(
                "t.fridge:4:1: this 2-inch bar from a to b lies on the one on line 3; a bar cannot touch another"
                        + " bar, so delete the copy or name the junction it ends at",
                message(text));
    }

    @Test
    void barsOfOtherLengthsOrOtherPlayersBetweenTheSameNamesAreKept() {
        // a 1-inch and a 2-inch bar cannot lie on each other; blue's a and b are blue's own junctions
        Position p = FridgeInput.read(new TextSource(
                "t.fridge", "player red\nbar 1 base a\nbar 2 base a\nplayer blue\nbar 1 base a\nbar 2 base a\n"));
        assertEquals(2, p.players().get(1).bars().size());
    }

    @Test
    void aJunctionNamedLikeAnotherColourInPlayIsAnError() {
        // "@" lost from "bar 1 a @blue": blue's base would silently become a junction called blue
        String text = "player red\nbar 1 base a\nbar 2 a b\nbar 1 b blue\nplayer blue\nbar 1 base x\n";
        assertEquals(
                "t.fridge:4:9: junction blue is named like the colour blue in play; write @blue for blue's base,"
                        + " or give the junction another name",
                message(text));
    }

    @Test
    void aJunctionNamedLikeTheOwnColourIsAnErrorAndCaseDoesNotMatter() {
        String text = "player red\nbar 1 base a\nbar 2 a Red\nplayer blue\nbar 1 base x\n";
        assertEquals(
                "t.fridge:3:9: junction Red is named like the colour red in play; write base for red's own base,"
                        + " or give the junction another name",
                message(text));
    }

    @Test
    void aJunctionNamedLikeAColourNotInPlayIsAnOrdinaryJunction() {
        Position p = FridgeInput.read(
                new TextSource("t.fridge", "player red\nbar 1 base green\nplayer blue\nbar 1 base x\n"));
        assertEquals(
                List.of(Point.BASE, Point.junction("green")),
                List.of(
                        p.players().get(0).bars().get(0).from(),
                        p.players().get(0).bars().get(0).to()));
    }
}
