package pnp.web.table;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.LiveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.LiveRules;
import pnp.io.TextSource;
import pnp.random.Rng;
import pnp.web.BadRequest;

/** The table's side of a live round: players by number, move lines as phones send them, refusals as 409s. */
class LiveRoundTest {
    @Test
    void phonesPlayTheRollPaperPlayersOnlyWatchAndEveryRefusalSaysWhy() {
        LiveRound r = new LiveRound(5);
        r.join(1, false);
        r.join(2, false);
        r.join(3, true);
        r.doors(1, "A4 W", "G4 E");
        r.sameDoors();
        LiveRound.Live before = r.view();
        assertEquals(List.of(), before.dice());
        assertEquals("roll", before.phase());
        assertEquals(1, before.roller(), "the first phone player rolls first");
        BadRequest early = assertThrows(BadRequest.class, () -> r.move(2, "stop now"));
        assertEquals(400, early.status());
        assertEquals("move:1:6: unexpected 'now': 'stop' takes nothing after it", early.getMessage());
        r.roll();
        Rng dice = new Rng(5).split();
        List<Integer> rolled = List.of(dice.roll(6), dice.roll(6));
        LiveRound.Live v = r.view();
        assertEquals(rolled, v.dice());
        assertEquals(
                List.of(1, 2), v.waiting(), "no coins: the roll is kept at once; paper players are not waited for");
        assertEquals(3, v.players().size());
        assertTrue(v.players().get(2).paper());
        LiveRound.Mine mine = r.mine(1);
        assertTrue(mine.toPlay());
        assertFalse(mine.canReroll());
        assertEquals(rolled.get(0) + "-" + rolled.get(1), mine.tile().id());
        assertFalse(mine.fits().isEmpty());
        String anchor = mine.fits().get(0);
        BadRequest paper = assertThrows(BadRequest.class, () -> r.move(3, "stop"));
        assertEquals(409, paper.status());
        assertEquals("you play on paper in this round: enter your sheet at the end", paper.getMessage());
        BadRequest reroll = assertThrows(BadRequest.class, () -> r.move(2, "reroll light"));
        assertEquals(409, reroll.status());
        r.move(1, "tile " + anchor + " display " + anchor + " " + rolled.get(0));
        assertEquals(List.of(2), r.view().waiting());
        r.move(2, "stop");
        assertEquals("roll", r.view().phase());
        assertEquals(1, r.view().roller(), "player 2 stopped: the dice stay with player 1");
        r.move(1, "stop");
        assertTrue(r.view().over());
        for (int p : new int[] {1, 2}) {
            LiveLog log = LiveLog.parse(new TextSource("p.ikeslog", r.log(p, "P" + p)));
            assertEquals(
                    r.score(p),
                    LiveRules.replay(log.sheet(), TileChartParser.standard()).score());
        }
        assertNull(r.score(3));
    }

    @Test
    void aDoorMustBeAnOuterSide() {
        LiveRound r = new LiveRound(1);
        r.join(1, false);
        BadRequest bad = assertThrows(BadRequest.class, () -> r.doors(1, "D4 N", "G4 E"));
        assertEquals(400, bad.status());
        assertTrue(bad.getMessage().startsWith("entrance"), bad.getMessage());
    }
}
