package pnp.web.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import pnp.cli.Json;
import pnp.web.Limits;
import pnp.web.WebServer;

/**
 * A test client of a table-mode server: one browser's cookies written by hand (the table's token and,
 * once joined, the player's key), so each instance is one phone.
 */
final class TableClient {
    record Reply(int status, JsonNode json, String body, HttpResponse<String> raw) {}

    static final Path SEEDS = Path.of("seeds");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    final int port;
    String token;
    String key;

    TableClient(int port, String token) {
        this.port = port;
        this.token = token;
    }

    /** A table-mode server on 127.0.0.1 and a free port; {@code log} collects server errors. */
    static WebServer start(TableMode mode, StringBuilder log) throws IOException {
        WebServer s = WebServer.start(
                "127.0.0.1", 0, Limits.DEFAULT, line -> log.append(line).append('\n'), mode);
        mode.joinUrl("http://127.0.0.1:" + s.port());
        return s;
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        StringBuilder cookie = new StringBuilder();
        if (token != null) cookie.append(TableGate.COOKIE).append('=').append(token);
        if (key != null)
            cookie.append(cookie.isEmpty() ? "" : "; ").append("pnp_player=").append(key);
        if (!cookie.isEmpty()) b.header("Cookie", cookie.toString());
        return b;
    }

    Reply get(String path) throws IOException, InterruptedException {
        return send(request(path).GET().build());
    }

    /** A GET as a browser sends it, asking for a page. */
    Reply page(String path) throws IOException, InterruptedException {
        return send(request(path)
                .header("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")
                .GET()
                .build());
    }

    Reply head(String path) throws IOException, InterruptedException {
        HttpResponse<String> res = HTTP.send(
                request(path)
                        .method("HEAD", HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return new Reply(res.statusCode(), null, res.body(), res);
    }

    Reply post(String path, Object body) throws IOException, InterruptedException {
        String text = body instanceof String s ? s : Json.compact(body);
        return send(request(path)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text))
                .build());
    }

    /** Posts raw bytes (a photo) of content type {@code type}. */
    Reply postBytes(String path, byte[] body, String type) throws IOException, InterruptedException {
        return send(request(path)
                .header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    private static Reply send(HttpRequest req) throws IOException, InterruptedException {
        HttpResponse<String> res = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
        String type = res.headers().firstValue("Content-Type").orElse("");
        JsonNode json = type.startsWith("application/json") ? Json.MAPPER.readTree(res.body()) : null;
        return new Reply(res.statusCode(), json, res.body(), res);
    }

    /** Joins by name and keeps the player key from the cookie the server sets; returns the answer. */
    Reply join(String name) throws IOException, InterruptedException {
        Reply r = post("/api/table/join", Map.of("name", name));
        if (r.status() == 200) {
            String set = r.raw().headers().firstValue("Set-Cookie").orElseThrow();
            key = set.substring("pnp_player=".length(), set.indexOf(';'));
        }
        return r;
    }

    /** Posts a seeds/ikes sheet as this player's, finished or not. */
    Reply sheet(String file, boolean done) throws IOException, InterruptedException {
        String text = Files.readString(SEEDS.resolve("ikes").resolve(file));
        return post("/api/table/sheet", Map.of("text", text, "done", done));
    }

    Reply newRound(String game, Long seed) throws IOException, InterruptedException {
        return post("/api/table/new", seed == null ? Map.of("game", game) : Map.of("game", game, "seed", seed));
    }

    /** The moves of a seeds/ikes move log, comments and the seed line left out. */
    static List<String> moves(String file) throws IOException {
        return Files.readAllLines(SEEDS.resolve("ikes").resolve(file)).stream()
                .map(l -> l.replaceAll("#.*", "").strip())
                .filter(l -> !l.isEmpty() && !l.startsWith("seed "))
                .toList();
    }
}
