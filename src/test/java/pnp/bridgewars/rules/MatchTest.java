package pnp.bridgewars.rules;

import static org.junit.jupiter.api.Assertions.*;
import static pnp.bridgewars.rules.PhysicsTest.holes;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;
import pnp.io.TextSource;

class MatchTest {
    static final BlockSet SET = BlockSetFormat.standard();

    static Placement p(char player, String block, String orientation, String cells) {
        return new Placement(player, block, Orientation.parse(orientation).orElseThrow(), holes(cells), 0);
    }

    static Match play(Match m, Placement... ps) throws Match.IllegalPlacement {
        for (Placement p : ps) m = m.play(p, false).next();
        return m;
    }

    @Test
    void reachingTheTopGivesEveryOtherPlayerOneMoreTurn() throws Exception {
        // three players, rods 2 high: R's domino on its own square (layer 1) lands on layer 2 = the top.
        // B and then G each get one more turn; after G's the game is over and R never moves again.
        Setup three =
                new Setup(List.of(new Claim(Corner.NW, 'R'), new Claim(Corner.SE, 'B'), new Claim(Corner.SW, 'G')));
        Match m = Match.start(three, 2, SET);
        m = play(m, p('R', "I2a", "r0", "b1 c1"));
        assertEquals(2, m.finalTurnsLeft());
        assertEquals('B', m.toMove());
        m = play(m, p('B', "I2a", "r0", "i11 j11"));
        assertFalse(m.isOver());
        m = play(m, p('G', "I2a", "r0", "b11 c11"));
        assertTrue(m.isOver());
    }

    @Test
    void theTopTriggerCountsTheOtherPlayersTurns() throws Exception {
        // rods 3 high, three players. R: domino on the square (layer 2), B likewise, G likewise; then R puts a
        // domino on its layer-2 domino: layer 3 = the top. B and G get one more turn each, then it is over.
        Setup three =
                new Setup(List.of(new Claim(Corner.NW, 'R'), new Claim(Corner.SE, 'B'), new Claim(Corner.SW, 'G')));
        Match m = Match.start(three, 3, SET);
        m = play(m, p('R', "I2a", "r0", "b1 c1"), p('B', "I2a", "r0", "i11 j11"), p('G', "I2a", "r0", "b11 c11"));
        assertEquals(-1, m.finalTurnsLeft());
        Match.Step s = m.play(p('R', "I2b", "r0", "c1 d1"), false);
        assertEquals(3, s.turn().verdict().layer());
        assertEquals("R reached the rods' top (layer 3)", s.turn().note());
        m = s.next();
        assertEquals(2, m.finalTurnsLeft());
        assertFalse(m.isOver());
        // B reaches the top too during the last round: that does not add turns
        m = play(m, p('B', "I2b", "r0", "h11 i11"));
        assertEquals(1, m.finalTurnsLeft());
        m = play(m, p('G', "I2b", "r90", "a9 a10"));
        assertTrue(m.isOver());
        assertEquals("every other player had one more turn after R reached the rods' top (layer 3)", m.over());
        Match over = m;
        Match.IllegalPlacement e =
                assertThrows(Match.IllegalPlacement.class, () -> over.play(p('R', "I3a", "r0", "a2 b2 c2"), false));
        assertTrue(e.getMessage().startsWith("the game is already over"), e.getMessage());
    }

    @Test
    void playingTheLastBlockEndsAfterOneMoreRound() throws Exception {
        // a set of the square and one domino: R's domino is R's last block; B gets one more turn
        BlockSet tiny = BlockSetFormat.parse(new TextSource("t", "square ##/##\nD ##\n"));
        Setup two = PhysicsTest.TWO;
        Match m = Match.start(two, 6, tiny);
        Match.Step s = m.play(p('R', "D", "r0", "b1 c1"), false);
        assertEquals("R put their last block into play", s.turn().note());
        m = s.next();
        assertEquals(1, m.finalTurnsLeft());
        m = play(m, p('B', "D", "r0", "i11 j11"));
        assertTrue(m.isOver());
        assertEquals("every other player had one more turn after R put their last block into play", m.over());
    }

    @Test
    void noLegalPlacementEndsTheGameAtOnce() {
        // rods 1 layer high: the squares fill layer 1, every block would land on layer 2 or the bare board
        Match m = Match.start(PhysicsTest.TWO, 1, SET);
        assertTrue(m.isOver());
        assertEquals("R cannot put any block into play legally", m.over());
    }

    @Test
    void aPlayerWhoseColourIsAllCoveredEndsTheGameOnTheirTurn() throws Exception {
        // Hand-built: R stands on i10 (layers 1-2) and i11 (layers 1-2) and bridges i10 j10 k10 on layer 3 over
        // B's square (j10 k10 j11 k11, layer 1). R now drops I3a over i11 j11 k11: it lands on layer 3
        // (1 + the 2 of i11), resting on R at i11. Every B block (just the square) is now covered, so no B block
        // can rest on B: the game ends at once on B's turn, with no extra round.
        Position pos = Position.start(PhysicsTest.TWO, 6);
        pos = PhysicsTest.put(pos, 'R', "i10", 1);
        pos = PhysicsTest.put(pos, 'R', "i10", 2);
        pos = PhysicsTest.put(pos, 'R', "i10 j10 k10", 3);
        pos = PhysicsTest.put(pos, 'R', "i11", 1);
        pos = PhysicsTest.put(pos, 'R', "i11", 2);
        List<BlockType> rest = SET.blocks().subList(1, SET.size());
        Match m = new Match(pos, SET, 0, List.of(rest, rest), -1, null, null);
        Match.Step s = m.play(p('R', "I3a", "r0", "i11 j11 k11"), false);
        assertEquals(3, s.turn().verdict().layer());
        assertNull(s.turn().note());
        assertTrue(s.next().isOver());
        assertEquals("B cannot put any block into play legally", s.next().over());
        assertEquals(List.of(), Moves.all(s.next().position(), 'B', rest));
    }

    @Test
    void theLastBlockOfOneWhileTheOtherStillPlays() throws Exception {
        BlockSet tiny = BlockSetFormat.parse(new TextSource("t", "square ##/##\nD ##\nE ##\n"));
        Match m3 = Match.start(PhysicsTest.TWO, 3, tiny);
        m3 = play(m3, p('R', "D", "r0", "a1 b1"), p('B', "D", "r0", "j11 k11"), p('R', "E", "r0", "a2 b2"));
        // R has no blocks left: one more turn for B, whose E still fits
        assertEquals(1, m3.finalTurnsLeft());
        assertFalse(m3.isOver());
        assertEquals('B', m3.toMove());
        m3 = play(m3, p('B', "E", "r0", "j10 k10"));
        assertTrue(m3.isOver());
    }

    @Test
    void turnOrderAndBlocksAlreadyInPlay() throws Exception {
        Match m = Match.start(PhysicsTest.TWO, 6, SET);
        Match first = m;
        Match.IllegalPlacement e =
                assertThrows(Match.IllegalPlacement.class, () -> first.play(p('B', "I2a", "r0", "i11 j11"), false));
        assertEquals("it is R's turn, not B's (turn order: R, B)", e.getMessage());
        m = play(m, p('R', "I2a", "r0", "b1 c1"), p('B', "I2a", "r0", "i11 j11"));
        Match later = m;
        e = assertThrows(Match.IllegalPlacement.class, () -> later.play(p('R', "I2a", "r0", "c1 d1"), false));
        assertTrue(e.getMessage().startsWith("R's I2a is already in play"), e.getMessage());
        e = assertThrows(Match.IllegalPlacement.class, () -> later.play(p('R', "square", "r0", "c1 d1 c2 d2"), false));
        assertEquals("R's square is already in play from the start", e.getMessage());
        assertEquals(18, later.supplyOf('R').size());
    }

    @Test
    void advancedRulesForfeitTheTurnForRulesOneAndTwoOnly() throws Exception {
        Match m = Match.start(PhysicsTest.TWO, 6, SET);
        // R's domino on the bare board breaks rule 1: without --advanced the replay stops ...
        Match start = m;
        Match.IllegalPlacement e =
                assertThrows(Match.IllegalPlacement.class, () -> start.play(p('R', "I2a", "r0", "e5 f5"), false));
        assertTrue(e.getMessage().startsWith("rule 1"), e.getMessage());
        // ... with it R takes the block back and loses the turn: B is to move, R still has I2a
        Match.Step s = m.play(p('R', "I2a", "r0", "e5 f5"), true);
        assertTrue(s.turn().forfeited());
        assertEquals('B', s.next().toMove());
        assertEquals(19, s.next().supplyOf('R').size());
        assertEquals(0, s.next().position().top(holes("e5").get(0)));
        // rule 3 (no rod at k1) is never a forfeit: the block never entered play
        Match.IllegalPlacement e3 =
                assertThrows(Match.IllegalPlacement.class, () -> s.next().play(p('B', "I2a", "r90", "k1 k2"), true));
        assertTrue(e3.getMessage().startsWith("rule 3"), e3.getMessage());
    }
}
