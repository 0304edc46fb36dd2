package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.ikes.format.ParTableFormat;
import pnp.testing.Cli;
import pnp.web.WebServer;

/** Solo, Fridge and Bridge Wars rounds at the table, checked against the commands; saving and reopening. */
class TableRoundsTest extends AgainstTable {
    @TempDir
    Path dir;

    @Test
    void aSoloRoundRanksEveryoneOnTheSameChallengeAndEachLogReplaysToItsScore() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        JsonNode s = host.newRound("solo", 1L).json();
        assertEquals(1, s.get("seed").asInt());
        assertEquals(ParTableFormat.standard().of(1).getAsInt(), s.get("par").asInt());
        assertEquals(33, s.get("bound").asInt(), "docs/ikes.md: challenge 1, no one can beat 33");
        List<String> short1 = TableClient.moves("solo-1-short.ikeslog");
        assertEquals(200, ann.post("/api/table/solo", Map.of("moves", short1)).status());
        assertEquals(
                200,
                bob.post("/api/table/solo", Map.of("moves", short1.subList(0, 2)))
                        .status());
        s = host.get("/api/table/state").json();
        assertEquals(List.of("Bob"), TableApiTest.names(s.get("waiting")));
        JsonNode a = TableApiTest.seat(s, "Ann");
        assertEquals(-7, a.get("score").asInt(), "seeds/ikes.md works this game to -7");
        assertTrue(a.get("solo").get("over").asBoolean());
        // an illegal move is refused and the game stands
        TableClient.Reply bad =
                bob.post("/api/table/solo", Map.of("moves", plus(short1.subList(0, 2), "cafeteria A1 B1")));
        assertEquals(422, bad.status(), bad.body());
        assertTrue(bad.json().get("error").asText().startsWith("moves[2]: "), bad.body());
        assertEquals(
                2,
                TableApiTest.seat(host.get("/api/table/state").json(), "Bob")
                        .get("solo")
                        .get("moves")
                        .asInt());
        assertEquals(
                200,
                bob.post("/api/table/solo", Map.of("moves", plus(short1.subList(0, 2), "stop")))
                        .status());
        s = host.get("/api/table/state").json();
        assertTrue(s.get("over").asBoolean());
        for (JsonNode p : s.get("players")) {
            String text =
                    host.get("/api/table/log?player=" + p.get("id").asInt()).body();
            Path file = dir.resolve(p.get("name").asText() + ".ikeslog");
            Files.writeString(file, text);
            Cli.Result replay =
                    Cli.run(dir, "ikes", "replay", file.getFileName().toString());
            assertEquals(0, replay.status(), replay.err());
            assertTrue(
                    replay.out().contains(": score " + p.get("score").asInt() + " ("),
                    p.get("name") + " " + p.get("score") + "\n" + replay.out());
        }
        int bobScore = TableApiTest.seat(s, "Bob").get("score").asInt();
        assertEquals(List.of(bobScore > -7 ? "Bob" : "Ann"), TableApiTest.names(s.get("winners")));
        assertEquals(409, ann.sheet("contract-example.ikes", true).status(), "not an Ike's round");
    }

    private static List<String> plus(List<String> moves, String move) {
        List<String> out = new ArrayList<>(moves);
        out.add(move);
        return out;
    }

    @Test
    void aSoloRoundOfTheDayPlaysTheBooksChallengeOfThatDay() throws Exception {
        // docs/ikes.md: pnp ikes book --date 2026-11-23 writes ikes-book-327-327.pdf
        assertEquals(
                327,
                host.post("/api/table/new", Map.of("game", "solo", "date", "2026-11-23"))
                        .json()
                        .get("seed")
                        .asInt());
        assertEquals(
                1,
                host.post("/api/table/new", Map.of("game", "solo", "date", "2027-01-01"))
                        .json()
                        .get("seed")
                        .asInt());
        TableClient.Reply bad = host.post("/api/table/new", Map.of("game", "solo", "date", "23/11/2026"));
        assertEquals(400, bad.status());
        assertEquals("{\"error\":\"date: expected a day as YYYY-MM-DD, e.g. 2026-11-23\"}", bad.body());
    }

    @Test
    void aFridgeRoundScoresTheSharedPositionAsTheCommandDoes() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        host.newRound("fridge", null);
        String text = Files.readString(Path.of("seeds/fridge/example.fridge"));
        assertEquals(200, ann.post("/api/table/position", Map.of("text", text)).status());
        JsonNode s = bob.get("/api/table/state").json();
        Files.writeString(dir.resolve("p.fridge"), text);
        JsonNode cli = Json.MAPPER.readTree(
                Cli.run(dir, "fridge", "score", "--json", "p.fridge").out());
        assertEquals(cli, s.get("position").get("result").get("score"));
        assertEquals(List.of("red"), TableApiTest.names(s.get("winners")));
        assertEquals("Ann", s.get("position").get("by").asText());
        assertEquals(
                List.of("player,score,winner", "red,3,true", "blue,1,false"),
                host.get("/api/table/export.csv").body().lines().toList());
        // any player may change it
        assertEquals(
                200,
                bob.post("/api/table/position", Map.of("text", "player red\n")).status());
        s = host.get("/api/table/state").json();
        assertEquals("Bob", s.get("position").get("by").asText());
        assertEquals(List.of(), TableApiTest.names(s.get("winners")));
    }

    @Test
    void aBridgeWarsRoundScoresTheSharedPosition() throws Exception {
        TableClient ann = player("Ann");
        host.newRound("bridgewars", null);
        String text = Files.readString(Path.of("seeds/bridge-wars/two-players.bridge"));
        ann.post("/api/table/position", Map.of("text", text));
        JsonNode s = host.get("/api/table/state").json();
        assertEquals(List.of("R"), TableApiTest.names(s.get("winners")));
        assertEquals(
                32,
                s.get("position")
                        .get("result")
                        .get("score")
                        .get("players")
                        .get(1)
                        .get("total")
                        .asInt());
    }

    @Test
    void aSavedTableReopensWithItsScoresAndEachPlayerGetsTheirSeatBackByName() throws Exception {
        TableClient ann = player("Ann");
        TableClient bob = player("Bob");
        ann.sheet("contract-example.ikes", true);
        bob.sheet("door-in-one-wall.ikes", false);
        TableClient.Reply saved = host.get("/api/table/save");
        assertTrue(saved.raw()
                .headers()
                .firstValue("Content-Disposition")
                .orElseThrow()
                .contains("table.pnptable"));
        assertFalse(saved.body().contains(ann.key), "no key is saved");
        assertFalse(saved.body().contains(mode.token()), "nor the token");
        JsonNode before = host.get("/api/table/state").json();

        TableMode again = new TableMode();
        again.open(saved.body().getBytes(StandardCharsets.UTF_8));
        try (WebServer s2 = TableClient.start(again, log)) {
            TableClient host2 = new TableClient(s2.port(), again.token());
            JsonNode after = host2.get("/api/table/state").json();
            assertEquals(before.get("players").size(), after.get("players").size());
            for (int i = 0; i < 2; i++) {
                JsonNode b = before.get("players").get(i);
                JsonNode a = after.get("players").get(i);
                assertEquals(b.get("name"), a.get("name"));
                assertEquals(b.get("score"), a.get("score"));
                assertEquals(b.get("finished"), a.get("finished"));
                assertFalse(a.get("seated").asBoolean());
            }
            TableClient bob2 = new TableClient(s2.port(), again.token());
            assertEquals(2, bob2.join("bob").json().get("id").asInt(), "Bob's seat, by name, any case");
            assertEquals(200, bob2.sheet("door-in-one-wall.ikes", true).status());
            assertTrue(host2.get("/api/table/state").json().get("over").asBoolean());
            // the same file through the host page's route
            TableClient.Reply r = host2.post("/api/table/open", saved.body());
            assertEquals(200, r.status(), r.body());
            assertEquals(List.of("Bob"), TableApiTest.names(r.json().get("waiting")));
            TableClient.Reply broken = host2.post("/api/table/open", "{\"format\":\"pnp table 1\",\"game\":\"chess\"}");
            assertEquals(400, broken.status());
            assertEquals("{\"error\":\"game: expected ikes, live, solo, fridge or bridgewars\"}", broken.body());
        }
    }

    @Test
    void aBrokenSavedTableIsOneLineAndExitStatus2() throws Exception {
        Files.writeString(
                dir.resolve("t.pnptable"),
                "{\"format\":\"pnp table 1\",\"game\":\"ikes\",\"players\":[{\"name\":\"\"}]}");
        Cli.Result r = Cli.run(dir, "serve", "--table", "--open-table", "t.pnptable");
        assertEquals(2, r.status());
        assertEquals("pnp: t.pnptable: players[0]: name: 1 to 24 characters\n", r.err());
        Files.writeString(dir.resolve("j.pnptable"), "{\"format\":");
        r = Cli.run(dir, "serve", "--table", "--open-table", "j.pnptable");
        assertEquals(2, r.status());
        assertTrue(r.err().matches("pnp: j\\.pnptable: malformed JSON at line 1, column \\d+\n"), r.err());
        assertEquals(2, Cli.run(dir, "serve", "--open-table", "t.pnptable").status(), "needs --table");
    }
}
