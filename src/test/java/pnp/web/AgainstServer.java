package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import pnp.cli.Json;
import pnp.testing.Cli;

/** Tests against a {@link WebServer} running on a free port of 127.0.0.1; no request may end in a server error. */
abstract class AgainstServer {
    static WebServer server;
    static ApiClient api;
    static final StringBuilder SERVER_LOG = new StringBuilder();

    @BeforeAll
    static void startServer() throws Exception {
        SERVER_LOG.setLength(0);
        server = WebServer.start("127.0.0.1", 0, line -> SERVER_LOG.append(line).append('\n'));
        api = new ApiClient(server.port());
    }

    /**
     * Posts {@code text} to a score route and checks it against {@code pnp GAME score --json FILE} run on the
     * same text saved as {@code dir/file}: a valid text scores the same (and the route's own text scores the
     * same again and reads back to itself), an invalid one fails with the CLI's first line. Returns whether the
     * text was valid.
     */
    static boolean agreesWithCli(String route, String game, Path dir, String file, String text) throws Exception {
        Files.writeString(dir.resolve(file), text);
        Cli.Result cli = Cli.run(dir, game, "score", "--json", file);
        JsonNode r = api.post(route, Map.of("text", text)).json();
        if (r.get("ok").asBoolean()) {
            assertEquals(0, cli.status(), text);
            assertEquals(Json.MAPPER.readTree(cli.out()), r.get("score"), text);
            // the writer's text scores the same and reads back to itself
            JsonNode again =
                    api.post(route, Map.of("text", r.get("text").asText())).json();
            assertEquals(r.get("score"), again.get("score"), text);
            assertEquals(r.get("text"), again.get("text"), text);
            return true;
        }
        assertEquals(2, cli.status(), text);
        JsonNode p = r.get("problems").get(0);
        assertEquals(
                cli.err().lines().findFirst().orElseThrow(),
                "pnp: " + file + ":" + p.get("line").asInt() + ":"
                        + p.get("column").asInt() + ": " + p.get("message").asText(),
                text);
        return false;
    }

    @AfterAll
    static void stopServer() {
        server.close(0); // no request is running once the class is done: no grace to wait for
        assertEquals("", SERVER_LOG.toString(), "server errors");
    }
}
