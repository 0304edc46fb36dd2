package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pnp.ikes.rules.TestPositions.c;
import static pnp.ikes.rules.TestPositions.start;

import org.junit.jupiter.api.Test;
import pnp.grid.Side;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.Move.PlaceCafeteria;
import pnp.ikes.model.Move.PlaceTile;
import pnp.ikes.model.Move.Reroll;
import pnp.ikes.model.Move.Reward;
import pnp.ikes.model.Move.Stop;

/**
 * The turn rules on hand-built positions. Tiles used (from templates/ikes/tiles.txt, offsets from the anchor):
 * 1-1 one space, wall N; 1-2 wall E; 1-4 wall W; 1-6 walls E and W; 4-2 spaces (0,0) (0,1) (1,1), walls
 * (0,0) E and (1,1) N; 5-3 three in a row, walls (0,0) E and (1,0) E.
 */
class RulesTest {
    private static PlaceTile tile(String anchor, String display, int face) {
        return new PlaceTile(c(anchor), c(display), face, null);
    }

    private static PlaceTile tile(String anchor, String display, int face, Reward r) {
        return new PlaceTile(c(anchor), c(display), face, r);
    }

    private static String reason(Position p, Move m) {
        return assertThrows(IllegalMoveException.class, () -> Rules.apply(p, m)).reason();
    }

    @Test
    void placingATileDrawsItsSpacesWallsAndDisplayAndEndsTheTurn() {
        Position p = Rules.apply(start(4, 2, 1, 1), tile("B2", "C3", 4));
        // 4-2 at B2 covers B2, B3, C3; walls B2 E and C3 N; display 4 on C3
        assertEquals(Board.OCCUPIED, p.content(c("B2")));
        assertEquals(Board.OCCUPIED, p.content(c("B3")));
        assertEquals(4, p.content(c("C3")));
        assertTrue(p.hasWall(c("B2"), Side.E));
        assertTrue(p.hasWall(c("C3"), Side.N));
        assertFalse(p.hasWall(c("B3"), Side.E));
        assertTrue(p.isEmpty(c("C2")));
        assertEquals(1, p.turnsPlayed());
        assertEquals(1, p.light());
        assertEquals(0, p.coins());
    }

    @Test
    void aTileMustStayOnTheSheet() {
        assertEquals(
                "tile 4-2 does not fit at G2: it would reach past the right edge of the sheet",
                reason(start(4, 2), tile("G2", "G2", 4)));
        assertEquals(
                "tile 4-2 does not fit at B7: it would reach past the bottom edge of the sheet",
                reason(start(4, 2), tile("B7", "B7", 4)));
    }

    @Test
    void aTileGoesOnlyOnEmptySpaces() {
        Position p = Rules.apply(start(1, 1, 4, 2), tile("C3", "C3", 1));
        assertEquals("tile 4-2 does not fit at B2: C3 is taken (display 1)", reason(p, tile("B2", "B2", 4)));
        Position q = Rules.apply(start(1, 1, 4, 2), new PlaceCafeteria(c("B3"), c("A3")));
        assertEquals("tile 4-2 does not fit at B2: B3 is taken by a cafeteria", reason(q, tile("B2", "B2", 4)));
    }

    @Test
    void theDisplayGoesOnTheNewTileWithAFaceOfEitherDie() {
        assertEquals(
                "the display must go on a space of the tile; C2 is not one (tile 4-2 at B2 covers B2 B3 C3)",
                reason(start(4, 2), tile("B2", "C2", 4)));
        assertEquals(
                "the display must match a die: the dice show 4 and 2, not 5", reason(start(4, 2), tile("B2", "B2", 5)));
        assertEquals(2, Rules.apply(start(4, 2), tile("B2", "B2", 2)).content(c("B2")));
    }

    @Test
    void aMatchingNeighbourEarnsExactlyOneReward() {
        // 1-1 at B2 with display 1, then 1-1 at C2 with display 1: B2 and C2 touch, 1-1's only wall is north
        Position p = Rules.apply(start(1, 1, 1, 1), tile("B2", "B2", 1));
        assertEquals(
                "the display at C2 earns a reward (next to display 1 at B2): add 'reward coins', "
                        + "'reward door CELL SIDE' or 'reward wall CELL SIDE'",
                reason(p, tile("C2", "C2", 1)));
        Position q = Rules.apply(p, tile("C2", "C2", 1, new Reward.Coins()));
        assertEquals(2, q.coins());
        // a different face next to it earns nothing, and claiming a reward then is illegal
        Position r = Rules.apply(start(1, 1, 1, 2), tile("B2", "B2", 1));
        assertEquals(
                "no reward here: C2 has no cafeteria or display 2 next to it without a wall between",
                reason(r, tile("C2", "C2", 2, new Reward.Coins())));
        assertEquals(2, Rules.apply(r, tile("C2", "C2", 2)).content(c("C2")));
    }

    @Test
    void aWallBetweenBlocksTheReward() {
        // 1-2 (wall E) at B2 with display 1; then 1-1 at C2, display 1: B2's east wall stands between
        Position p = Rules.apply(start(1, 2, 1, 1), tile("B2", "B2", 1));
        assertEquals(1, Rules.apply(p, tile("C2", "C2", 1)).content(c("C2")));
        // the new tile's own wall counts too: 1-4 (wall W) at C2 next to a 1 in B2 (tile 1-1)
        Position q = Rules.apply(start(1, 1, 1, 4), tile("B2", "B2", 1));
        assertEquals(1, Rules.apply(q, tile("C2", "C2", 1)).content(c("C2")));
        // ...but a wall elsewhere on the new tile does not: 1-1 has its wall on the north side
        Position r = Rules.apply(start(1, 1, 1, 1), tile("B2", "B2", 1));
        assertThrows(IllegalMoveException.class, () -> Rules.apply(r, tile("C2", "C2", 1)));
    }

    @Test
    void theNewTilesWallsCountBetweenADisplayAndACafeteria() {
        // cafeteria E5-F5; then tile 2-2 at D4 covers D4 E4 with walls on both south sides: E4's south wall
        // stands between its display and the cafeteria at E5, so no reward
        Position p = Rules.apply(start(1, 1, 2, 2, 2, 1), new PlaceCafeteria(c("E5"), c("F5")));
        assertEquals(0, Rules.apply(p, tile("D4", "E4", 2)).coins());
        // tile 2-1 has its walls on the north sides instead: the display at E4 touches the cafeteria
        Position q = Rules.apply(
                Rules.apply(start(1, 1, 1, 1, 2, 1), new PlaceCafeteria(c("E5"), c("F5"))), tile("A1", "A1", 1));
        assertEquals(
                "the display at E4 earns a reward (next to the cafeteria at E5): add 'reward coins', "
                        + "'reward door CELL SIDE' or 'reward wall CELL SIDE'",
                reason(q, tile("D4", "E4", 2)));
    }

    @Test
    void theCafeteriaCaseAndTheDoorwayReward() {
        // cafeteria C2-C3; then 1-2 at B2 (wall E between B2 and C2): no reward for B2's display
        Position p = Rules.apply(start(1, 1, 1, 2, 1, 1, 1, 1), new PlaceCafeteria(c("C2"), c("C3")));
        Position q = Rules.apply(p, tile("B2", "B2", 2));
        assertEquals(0, q.coins());
        // 1-1 at D2 with display 1: next to the cafeteria at C2, any face earns a reward: punch a doorway in B2 E
        Position r = Rules.apply(q, tile("D2", "D2", 1, new Reward.Door(c("B2"), Side.E)));
        assertTrue(r.hasDoor(c("B2"), Side.E));
        // now 1-1 at B3 display 1 touches the cafeteria at C3 with no wall: reward; and B2 (display 2) no longer
        // matters
        Position s = Rules.apply(r, tile("B3", "B3", 1, new Reward.Coins()));
        assertEquals(2, s.coins());
    }

    @Test
    void aDoorwayOnlyInAnExistingWallAndAWallOnlyWhereNoneIs() {
        Position p = Rules.apply(start(1, 1, 1, 1), tile("B2", "B2", 1));
        assertEquals(
                "no wall to punch a doorway in: D5 has no wall segment on its E side",
                reason(p, tile("C2", "C2", 1, new Reward.Door(c("D5"), Side.E))));
        assertEquals(
                "B2 already has a wall segment on its N side",
                reason(p, tile("C2", "C2", 1, new Reward.Wall(c("B2"), Side.N))));
        Position q = Rules.apply(p, tile("C2", "C2", 1, new Reward.Door(c("B2"), Side.N)));
        assertTrue(q.hasDoor(c("B2"), Side.N));
    }

    @Test
    void anAddedWallMakesItsSpaceNonEmpty() {
        Position p = Rules.apply(start(1, 1, 1, 1, 4, 2), tile("B2", "B2", 1));
        p = Rules.apply(p, tile("C2", "C2", 1, new Reward.Wall(c("C3"), Side.W)));
        assertEquals(Board.OCCUPIED, p.content(c("C3")));
        assertTrue(p.hasWall(c("C3"), Side.W));
        assertEquals("tile 4-2 does not fit at C3: C3 is taken", reason(p, tile("C3", "C3", 4)));
    }

    @Test
    void cafeterias() {
        Position p = start(1, 1, 1, 1, 1, 1, 1, 1);
        assertEquals(
                "a cafeteria covers two spaces side by side; B2 and C3 do not touch",
                reason(p, new PlaceCafeteria(c("B2"), c("C3"))));
        Position one = Rules.apply(p, new PlaceCafeteria(c("B2"), c("B3")));
        assertEquals(Board.CAFETERIA, one.content(c("B3")));
        assertEquals(1, one.turnsPlayed());
        assertEquals(
                "the cafeteria does not fit at B3 B4: B3 is taken by a cafeteria",
                reason(one, new PlaceCafeteria(c("B3"), c("B4"))));
        Position two = Rules.apply(one, new PlaceCafeteria(c("E5"), c("F5")));
        assertEquals(
                "you already drew 2 cafeterias; no more are allowed",
                reason(two, new PlaceCafeteria(c("A1"), c("B1"))));
    }

    @Test
    void rerollsCostACoinAndTakeTheReserveInOrder() {
        Position p = start(1, 1, 1, 1, 3, 3);
        assertEquals(
                "no coin left: a reroll of the dark die costs 1 coin and you have 0", reason(p, new Reroll(false)));
        p = Rules.apply(p, tile("B2", "B2", 1));
        p = Rules.apply(p, tile("C2", "C2", 1, new Reward.Coins()));
        assertEquals(2, p.coins());
        assertEquals(3, p.light());
        // light reserve 6,5,4,...; dark reserve 1,2,3,...
        p = Rules.apply(p, new Reroll(true));
        assertEquals(6, p.light());
        assertEquals(3, p.dark());
        p = Rules.apply(p, new Reroll(true));
        assertEquals(5, p.light());
        assertEquals(0, p.coins());
        assertEquals(2, p.lightUsed());
        assertEquals("tile 5-3", "tile " + p.tile().id());
        assertEquals(2, p.turnsPlayed());
    }

    @Test
    void aUsedUpReserveAllowsNoMoreRerolls() {
        // a reserve of one value per die: the second reroll of the light die is refused, the dark die still rerolls
        Challenge d = TestPositions.dice(1, 1, 1, 1, 3, 3);
        Challenge tiny = new Challenge(0, d.entrance(), d.exit(), d.light(), d.dark(), new int[] {6}, new int[] {2});
        Position p = Position.start(tiny, TestPositions.CHART);
        p = Rules.apply(p, tile("B2", "B2", 1));
        p = Rules.apply(p, tile("C2", "C2", 1, new Reward.Coins()));
        p = Rules.apply(p, new Reroll(true));
        assertEquals(6, p.light());
        assertEquals("the light die's reroll reserve is used up (all 1 values taken)", reason(p, new Reroll(true)));
        assertEquals(2, Rules.apply(p, new Reroll(false)).dark());
    }

    @Test
    void stoppingAndRunningOutOfTurnsEndTheGame() {
        Position p = Rules.apply(start(1, 1, 1, 1), new Stop());
        assertTrue(p.over());
        assertEquals("the game is over: you already stopped", reason(p, tile("B2", "B2", 1)));
        Position q = Rules.apply(start(1, 1), tile("B2", "B2", 1));
        assertTrue(q.over());
        assertEquals("the game is over: all 1 turns of the challenge are played", reason(q, new Stop()));
    }
}
