package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.Replay;
import pnp.ikes.solver.BeamSolver;
import pnp.io.TextSource;
import pnp.testing.Cli;

/**
 * Par's game on the solo page: searched once per challenge on a background thread, asked for again until it
 * is ready, and a game that replays move by move through the solo route to the shipped par.
 */
class ParGamesTest extends AgainstServer {
    @TempDir
    Path dir;

    /** The game of seeds/ikes/solo-1-short.ikeslog (score -7), standing in for a search. */
    private static BeamSolver.Solution shortGame() throws Exception {
        MoveLog log = MoveLog.parse(
                new TextSource("solo-1-short.ikeslog", Files.readString(Path.of("seeds/ikes/solo-1-short.ikeslog"))));
        Replay.Result r = Replay.run(log.seed(), log.moves(), log.tileIds(), TileChartParser.standard());
        return new BeamSolver.Solution(
                r.challenge(),
                log.moves(),
                log.tileIds(),
                r.position(),
                r.position().score().score(),
                0);
    }

    private static ParGames.ParOut await(ParGames games, long seed) throws InterruptedException {
        for (int i = 0; i < 6000; i++) {
            ParGames.ParOut out = games.get(seed);
            if (out.ready()) return out;
            Thread.sleep(10);
        }
        throw new AssertionError("par's game never became ready");
    }

    @Test
    void theFirstAskStartsTheSearchAndLaterAsksGetItsGameSearchedOnce() throws Exception {
        BeamSolver.Solution game = shortGame();
        CountDownLatch go = new CountDownLatch(1);
        AtomicInteger searches = new AtomicInteger();
        ParGames games = new ParGames(seed -> {
            searches.incrementAndGet();
            try {
                go.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return game;
        });
        try {
            ParGames.ParOut first = games.get(1);
            assertFalse(first.ready());
            assertNull(first.moves());
            assertEquals(29, first.par(), "templates/ikes/par.txt: 1 29");
            go.countDown();
            ParGames.ParOut out = await(games, 1);
            assertEquals(-7, out.score());
            assertEquals(game.moves().size(), out.moves().size());
            assertEquals("tile A1 display A1 1", out.moves().get(0));
            assertTrue(out.log().startsWith("# par's game for Ike's solo challenge 1\nseed 1\n"), out.log());
            games.get(1);
            assertEquals(1, searches.get(), "the game is kept: asking again searches no more");
        } finally {
            games.close();
        }
    }

    @Test
    void searchesWaitingPastTheBoundAreRefusedWith503() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        ParGames games = new ParGames(seed -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return null;
        });
        try {
            // one running and WAITING waiting
            for (int seed = 1; seed <= ParGames.WAITING + 1; seed++)
                assertFalse(games.get(seed).ready());
            BadRequest busy = assertThrows(BadRequest.class, () -> games.get(99));
            assertEquals(503, busy.status());
            assertEquals("busy finding par's game for other challenges: ask again in a minute", busy.getMessage());
            assertFalse(games.get(1).ready(), "a challenge already asked for is still answered");
        } finally {
            games.close();
        }
    }

    @Test
    void theRouteGivesParsGameWhichReplaysMoveByMoveToTheShippedPar() throws Exception {
        // challenge 12 (par 17): the shipped entry is what the server's search (Par.game) finds
        JsonNode out = api.post("/api/ikes/solo/par", Map.of("seed", 12)).json();
        for (int i = 0; i < 3000 && !out.get("ready").asBoolean(); i++) {
            Thread.sleep(100);
            out = api.post("/api/ikes/solo/par", Map.of("seed", 12)).json();
        }
        assertTrue(out.get("ready").asBoolean(), "par's game came within five minutes");
        int par = ParTableFormat.standard().of(12).getAsInt();
        assertEquals(par, out.get("par").asInt());
        assertEquals(par, out.get("score").asInt());
        List<String> moves = new ArrayList<>();
        JsonNode g = null;
        for (JsonNode m : out.get("moves")) {
            moves.add(m.asText());
            g = api.post("/api/ikes/solo", Map.of("seed", 12, "moves", moves)).json();
            assertFalse(g.has("error"), m + ": " + g.get("error"));
        }
        assertTrue(g.get("over").asBoolean());
        assertEquals(par, g.get("score").get("score").asInt());
        assertEquals(par, g.get("par").asInt());
        assertEquals(out.get("bound"), g.get("bound"));
        assertTrue(par <= g.get("bound").asInt());
        Files.writeString(dir.resolve("par.ikeslog"), out.get("log").asText());
        Cli.Result cli = Cli.run(dir, "ikes", "replay", "--json", "par.ikeslog");
        assertEquals(0, cli.status(), cli.err());
        assertEquals(par, Json.MAPPER.readTree(cli.out()).get("score").asInt());
    }

    @Test
    void aSeedOutOfRangeIsRefused() throws Exception {
        ApiClient.Reply r = api.post("/api/ikes/solo/par", Map.of("seed", -1));
        assertEquals(400, r.status());
        assertTrue(r.json().get("error").asText().startsWith("seed: expected a challenge number from 0 to "));
    }
}
