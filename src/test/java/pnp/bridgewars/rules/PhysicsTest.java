package pnp.bridgewars.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.TopView;

class PhysicsTest {
    static final Setup TWO = new Setup(List.of(new Claim(Corner.NW, 'R'), new Claim(Corner.SE, 'B')));

    static List<Hole> holes(String names) {
        return Arrays.stream(names.split(" "))
                .map(n -> Hole.parse(n).orElseThrow())
                .toList();
    }

    /** A hand-built block: no rule is checked when it is put there. */
    static Position put(Position p, char player, String names, int layer) {
        List<Hole> cells = holes(names);
        return p.with(new Placement(player, "X" + p.blocks().size(), Orientation.R0, cells, 0), layer);
    }

    @Test
    void theStartingSquaresLieOnTheBoard() {
        Position p = Position.start(TWO, 6);
        assertEquals(1, p.top(Hole.parse("a1").orElseThrow()));
        assertEquals('R', p.uppermost(Hole.parse("b2").orElseThrow()).player());
        assertEquals('B', p.uppermost(Hole.parse("k11").orElseThrow()).player());
        assertEquals(0, p.top(Hole.parse("c1").orElseThrow()));
    }

    @Test
    void aBlockRestsOnItsOwnColour() {
        // b1 holds R's square on layer 1; c1 and d1 are bare: the block falls to 1 + max(1, 0, 0) = layer 2,
        // resting on R's square under b1 only
        Physics.Verdict v = Physics.check(Position.start(TWO, 6), 'R', holes("b1 c1 d1"));
        assertTrue(v.legal(), v.describe());
        assertEquals(2, v.layer());
        assertEquals(holes("b1"), v.restsOn());
    }

    @Test
    void itStopsAtTheFirstBlockAnyCellMeets() {
        // R: a stack 3 high on c3 (layers 1-3), 1 high on d3. A block over c3 d3 e3 falls until c3 stops it:
        // layer 4, resting on c3's layer-3 block only; d3 has a gap of two layers beneath
        Position p = Position.start(TWO, 6);
        p = put(p, 'R', "c3", 1);
        p = put(p, 'R', "c3", 2);
        p = put(p, 'R', "c3", 3);
        p = put(p, 'R', "d3", 1);
        Physics.Verdict v = Physics.check(p, 'R', holes("c3 d3 e3"));
        assertTrue(v.legal());
        assertEquals(4, v.layer());
        assertEquals(holes("c3"), v.restsOn());
    }

    @Test
    void bridgingOverAnotherColourWithAGapIsLegal() {
        // R stands 2 high on c5 and e5; B's block on d5 is 1 high. R's I3 over c5 d5 e5 lands on layer 3,
        // resting on R at c5 and e5; under d5 layer 2 is empty (a gap above B's layer-1 block): a bridge
        Position p = Position.start(TWO, 6);
        p = put(p, 'R', "c5", 1);
        p = put(p, 'R', "c5", 2);
        p = put(p, 'R', "e5", 1);
        p = put(p, 'R', "e5", 2);
        p = put(p, 'B', "d5", 1);
        Physics.Verdict v = Physics.check(p, 'R', holes("c5 d5 e5"));
        assertTrue(v.legal(), v.describe());
        assertEquals(3, v.layer());
        assertEquals(holes("c5 e5"), v.restsOn());
        // and it takes d5 from B: R gains 3 rods (c5 and e5 were already R's: 1 new) ... from above only d5 changes
        // hands
        var eff = Moves.effect(p, 'R', holes("c5 d5 e5"));
        assertEquals(1, eff.get('R'));
        assertEquals(-1, eff.get('B'));
    }

    @Test
    void restingOnAnotherColourIsIllegalEvenWithOwnColourBeside() {
        // R 2 high on c5, B 2 high on d5 (blocks 0 and 1 are the starting squares, so d5's top one is X5): a block over
        // c5 d5 lands on layer 3 touching R (c5) and B (d5): rule 2
        Position p = Position.start(TWO, 6);
        p = put(p, 'R', "c5", 1);
        p = put(p, 'R', "c5", 2);
        p = put(p, 'B', "d5", 1);
        p = put(p, 'B', "d5", 2);
        Physics.Verdict v = Physics.check(p, 'R', holes("c5 d5"));
        assertFalse(v.legal());
        assertEquals(Physics.Rule.OTHER_COLOUR, v.broken());
        assertTrue(v.describe().startsWith("rule 2 (a block may not rest on a block of another colour)"), v.describe());
        assertTrue(v.reason().contains("B's X5 under d5"), v.reason());
        // resting on B alone: also rule 2
        assertEquals(
                Physics.Rule.OTHER_COLOUR, Physics.check(p, 'R', holes("d5 e5")).broken());
    }

    @Test
    void restingOnTheBareBoardBreaksRuleOne() {
        Physics.Verdict v = Physics.check(Position.start(TWO, 6), 'R', holes("e5 f5"));
        assertEquals(Physics.Rule.OWN_COLOUR, v.broken());
        assertEquals(1, v.layer());
    }

    @Test
    void everyCellNeedsARod() {
        // g2 is in the diamond (4 + 1 steps from f6); h2 is in the NE corner (3 + 1 steps from k1),
        // unclaimed in a two-player game with NW and SE
        Position p = Position.start(TWO, 6);
        p = put(p, 'R', "g2", 1);
        Physics.Verdict v = Physics.check(p, 'R', holes("g2 h2"));
        assertEquals(Physics.Rule.PLAYABLE_AREA, v.broken());
        assertTrue(v.reason().startsWith("h2 has no rod (corner NE is unclaimed)"), v.reason());
    }

    @Test
    void noBlockAboveTheRodsTopButReachingItIsFine() {
        // rods 2 layers high. On the square (layer 1) a block lands on layer 2 = the top: legal.
        Position p = Position.start(TWO, 2);
        Physics.Verdict v = Physics.check(p, 'R', holes("a1 b1"));
        assertTrue(v.legal());
        assertEquals(2, v.layer());
        // with a block on layer 2 over b1, the next block over b1 c1 would land on layer 3 > 2
        p = p.with(new Placement('R', "I2a", Orientation.R0, holes("a1 b1"), 0), 2);
        v = Physics.check(p, 'R', holes("b1 c1"));
        assertEquals(Physics.Rule.PLAYABLE_AREA, v.broken());
        assertTrue(v.reason().contains("above the rods' top (layer 2)"), v.reason());
    }

    @Test
    void theTopViewShowsTheUppermostOwner() {
        Position p = Position.start(TWO, 6);
        p = put(p, 'B', "b2 c2", 2);
        TopView v = p.topView();
        assertEquals('R', v.at(Hole.parse("a1").orElseThrow()));
        assertEquals('B', v.at(Hole.parse("b2").orElseThrow()));
        assertEquals('.', v.at(Hole.parse("k1").orElseThrow()));
        assertEquals('-', v.at(Hole.parse("f6").orElseThrow()));
        // R: a1 b1 a2 = 3; B: b2 c2 + the SE square = 6
        Score s = Scoring.score(v);
        assertEquals(3, s.of('R').total());
        assertEquals(6, s.of('B').total());
    }

    @Test
    void coveringTheBrassRodTakesFivePoints() {
        Position p = Position.start(TWO, 6);
        p = put(p, 'B', "f6", 1);
        p = put(p, 'R', "e6", 1);
        p = put(p, 'R', "e6", 2);
        p = put(p, 'R', "g6", 1);
        p = put(p, 'R', "g6", 2);
        // R bridges e6 f6 g6 on layer 3: f6 (brass, 5) changes from B to R
        assertTrue(Physics.check(p, 'R', holes("e6 f6 g6")).legal());
        var eff = Moves.effect(p, 'R', holes("e6 f6 g6"));
        assertEquals(5, eff.get('R'));
        assertEquals(-5, eff.get('B'));
    }
}
