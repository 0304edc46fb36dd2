package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import pnp.web.BadRequest;
import pnp.web.Extension;

/**
 * The table's API for Ike's: joining, each player's sheet scored live, the claim against the score, who
 * has not finished, the winner and ties. Expected scores are the worked examples of seeds/ikes.md.
 */
class TableApiTest extends AgainstTable {
    static List<String> names(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asText()));
        return out;
    }

    static JsonNode seat(JsonNode state, String name) {
        for (JsonNode p : state.get("players")) if (p.get("name").asText().equals(name)) return p;
        throw new AssertionError("no player " + name + " in " + state);
    }

    @Test
    void twoPlayersScoreLiveAndTheBetterSheetWinsOnceBothHaveFinished() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(List.of("Ann", "Bob"), names(s.get("waiting")));
        assertFalse(s.get("over").asBoolean());
        assertEquals(
                6,
                seat(ann.sheet("contract-example.ikes", false).json(), "Ann")
                        .get("score")
                        .asInt());
        s = host.get("/api/table/state").json();
        assertEquals(6, seat(s, "Ann").get("score").asInt(), "scored live, before finishing");
        assertEquals(List.of("Ann"), names(s.get("leaders")));
        assertEquals(List.of(), names(s.get("winners")), "no winner while Bob plays");
        bob.sheet("door-in-one-wall.ikes", true);
        ann.sheet("contract-example.ikes", true);
        s = host.get("/api/table/state").json();
        assertTrue(s.get("over").asBoolean());
        assertEquals(List.of("Ann"), names(s.get("winners")));
        assertEquals(6, s.get("best").asInt());
        assertEquals("Ann", s.get("players").get(0).get("name").asText(), "best first");
        assertEquals(3, seat(s, "Bob").get("score").asInt());
        assertEquals("respectable", seat(s, "Ann").get("grade").asText());
        assertTrue(seat(s, "Ann").get("claimMatches").asBoolean(), "the sheet claims 6");
        assertEquals(
                "A4",
                seat(s, "Ann").get("sheet").get("score").get("route").get(0).asText(),
                "for the picture");
    }

    @Test
    void fourPlayersWithATieForTheBestScoreShareTheWin() throws Exception {
        TableClient[] p = {player("Ann"), player("Bob"), player("Cy"), player("Di")};
        p[0].sheet("door-in-one-wall.ikes", true); // 3
        p[1].sheet("tied-cafeterias.ikes", true); // 3
        p[2].sheet("entrance-covered.ikes", true); // 0: no route
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(List.of("Di"), names(s.get("waiting")));
        assertEquals(List.of("Ann", "Bob"), names(s.get("leaders")));
        assertEquals(List.of(), names(s.get("winners")));
        p[3].sheet("dead-end-cafeteria.ikes", true); // 3
        s = host.get("/api/table/state").json();
        assertEquals(List.of("Ann", "Bob", "Di"), names(s.get("winners")), "three tied on 3");
        assertEquals(3, s.get("best").asInt());
        assertEquals("Cy", s.get("players").get(3).get("name").asText());
        assertEquals(0, seat(s, "Cy").get("score").asInt());
        String csv = host.get("/api/table/export.csv").body();
        assertEquals(
                List.of(
                        "place,player,score,grade,claim,claim_matches,finished,winner",
                        "1,Ann,3,failure,,,true,true",
                        "1,Bob,3,failure,,,true,true",
                        "1,Di,3,failure,,,true,true",
                        "4,Cy,0,failure,,,true,false"),
                csv.lines().toList());
    }

    @Test
    void aWrongClaimIsShownAgainstTheScoreWithTheLikelySlip() throws Exception {
        TableClient ann = player("Ann");
        ann.sheet("wrong-cafeteria-first.ikes", true);
        JsonNode me = seat(host.get("/api/table/state").json(), "Ann");
        assertEquals(0, me.get("score").asInt());
        assertEquals(2, me.get("claim").asInt());
        assertFalse(me.get("claimMatches").asBoolean());
        assertTrue(me.get("sheet").get("score").get("slips").size() > 0, me.toString());
        // a claim sent beside the text replaces the sheet's own
        String text = Files.readString(TableClient.SEEDS.resolve("ikes/wrong-cafeteria-first.ikes"));
        ann.post("/api/table/sheet", Map.of("text", text, "claim", 0, "done", true));
        assertTrue(seat(host.get("/api/table/state").json(), "Ann")
                .get("claimMatches")
                .asBoolean());
    }

    @Test
    void aSheetWithProblemsIsShownButCannotBeFinished() throws Exception {
        TableClient ann = player("Ann");
        TableClient.Reply r = ann.post("/api/table/sheet", Map.of("text", "entrance A4 W\n", "done", false));
        assertEquals(200, r.status());
        JsonNode me = seat(r.json(), "Ann");
        assertFalse(me.get("sheet").get("valid").asBoolean());
        assertTrue(me.get("sheet").get("problems").size() > 0);
        assertFalse(me.has("score"));
        r = ann.post("/api/table/sheet", Map.of("text", "entrance A4 W\n", "done", true));
        assertEquals(422, r.status());
        assertTrue(r.json().get("error").asText().contains("problems"));
    }

    @Test
    void aPlayerChangesOnlyTheirOwnSheet() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        ann.sheet("contract-example.ikes", false);
        bob.sheet("door-in-one-wall.ikes", false);
        TableClient stranger = new TableClient(server.port(), mode.token());
        assertEquals(401, stranger.sheet("tied-cafeterias.ikes", true).status(), "no key");
        stranger.key = "A".repeat(22);
        assertEquals(403, stranger.sheet("tied-cafeterias.ikes", true).status(), "a made-up key");
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(6, seat(s, "Ann").get("score").asInt());
        assertEquals(3, seat(s, "Bob").get("score").asInt());
        assertEquals(bob.join("Ann").status(), 409, "a taken name cannot be joined again");
        assertEquals(ann.key.length(), 22);
        assertFalse(s.toString().contains(ann.key), "keys are never shown");
        assertFalse(s.toString().contains(bob.key));
        assertEquals(
                seat(s, "Ann").get("id").asInt(),
                ann.get("/api/table/state").json().get("you").asInt());
        assertNull(host.get("/api/table/state").json().get("you"));
    }

    @Test
    void namesAndTheTableAreBounded() throws Exception {
        TableClient c = new TableClient(server.port(), mode.token());
        assertEquals(400, c.join("").status());
        assertEquals(400, c.join("x".repeat(25)).status());
        assertEquals(400, c.join("<script>").status());
        for (int i = 1; i <= Table.MAX_PLAYERS; i++) player("P" + i);
        TableClient.Reply full = new TableClient(server.port(), mode.token()).join("Late");
        assertEquals(409, full.status(), full.body());
        assertTrue(full.json().get("error").asText().contains("full"));
        TableClient.Reply big = c.post("/api/table/sheet", Map.of("text", "-".repeat(70_000)));
        assertEquals(413, big.status());
    }

    @Test
    void joinsAreRateLimitedPerAddress() throws Exception {
        int ok = 0;
        int limited = 0;
        for (int i = 0; i < TableMode.JOINS_PER_MINUTE + 3; i++) {
            int status = new TableClient(server.port(), mode.token())
                    .join("name" + i)
                    .status();
            if (status == 429) limited++;
            else ok++;
        }
        assertEquals(TableMode.JOINS_PER_MINUTE, ok);
        assertEquals(3, limited);
    }

    @Test
    void onlyTheHostComputerStartsARoundOrOpensATable() {
        Table table = new Table();
        TableApi api = new TableApi(table, new JoinLimit(5, System::nanoTime));
        var headers = HttpFields.build().add("Content-Type", "application/json");
        var call = new Extension.Call(
                "POST",
                "/api/table/new",
                null,
                headers,
                false,
                "192.168.1.20",
                "{\"game\":\"solo\"}".getBytes(StandardCharsets.UTF_8));
        BadRequest e = Assertions.assertThrows(BadRequest.class, () -> api.answer(call));
        assertEquals(403, e.status());
        assertEquals(Table.Game.IKES, table.game());
    }
}
