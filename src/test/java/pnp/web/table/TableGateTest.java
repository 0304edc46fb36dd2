package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pnp.web.WebServer;

/** The token in table mode: nothing is served without it, the join address sets it, plain serve is unchanged. */
class TableGateTest {
    static final StringBuilder LOG = new StringBuilder();
    static TableMode mode;
    static WebServer server;

    /** Every page and route a table-mode server has, the pad's own among them, with its method. */
    static final List<String> ROUTES = List.of(
            "GET /",
            "GET /index.html",
            "GET /table.html",
            "GET /table-host.html",
            "GET /table.js",
            "GET /app.css",
            "GET /openapi.json",
            "GET /nothing-here",
            "GET /api/table/state",
            "GET /api/table/export.csv",
            "GET /api/table/export.json",
            "GET /api/table/save",
            "GET /api/table/qr.svg",
            "GET /api/table/log?player=1",
            "POST /api/table/join",
            "POST /api/table/sheet",
            "POST /api/table/solo",
            "POST /api/table/position",
            "POST /api/table/new",
            "POST /api/table/open",
            "POST /api/ikes/score",
            "POST /api/fridge/score",
            "POST /api/no-such-route");

    @BeforeAll
    static void start() throws Exception {
        mode = new TableMode();
        server = TableClient.start(mode, LOG);
    }

    @AfterAll
    static void stop() {
        server.close(0); // no request is running once the class is done: no grace to wait for
        assertEquals("", LOG.toString());
    }

    private static TableClient.Reply call(TableClient c, String route) throws Exception {
        String[] mp = route.split(" ");
        return mp[0].equals("GET") ? c.get(mp[1]) : c.post(mp[1], Map.of("name", "Ann"));
    }

    @Test
    void everyRouteAnswers401WithoutTheTokenAnd403WithAWrongOne() throws Exception {
        String wrong = mode.token().substring(1) + (mode.token().charAt(0) == 'A' ? 'B' : 'A');
        for (String route : ROUTES) {
            TableClient.Reply none = call(new TableClient(server.port(), null), route);
            assertEquals(401, none.status(), route);
            assertEquals(1, none.json().size(), route);
            assertTrue(none.json().get("error").asText().contains("token"), route);
            assertFalse(none.body().contains("\n"), route);
            TableClient.Reply bad = call(new TableClient(server.port(), wrong), route);
            assertEquals(403, bad.status(), route);
            assertTrue(bad.json().get("error").asText().startsWith("wrong token"), route);
            TableClient.Reply ok = call(new TableClient(server.port(), mode.token()), route);
            assertTrue(ok.json() == null || !ok.json().path("error").asText().contains("token"), route);
        }
        assertEquals(
                200,
                new TableClient(server.port(), mode.token()).get("/table.html").status());
    }

    /** HEAD answers as GET would, with the same length and type, and no body. */
    @Test
    void headAnswersWithoutABody() throws Exception {
        TableClient c = new TableClient(server.port(), mode.token());
        for (String path : List.of("/api/table/state", "/api/table/export.csv", "/api/table/qr.svg")) {
            TableClient.Reply get = c.get(path);
            TableClient.Reply head = c.head(path);
            assertEquals(200, head.status(), path);
            assertEquals("", head.body(), path);
            assertEquals(
                    String.valueOf(get.body().getBytes(StandardCharsets.UTF_8).length),
                    head.raw().headers().firstValue("Content-Length").orElseThrow(),
                    path);
            assertEquals(
                    get.raw().headers().firstValue("Content-Type"),
                    head.raw().headers().firstValue("Content-Type"),
                    path);
        }
    }

    @Test
    void thePlayersKeyIsNotTheTableToken() throws Exception {
        TableClient c = new TableClient(server.port(), null);
        c.key = mode.token(); // a player key alone, even one equal to the token, opens nothing
        assertEquals(401, c.get("/api/table/state").status());
        TableClient t = new TableClient(server.port(), mode.token());
        t.key = mode.token();
        assertEquals(403, t.post("/api/table/sheet", Map.of("text", "")).status());
    }

    @Test
    void theJoinAddressSetsTheTokenCookieAndGoesToThePhonePage() throws Exception {
        TableClient c = new TableClient(server.port(), null);
        TableClient.Reply r = c.get("/join?t=" + mode.token());
        assertEquals(303, r.status());
        assertEquals("/table.html", r.raw().headers().firstValue("Location").orElseThrow());
        String cookie = r.raw().headers().firstValue("Set-Cookie").orElseThrow();
        assertEquals("pnp_table=" + mode.token() + "; Path=/; HttpOnly; SameSite=Strict", cookie);
        assertEquals(
                "/table-host.html",
                c.get("/join?t=" + mode.token() + "&page=host")
                        .raw()
                        .headers()
                        .firstValue("Location")
                        .orElseThrow());
        assertEquals(401, c.get("/join").status());
        assertEquals(403, c.get("/join?t=nope").status());
        assertTrue(
                c.get("/join?t=nope").raw().headers().firstValue("Set-Cookie").isEmpty());
    }

    @Test
    void theTokenIs128RandomBitsAndFreshEachSession() {
        String a = mode.token();
        String b = new TableMode().token();
        assertEquals(22, a.length(), "16 bytes in URL-safe base64");
        assertTrue(a.matches("[A-Za-z0-9_-]{22}"), a);
        assertNotEquals(a, b);
    }

    @Test
    void theHostCheckStillHolds() throws Exception {
        var http = HttpClient.newHttpClient();
        var req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/table/state"))
                .header("Cookie", "pnp_table=" + mode.token())
                .header("Origin", "http://evil.example")
                .build();
        var res = http.send(req, HttpResponse.BodyHandlers.ofString());
        assertEquals(403, res.statusCode());
        assertTrue(res.body().contains("another page"), res.body());
    }

    @Test
    void theHostCheckComesBeforeTheJoinAddress() throws Exception {
        try (Socket sock = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            sock.getOutputStream()
                    .write(("GET /join?t=" + mode.token() + " HTTP/1.1\r\nHost: evil.example:" + server.port()
                                    + "\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            String reply = new String(sock.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
            assertFalse(reply.contains("Set-Cookie"), reply);
        }
    }

    @Test
    void plainServeHasNoTokenAndNoTablePages() throws Exception {
        try (WebServer plain = WebServer.start("127.0.0.1", 0, line -> LOG.append(line))) {
            TableClient c = new TableClient(plain.port(), null);
            assertEquals(200, c.get("/").status());
            assertEquals(404, c.get("/table.html").status());
            assertEquals(404, c.get("/join?t=x").status());
            assertEquals(404, c.get("/api/table/state").status());
        }
    }

    @Test
    void theQrCodeIsAnSvgOfTheJoinAddress() throws Exception {
        TableClient c = new TableClient(server.port(), mode.token());
        TableClient.Reply r = c.get("/api/table/qr.svg");
        assertEquals(200, r.status());
        assertEquals(
                "image/svg+xml", r.raw().headers().firstValue("Content-Type").orElseThrow());
        assertTrue(r.body().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), r.body());
        assertTrue(r.body().split("h").length > 100, "many modules");
    }
}
