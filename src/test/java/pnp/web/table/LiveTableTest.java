package pnp.web.table;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pnp.random.Rng;
import pnp.web.BadRequest;

/**
 * A live Ike's round through the table's API: the host rolls, phones play the roll, a phone cannot roll,
 * a paper player enters the finished sheet, the saved table brings the game back, and when everyone has
 * stopped the round names its winners.
 */
class LiveTableTest extends AgainstTable {
    private static JsonNode live(TableClient.Reply r) {
        assertEquals(200, r.status(), r.body());
        return r.json().get("live");
    }

    @Test
    void theHostRollsPhonesPlayAndTheRoundEndsWhenEveryoneHasStopped() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        JsonNode l = live(host.newRound("live", 5L));
        assertEquals(0, l.get("turn").asInt());
        assertEquals("roll", l.get("phase").asText());
        assertEquals(1, l.get("roller").asInt(), "Ann joined first: she rolls first");
        assertEquals(200, host.post("/api/table/doors", Map.of()).status());
        l = live(host.post("/api/table/roll", Map.of()));
        Rng dice = new Rng(5).split();
        assertEquals(
                List.of(dice.roll(6), dice.roll(6)),
                List.of(l.get("dice").get(0).asInt(), l.get("dice").get(1).asInt()));
        assertEquals("[1,2]", l.get("waiting").toString());
        BadRequest phoneRolls = TableApiTest.fromAPhone(mode.table(), "roll", "{}");
        assertEquals(403, phoneRolls.status());
        JsonNode mine = ann.get("/api/table/state").json().get("mine");
        assertTrue(mine.get("toPlay").asBoolean());
        String anchor = mine.get("fits").get(0).asText();
        String face = l.get("dice").get(0).asText();
        TableClient.Reply played =
                ann.post("/api/table/live", Map.of("move", "tile " + anchor + " display " + anchor + " " + face));
        assertEquals("[2]", live(played).get("waiting").toString());
        TableClient.Reply again = ann.post("/api/table/live", Map.of("move", "stop now"));
        assertEquals(400, again.status());
        TableClient.Reply twice =
                ann.post("/api/table/live", Map.of("move", "tile " + anchor + " display " + anchor + " " + face));
        assertEquals(409, twice.status());
        assertEquals(
                "you have played this turn: wait for the others to play this roll",
                twice.json().get("error").asText());
        live(bob.post("/api/table/live", Map.of("move", "stop")));
        JsonNode s = ann.post("/api/table/live", Map.of("move", "stop")).json();
        assertTrue(s.get("over").asBoolean());
        assertTrue(s.get("live").get("over").asBoolean());
        assertFalse(s.get("winners").isEmpty(), s.toString());
        TableClient.Reply log = host.get("/api/table/log?player=1");
        assertEquals(200, log.status());
        assertTrue(log.body().contains("\nlive 5\n"), log.body());
    }

    @Test
    void aPaperPlayerWatchesTheRollsAndEntersTheFinishedSheet() throws Exception {
        TableClient ann = player("Ann");
        TableClient cy = player("Cy");
        host.newRound("live", 3L);
        live(cy.post("/api/table/live", Map.of("paper", true)));
        live(ann.post("/api/table/live", Map.of("entrance", "A4 W", "exit", "G4 E")));
        JsonNode l = live(host.post("/api/table/roll", Map.of()));
        assertEquals("[1]", l.get("waiting").toString(), "the paper player is not waited for");
        assertEquals(409, cy.post("/api/table/live", Map.of("move", "stop")).status());
        live(ann.post("/api/table/live", Map.of("move", "stop")));
        JsonNode s = host.get("/api/table/state").json();
        assertFalse(s.get("over").asBoolean(), "Cy has not entered a sheet");
        assertEquals(List.of("Cy"), TableApiTest.names(s.get("waiting")));
        s = cy.sheet("contract-example.ikes", true).json();
        assertTrue(s.get("over").asBoolean());
        assertEquals(List.of("Cy"), TableApiTest.names(s.get("winners")), "6 beats Ann's empty sheet, -5");
    }

    @Test
    void aSavedLiveTableReopensWithEveryRollAndMove() throws Exception {
        TableClient ann = player("Ann");
        host.newRound("live", 8L);
        live(ann.post("/api/table/live", Map.of("entrance", "A4 W", "exit", "G4 E")));
        live(host.post("/api/table/roll", Map.of()));
        JsonNode mine = ann.get("/api/table/state").json().get("mine");
        String anchor = mine.get("fits").get(0).asText();
        String face = host.get("/api/table/state")
                .json()
                .get("live")
                .get("dice")
                .get(1)
                .asText();
        live(ann.post("/api/table/live", Map.of("move", "tile " + anchor + " display " + anchor + " " + face)));
        live(host.post("/api/table/roll", Map.of()));
        JsonNode before = host.get("/api/table/state").json().get("live");
        String saved = host.get("/api/table/save").body();
        assertTrue(saved.contains("\"live\""), saved);
        Table other = new Table();
        TableFile.open(other, saved.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        JsonNode after = pnp.cli.Json.MAPPER.valueToTree(other.view(null).live());
        assertEquals(before.toString(), after.toString());
    }
}
