package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
        assertEquals(200, ann.post("/api/table/sheet", Map.of("done", false)).status());
        ann.post("/api/table/sheet", Map.of("text", text, "claim", 0, "done", true));
        assertTrue(seat(host.get("/api/table/state").json(), "Ann")
                .get("claimMatches")
                .asBoolean());
    }

    @Test
    void thePadsSheetIsCheckedByTheTableInOneRequest() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        JsonNode annSheet =
                seat(ann.sheet("contract-example.ikes", false).json(), "Ann").get("sheet");
        JsonNode pad = annSheet.get("sheet");
        TableClient.Reply r = bob.post("/api/table/sheet", Map.of("sheet", pad, "done", true));
        assertEquals(200, r.status(), r.body());
        JsonNode mine = seat(r.json(), "Bob");
        assertEquals(6, mine.get("score").asInt(), "the worked example's score, as from its text");
        assertEquals(
                annSheet.get("text").asText(), mine.get("sheet").get("text").asText(), "the same sheet");
        assertEquals(pad, mine.get("sheet").get("sheet"), "kept as the pad holds it");
        assertTrue(mine.get("finished").asBoolean(), mine.toString());

        // a pad's sheet with problems is kept open, its problems named at the pad's spaces
        TableClient cy = player("Cy");
        ObjectNode broken = pad.deepCopy();
        broken.putNull("entrance");
        r = cy.post("/api/table/sheet", Map.of("sheet", broken, "done", true));
        assertEquals(200, r.status(), r.body());
        mine = seat(r.json(), "Cy");
        assertFalse(mine.get("sheet").get("valid").asBoolean());
        assertTrue(mine.get("sheet").get("problems").size() > 0, mine.toString());
        assertFalse(mine.get("finished").asBoolean(), "not finished while it has problems");
        assertEquals(
                400,
                cy.post("/api/table/sheet", Map.of("sheet", pad, "text", "entrance A4 W\n"))
                        .status(),
                "the sheet or the text, not both");
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

    /** A host-only route called as a phone on the network would (not from this computer). */
    static BadRequest fromAPhone(Table table, String route, String body) {
        TableApi api = new TableApi(table, new JoinLimit(5, System::nanoTime));
        var headers = HttpFields.build().add("Content-Type", "application/json");
        var call = new Extension.Call(
                "POST",
                "/api/table/" + route,
                null,
                headers,
                false,
                "192.168.1.20",
                body.getBytes(StandardCharsets.UTF_8));
        return Assertions.assertThrows(BadRequest.class, () -> api.answer(call));
    }

    @Test
    void aFinishedSheetStaysAsItIsUntilItsPlayerReopensIt() throws Exception {
        TableClient bob = player("Bob");
        TableClient dan = player("Dan");
        bob.sheet("contract-example.ikes", true); // 6
        dan.sheet("door-in-one-wall.ikes", true); // 3
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(List.of("Bob"), names(s.get("winners")));
        TableClient.Reply late = bob.sheet("door-in-one-wall.ikes", false);
        assertEquals(409, late.status());
        assertTrue(late.json().get("error").asText().contains("Change my sheet"), late.body());
        s = host.get("/api/table/state").json();
        assertEquals(6, seat(s, "Bob").get("score").asInt(), "the score stays");
        assertEquals(List.of("Bob"), names(s.get("winners")), "and so does the winner");
        assertFalse(seat(s, "Bob").has("reopened"));

        assertEquals(200, bob.post("/api/table/sheet", Map.of("done", false)).status());
        s = host.get("/api/table/state").json();
        assertTrue(seat(s, "Bob").get("reopened").asBoolean(), "the host page sees the reopening");
        assertFalse(seat(s, "Bob").get("finished").asBoolean());
        assertEquals(List.of("Bob"), names(s.get("waiting")));
        assertEquals(List.of(), names(s.get("winners")), "no winner while Bob changes his sheet");
        assertEquals(200, bob.sheet("door-in-one-wall.ikes", true).status());
        s = host.get("/api/table/state").json();
        assertEquals(List.of("Bob", "Dan"), names(s.get("winners")), "both on 3");
        assertTrue(seat(s, "Bob").get("reopened").asBoolean(), "still said once finished again");
    }

    @Test
    void theHostRemovesAPlayerWhoLeftAndTheRoundNamesItsWinner() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        TableClient cy = player("Cy");
        ann.sheet("contract-example.ikes", true); // 6
        bob.sheet("door-in-one-wall.ikes", true); // 3
        cy.sheet("tied-cafeterias.ikes", false); // 3, never finished
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(List.of("Cy"), names(s.get("waiting")));
        int cyId = seat(s, "Cy").get("id").asInt();
        assertEquals(404, host.post("/api/table/remove", Map.of("player", 99)).status());
        s = host.post("/api/table/remove", Map.of("player", cyId)).json();
        assertEquals(List.of("Ann", "Bob"), s.get("players").findValuesAsText("name"));
        assertTrue(s.get("over").asBoolean());
        assertEquals(List.of("Ann"), names(s.get("winners")));
        assertEquals(403, cy.sheet("tied-cafeterias.ikes", true).status(), "Cy's key went with the seat");
    }

    @Test
    void theHostEndsTheRoundAndTheWinnersAreAmongThoseWithAScore() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        player("Cy"); // joined, entered nothing
        ann.sheet("door-in-one-wall.ikes", false); // 3, not finished
        bob.sheet("contract-example.ikes", false); // 6, not finished
        JsonNode s = host.post("/api/table/end", Map.of()).json();
        assertTrue(s.get("over").asBoolean());
        assertTrue(s.get("ended").asBoolean());
        assertEquals(List.of("Bob"), names(s.get("winners")));
        assertEquals(List.of(), names(s.get("waiting")));
        TableClient.Reply late = ann.sheet("contract-example.ikes", true);
        assertEquals(409, late.status());
        assertTrue(late.json().get("error").asText().contains("ended"), late.body());
        assertEquals(
                3, seat(host.get("/api/table/state").json(), "Ann").get("score").asInt());
        s = host.newRound("ikes", null).json();
        assertFalse(s.get("ended").asBoolean(), "a new round is open again");
        assertEquals(200, ann.sheet("contract-example.ikes", true).status());
    }

    @Test
    void removingEndingAndFreeingAreTheHostsAlone() {
        Table table = new Table();
        Seat ann = table.join("Ann");
        for (String route : List.of("remove", "free", "end")) {
            BadRequest e = fromAPhone(table, route, "{\"player\": " + ann.id + "}");
            assertEquals(403, e.status(), route);
            assertTrue(e.getMessage().contains("host"), e.getMessage());
        }
        TableView v = table.view(null);
        assertFalse(v.ended());
        assertEquals(1, v.players().size());
        assertTrue(v.players().get(0).seated());
    }

    @Test
    void aFreedSeatGoesBackToItsOwnerByNameWithTheirEntries() throws Exception {
        TableClient ann = player("Ann");
        ann.sheet("contract-example.ikes", false);
        String oldKey = ann.key;
        TableClient again = new TableClient(server.port(), mode.token()); // a private tab: no cookie
        assertEquals(409, again.join("Ann").status(), "the seat is held by the lost cookie");
        int id = seat(host.get("/api/table/state").json(), "Ann").get("id").asInt();
        JsonNode s = host.post("/api/table/free", Map.of("player", id)).json();
        assertFalse(seat(s, "Ann").get("seated").asBoolean());
        TableClient.Reply r = again.join("ann");
        assertEquals(200, r.status(), r.body());
        assertEquals(id, r.json().get("id").asInt(), "the same seat");
        JsonNode me = seat(again.get("/api/table/state").json(), "Ann");
        assertEquals(6, me.get("score").asInt(), "with its entries");
        assertTrue(me.get("seated").asBoolean());
        ann.key = oldKey;
        assertEquals(403, ann.sheet("door-in-one-wall.ikes", false).status(), "the lost key no longer works");
    }

    @Test
    void theStandingsPutScoredPlayersFirstAndTheOthersBelowWithoutAPlace() throws Exception {
        player("Ann");
        TableClient bob = player("Bob");
        TableClient cy = player("Cy");
        cy.sheet("contract-example.ikes", false); // 6
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(List.of("Cy", "Ann", "Bob"), s.get("players").findValuesAsText("name"));
        assertEquals(1, s.get("players").get(0).get("place").asInt(), "the leader is in place 1");
        assertFalse(s.get("players").get(1).has("place"));
        assertFalse(s.get("players").get(2).has("place"));
        bob.sheet("door-in-one-wall.ikes", false); // 3
        s = host.get("/api/table/state").json();
        assertEquals(List.of("Cy", "Bob", "Ann"), s.get("players").findValuesAsText("name"));
        assertEquals(2, s.get("players").get(1).get("place").asInt());
        String csv = host.get("/api/table/export.csv").body();
        assertEquals(
                List.of(
                        "place,player,score,grade,claim,claim_matches,finished,winner",
                        "1,Cy,6,respectable,6,true,false,false",
                        "2,Bob,3,failure,,,false,false",
                        ",Ann,,,,,false,false"),
                csv.lines().toList());
    }

    @Test
    void aBrowserOpeningAWrongOrOldJoinLinkGetsAPageSayingWhatToDo() throws Exception {
        TableClient phone = new TableClient(server.port(), null);
        for (String path : List.of("/join?t=an-old-token", "/join", "/table.html")) {
            TableClient.Reply r = phone.page(path);
            assertEquals(path.equals("/join?t=an-old-token") ? 403 : 401, r.status(), path);
            assertTrue(r.raw().headers().firstValue("Content-Type").orElse("").startsWith("text/html"), path);
            assertTrue(r.body().startsWith("<!doctype html>") && r.body().contains("<h1>Cannot join the table</h1>"));
            assertTrue(r.body().contains("Scan the QR code on the host's screen again"), r.body());
        }
        assertTrue(phone.page("/join?t=an-old-token").body().contains("from another evening"));
        TableClient.Reply api = phone.get("/join?t=an-old-token");
        assertEquals(403, api.status());
        assertTrue(api.json().get("error").asText().startsWith("wrong token"), "JSON for API clients");
        phone.token = "stale";
        TableClient.Reply stale = phone.page("/table.html");
        assertEquals(403, stale.status());
        assertTrue(stale.body().contains("from another evening"), stale.body());
    }

    @Test
    void invisibleNamesAndLookAlikesOfASeatedNameAreRefusedInPlainWords() throws Exception {
        player("Alice");
        TableClient c = new TableClient(server.port(), mode.token());
        TableClient.Reply filler = c.join("\u3164");
        assertEquals(400, filler.status(), "U+3164 HANGUL FILLER alone");
        assertTrue(filler.json().get("error").asText().contains("invisible character (U+3164)"), filler.body());
        assertEquals(400, c.join("Bob\u3164").status(), "an invisible tail");
        TableClient.Reply cyrillic = c.join("\u0410lice"); // Cyrillic capital A
        assertEquals(400, cyrillic.status(), cyrillic.body());
        assertTrue(cyrillic.json().get("error").asText().contains("alphabets"), cyrillic.body());
        TableClient.Reply greek = c.join("\u0391\u0399\u0399\u039f\u0395"); // Greek capitals: one alphabet
        assertEquals(200, greek.status(), "one alphabet and no seated look-alike: " + greek.body());
        TableClient d = new TableClient(server.port(), mode.token());
        TableClient.Reply allCyrillic = d.join("\u0430\u0440\u0435"); // "ape" in Cyrillic letters
        assertEquals(200, allCyrillic.status(), "a whole Cyrillic name is fine while no 'ape' is seated");
        TableClient.Reply looks = new TableClient(server.port(), mode.token()).join("ape");
        assertEquals(409, looks.status(), looks.body());
        assertEquals(
                "name: 'ape' looks like '\u0430\u0440\u0435', who is at the table already; pick a name people can"
                        + " tell apart",
                looks.json().get("error").asText());
        assertEquals(
                409, new TableClient(server.port(), mode.token()).join("AIice").status(), "I for l");
        assertEquals(
                200,
                new TableClient(server.port(), mode.token()).join("Jos\u00e9").status());
        assertEquals(
                200,
                new TableClient(server.port(), mode.token())
                        .join("\u3055\u304f\u3089")
                        .status());
    }
}
