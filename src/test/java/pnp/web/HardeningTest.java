package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import pnp.cli.Json;

/**
 * Slow, oversize, malformed and foreign requests: none stops the server from answering others, each
 * gets a one-line JSON answer (or its connection closed), and none is a server error.
 */
class HardeningTest extends AgainstServer {
    private static final String GRID =
            "{\"grid\":[\"-------\",\"-------\",\"-------\",\"-------\",\"-------\",\"-------\",\"-------\"]}";

    /** A server with short limits, so the time limits show within a test. */
    private static WebServer shortLimits(int perClient, int workers, int queue) throws Exception {
        return WebServer.start(
                "127.0.0.1",
                0,
                new Limits(500, 500, 5_000, perClient, 64, workers, queue, 8192),
                line -> SERVER_LOG.append(line).append('\n'));
    }

    private static String post(int port, String headers, String body) {
        return "POST /api/ikes/score HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                + headers + "\r\n" + body;
    }

    /** Asserts a complete answer with {@code status} and a one-line JSON error starting with {@code start}. */
    private static void oneLine(String reply, int status, String start) throws Exception {
        assertEquals(status, Raw.status(reply), reply);
        String body = Raw.body(reply);
        assertFalse(
                body.contains("\n") || body.contains("<") || body.contains("Exception") || body.contains("java"), body);
        JsonNode error = Json.MAPPER.readTree(body).get("error");
        assertTrue(error.asText().startsWith(start), error.asText());
    }

    @Test
    void halfSentRequestsAndEndlessBodiesDoNotStopTheServer() throws Exception {
        int port = server.port();
        List<Raw> held = new ArrayList<>();
        try {
            for (int i = 0; i < 8; i++) held.add(new Raw(port).send("POST /api/ikes/score HTTP/1.1\r\nHost: 127.0."));
            for (int i = 0; i < 8; i++)
                held.add(new Raw(port).send(post(port, "Transfer-Encoding: chunked\r\n", "10\r\n{\"grid\":[\"------")));
            for (int i = 0; i < 8; i++)
                held.add(new Raw(port).send(post(port, "Content-Length: 300\r\n", "{\"grid\"")));
            assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
                assertEquals(200, api.post("/api/ikes/score", GRID).status());
                assertTrue(api.raw("GET / HTTP/1.1").startsWith("HTTP/1.1 200"));
            });
        } finally {
            for (Raw r : held) r.close();
        }
    }

    @Test
    void aHeaderThatDoesNotArriveInTimeIsClosedAndABodyGets408() throws Exception {
        try (WebServer s = shortLimits(32, 2, 8)) {
            try (Raw half = new Raw(s.port()).send("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + s.port() + "\r\n")) {
                assertTrue(half.closedWithin(3_000), "a half-sent header is closed after the header limit");
            }
            try (Raw slow = new Raw(s.port()).send(post(s.port(), "Content-Length: 300\r\n", "{\"grid\""))) {
                oneLine(slow.readAll(3_000), 408, "the request body did not arrive within");
            }
            try (Raw endless =
                    new Raw(s.port()).send(post(s.port(), "Transfer-Encoding: chunked\r\n", "4\r\n{\"gr\r\n"))) {
                oneLine(endless.readAll(3_000), 408, "the request body did not arrive within");
            }
        }
    }

    @Test
    void aBodyDeclaredOversizeGets413BeforeItIsRead() throws Exception {
        try (Raw r = new Raw(server.port())) {
            r.send(post(server.port(), "Content-Length: 10737418240\r\n", "{" + " ".repeat(1023)));
            assertTimeoutPreemptively(
                    Duration.ofSeconds(2), () -> oneLine(r.readAll(1_500), 413, "request body over 65536 bytes"));
        }
    }

    @Test
    void connectionsPerClientAreBounded() throws Exception {
        try (WebServer s =
                WebServer.start("127.0.0.1", 0, new Limits(60_000, 60_000, 60_000, 4, 64, 2, 8, 8192), line -> {})) {
            List<Raw> held = new ArrayList<>();
            try {
                for (int i = 0; i < 4; i++) held.add(new Raw(s.port()).send("GET / HTTP/1.1\r\n"));
                for (int i = 0; i < 100 && s.openConnections() < 4; i++) Thread.sleep(20); // accepted
                assertEquals(4, s.openConnections());
                try (Raw extra = new Raw(s.port())) {
                    assertTrue(extra.closedWithin(2_000), "the fifth connection is closed " + s.openConnections());
                }
                assertFalse(held.get(0).closedWithin(200), "the first four stay open");
            } finally {
                for (Raw r : held) r.close();
            }
        }
    }

    @Test
    void aFullQueueAnswers503() throws Exception {
        try (WebServer s = shortLimits(32, 1, 1)) {
            CountDownLatch release = new CountDownLatch(1);
            Runnable blocked = () -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
            s.work().execute(blocked); // the one worker
            s.work().execute(blocked); // the one place in the queue
            try (Raw r = new Raw(s.port())) {
                r.send(post(s.port(), "Content-Length: " + GRID.length() + "\r\nConnection: close\r\n", GRID));
                oneLine(r.readAll(3_000), 503, "the server is busy; try again in a moment");
            } finally {
                release.countDown();
            }
            assertEquals(
                    200, new ApiClient(s.port()).post("/api/ikes/score", GRID).status());
        }
    }

    /**
     * A request that waits for a worker longer than the header limit keeps its connection, and its
     * answer goes to it and to no other: other clients connecting meanwhile get their own answers.
     */
    @Test
    void aRequestWaitingForAWorkerIsAnsweredOnItsOwnConnection() throws Exception {
        try (WebServer s = shortLimits(32, 1, 32)) {
            CountDownLatch release = new CountDownLatch(1);
            s.work().execute(() -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            List<Raw> others = new ArrayList<>();
            try (Raw waiting = new Raw(s.port())) {
                waiting.send(post(s.port(), "Content-Length: 5\r\nConnection: close\r\n", "{\"gri"));
                Thread.sleep(1_200); // past the header limit (500 ms) while it waits for the worker
                for (int i = 0; i < 8; i++) {
                    Raw r = new Raw(s.port());
                    others.add(r);
                    r.send(post(s.port(), "Content-Length: " + GRID.length() + "\r\nConnection: close\r\n", GRID));
                }
                Thread.sleep(300);
                release.countDown();
                String first = waiting.readAll(5_000);
                assertTrue(first.isEmpty() || Raw.status(first) == 400, first);
                for (Raw r : others) assertEquals(200, Raw.status(r.readAll(5_000)), "another client's answer");
            } finally {
                release.countDown();
                for (Raw r : others) r.close();
            }
        }
    }

    @Test
    void foreignHostsAndOriginsAreRefused() throws Exception {
        int port = server.port();
        Map<String, Integer> cases = new LinkedHashMap<>();
        cases.put("Host: evil.example\r\n", 403);
        cases.put("Host: evil.example:" + port + "\r\n", 403);
        cases.put("Host: 127.0.0.1:" + (port == 1 ? 2 : port - 1) + "\r\n", 403);
        cases.put("Host: 127.0.0.1\r\n", 403);
        cases.put("Host: 127.0.0.1:" + port + "\r\nOrigin: http://evil.example\r\n", 403);
        cases.put("Host: 127.0.0.1:" + port + "\r\nOrigin: null\r\n", 403);
        cases.put("Host: 127.0.0.1:" + port + "\r\nOrigin: http://localhost:" + port + "\r\n", 403);
        cases.put("Host: 127.0.0.1:" + port + "\r\n", 200);
        cases.put("Host: localhost:" + port + "\r\n", 200);
        cases.put("Host: LOCALHOST:" + port + "\r\nOrigin: http://localhost:" + port + "\r\n", 200);
        cases.put("Host: 127.0.0.1:" + port + "\r\nOrigin: http://127.0.0.1:" + port + "\r\n", 200);
        for (var c : cases.entrySet()) {
            for (String request : List.of(
                    "GET / HTTP/1.1\r\n" + c.getKey() + "Connection: close\r\n\r\n",
                    "POST /api/ikes/score HTTP/1.1\r\n" + c.getKey() + "Content-Type: application/json\r\n"
                            + "Content-Length: " + GRID.length() + "\r\nConnection: close\r\n\r\n" + GRID)) {
                try (Raw r = new Raw(port)) {
                    String reply = r.send(request).readAll(3_000);
                    if (c.getValue() == 200) assertEquals(200, Raw.status(reply), c.getKey());
                    else oneLine(reply, 403, "");
                }
            }
        }
    }

    @Test
    void malformedRequestsGetOneLineOfJson() throws Exception {
        int port = server.port();
        String host = "Host: 127.0.0.1:" + port + "\r\n";
        Map<String, Integer> cases = new LinkedHashMap<>();
        cases.put(post(port, "Transfer-Encoding: chunked\r\nConnection: close\r\n", "zz\r\n{}\r\n0\r\n\r\n"), 400);
        cases.put(post(port, "Transfer-Encoding: chunked\r\nConnection: close\r\n", "2\r\n{}XX0\r\n\r\n"), 400);
        cases.put(post(port, "Content-Length: 12x\r\nConnection: close\r\n", "{}"), 400);
        cases.put("GET / HTTP/9.9\r\n" + host + "\r\n", 505);
        cases.put("GARBAGE\r\n\r\n", 400);
        cases.put("GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400);
        cases.put("GET / HTTP/1.1\r\n" + host + "X-Big: " + "a".repeat(20_000) + "\r\n\r\n", 431);
        cases.put("GET /" + "a".repeat(20_000) + " HTTP/1.1\r\n" + host + "\r\n", 414);
        for (var c : cases.entrySet()) {
            try (Raw r = new Raw(port)) {
                String reply = r.send(c.getKey()).readAll(3_000);
                int status = Raw.status(reply);
                assertTrue(status == c.getValue() || status / 100 == c.getValue() / 100, status + " " + c.getKey());
                oneLine(reply, status, "");
            }
        }
    }
}
