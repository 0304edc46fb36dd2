package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import pnp.random.Rng;

/**
 * A seeded HTTP fuzzer against {@code pnp serve} in this JVM: random methods, paths, versions, Host and
 * Origin headers, content types and lengths, chunked and malformed bodies, control characters, requests
 * sent slowly in pieces or cut off. Every answer must be a 4xx or 200 or 503 (never another 5xx), every
 * error one line of JSON, a normal request must be answered within 2 s after each thousand, and the
 * heap after the run must be about what it was before. {@code -Dweb.fuzz.requests=N} (default 20000),
 * {@code -Dweb.fuzz.seed=S} (default 34).
 */
class HttpFuzzBench {
    static final int REQUESTS = Integer.getInteger("web.fuzz.requests", 20_000);
    static final long SEED = Long.getLong("web.fuzz.seed", 34);
    static final int THREADS = 4;
    static final String GRID =
            "{\"grid\":[\"-------\",\"-------\",\"-------\",\"-------\",\"-------\",\"-------\",\"-------\"]}";

    @Test
    void fuzz() throws Exception {
        Limits limits = new Limits(2_000, 2_000, 5_000, 64, 512, 2, 64, 8192);
        StringBuilder log = new StringBuilder();
        try (WebServer server = WebServer.start("127.0.0.1", 0, limits, line -> {
            synchronized (log) {
                log.append(line).append('\n');
            }
        })) {
            int port = server.port();
            long heapBefore = heap();
            Map<String, AtomicLong> outcomes = new ConcurrentHashMap<>();
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            long start = System.nanoTime();
            List<Future<?>> futures = new ArrayList<>();
            Rng root = new Rng(SEED);
            for (int t = 0; t < THREADS; t++) {
                Rng rng = root.split();
                futures.add(pool.submit(() -> {
                    for (int i = 0; i < REQUESTS / THREADS; i++) {
                        String outcome = one(port, rng);
                        outcomes.computeIfAbsent(outcome, k -> new AtomicLong()).incrementAndGet();
                        if (i % 1000 == 999) probe(port);
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) f.get();
            pool.shutdown();
            double secs = (System.nanoTime() - start) / 1e9;
            probe(port);
            long heapAfter = heap();
            System.out.printf(
                    "HttpFuzzBench: %d requests (seed %d) in %.1f s; outcomes %s; heap %d MiB before, %d MiB after%n",
                    REQUESTS, SEED, secs, new TreeMap<>(outcomes), heapBefore >> 20, heapAfter >> 20);
            BROKEN.forEach(System.out::println);
            assertEquals("", log.toString(), "server errors");
            assertTrue(outcomes.keySet().stream().noneMatch(k -> k.startsWith("BAD")), outcomes.toString());
            assertTrue(heapAfter < heapBefore + (64 << 20), "heap flat");
        }
    }

    private static long heap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    /** A normal request, answered within 2 s. */
    private static void probe(int port) throws Exception {
        long t = System.nanoTime();
        String reply = exchange(port, List.of(post(port, "application/json", GRID, true)), 2_000, false);
        assertTrue(reply.startsWith("HTTP/1.1 200"), printable(reply));
        assertTrue(System.nanoTime() - t < 2_000_000_000L, "answered within 2 s");
    }

    private static byte[] post(int port, String type, String body, boolean close) {
        return ("POST /api/ikes/score HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: " + type
                        + "\r\nContent-Length: " + body.getBytes(StandardCharsets.UTF_8).length
                        + (close ? "\r\nConnection: close" : "") + "\r\n\r\n" + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    /** One fuzzed request; returns its outcome class (status, "cut", "closed", or "BAD ..." for a broken promise). */
    static String one(int port, Rng rng) {
        String method = rng.pick(
                List.of("GET", "POST", "POST", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE", "G\u00e9T", ""));
        String path = rng.pick(List.of(
                "/",
                "/index.html",
                "/app.js",
                "/api/ikes/score",
                "/api/fridge/score",
                "/api/bridgewars/score",
                "/api/ikes/solo",
                "/api/ikes/read",
                "/api/nothing",
                "/../pom.xml",
                "/%2e%2e/x",
                "/%zz",
                "*",
                "/" + "a".repeat(rng.between(1, 9000)),
                "/api/ikes/score?x=1#y",
                "http://evil.example/"));
        String version = rng.pick(List.of("HTTP/1.1", "HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/x", ""));
        String body = switch (rng.nextInt(6)) {
            case 0 -> GRID;
            case 1 -> "{\"grid\": [";
            case 2 -> "{\"seed\": " + rng.nextLong() + "}";
            case 3 -> randomText(rng, rng.between(0, 3000));
            case 4 -> "";
            default -> "{\"text\": \"" + "x".repeat(rng.between(0, 70_000)) + "\"}";
        };
        StringBuilder h = new StringBuilder();
        h.append(method).append(' ').append(path).append(' ').append(version).append("\r\n");
        switch (rng.nextInt(6)) {
            case 0 -> h.append("Host: evil.example\r\n");
            case 1 -> {}
            case 2 -> h.append("Host: 127.0.0.1:").append(port).append("\r\nHost: localhost\r\n");
            default -> h.append("Host: 127.0.0.1:").append(port).append("\r\n");
        }
        if (rng.nextInt(4) == 0)
            h.append("Origin: ")
                    .append(rng.pick(List.of("null", "http://evil.example", "http://127.0.0.1:" + port)))
                    .append("\r\n");
        h.append("Content-Type: ")
                .append(rng.pick(
                        List.of("application/json", "text/plain", "image/png", "application/json; charset=x", "")))
                .append("\r\n");
        boolean chunked = rng.nextInt(5) == 0;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        if (chunked) {
            h.append("Transfer-Encoding: ")
                    .append(rng.pick(List.of("chunked", "chunked", "gzip, chunked", "x")))
                    .append("\r\n");
            body = rng.nextBoolean()
                    ? Integer.toHexString(bytes.length) + "\r\n" + body + "\r\n0\r\n\r\n"
                    : rng.pick(List.of("zz\r\n", "5\r\nab", "-1\r\n", "ffffffffffff\r\nx")) + body;
        } else {
            long length = switch (rng.nextInt(8)) {
                case 0 -> 10L << 30;
                case 1 -> bytes.length + rng.between(1, 100);
                case 2 -> Math.max(0, bytes.length - rng.between(1, 10));
                case 3 -> -1;
                default -> bytes.length;
            };
            if (length >= 0) h.append("Content-Length: ").append(length).append("\r\n");
            else
                h.append("Content-Length: ")
                        .append(rng.pick(List.of("-5", "12x", "1, 2", "")))
                        .append("\r\n");
        }
        for (int i = rng.nextInt(4); i > 0; i--)
            h.append(randomText(rng, 8).replace(':', '-'))
                    .append(": ")
                    .append(randomText(rng, rng.between(0, 200)))
                    .append("\r\n");
        if (rng.nextInt(30) == 0)
            h.append("X-Big: ").append("b".repeat(rng.between(8000, 20_000))).append("\r\n");
        h.append("Connection: close\r\n\r\n").append(body);
        byte[] request = h.toString().getBytes(StandardCharsets.UTF_8);
        List<byte[]> pieces = new ArrayList<>();
        int mode = rng.nextInt(10);
        if (mode == 0) { // slow: in pieces
            int at = 0;
            while (at < request.length) {
                int n = Math.min(request.length - at, rng.between(1, 400));
                pieces.add(Arrays.copyOfRange(request, at, at + n));
                at += n;
            }
        } else if (mode == 1) { // cut
            pieces.add(Arrays.copyOf(request, rng.nextInt(request.length + 1)));
        } else {
            pieces.add(request);
        }
        try {
            String reply = exchange(port, pieces, 5_000, mode == 1);
            if (mode == 1) return "cut";
            if (reply.isEmpty()) return "closed";
            String outcome = outcome(reply, method.equals("HEAD"));
            if (outcome.startsWith("BAD")) bad(request, reply);
            return outcome;
        } catch (IOException e) {
            return mode == 1 ? "cut" : "closed";
        }
    }

    /**
     * The class of a connection's answers: the first answer's status, or "BAD ..." when any answer breaks a
     * promise. A connection may carry more than one answer: where a bare line feed ends the header early,
     * the request's own {@code Connection: close} is left in its body and the server reads what follows as
     * the next request, as HTTP/1.1 allows. {@code head}: the first request was a HEAD.
     */
    static String outcome(String reply, boolean head) {
        String first = null;
        int at = 0;
        while (at < reply.length()) {
            if (!reply.startsWith("HTTP/1.", at)) return "BAD garbage";
            int end = reply.indexOf("\r\n\r\n", at);
            if (end < 0) return "BAD garbage";
            String header = reply.substring(at, end);
            int status = Integer.parseInt(reply.substring(at + 9, at + 12));
            int from = end + 4;
            // a HEAD answer has no body, except the HTTP layer's own error answers, which close the connection
            boolean bodiless = head && first == null && (from == reply.length() || reply.startsWith("HTTP/1.", from));
            int length = bodiless ? 0 : contentLength(header);
            int to = Math.min(reply.length(), from + length);
            String body = reply.substring(from, to);
            if (status >= 500 && status != 503 && status != 505) return "BAD " + status;
            if (status >= 400 && !oneLineJson(body)) return "BAD body " + status;
            if (first == null) first = Integer.toString(status);
            at = to;
        }
        return first;
    }

    private static int contentLength(String header) {
        for (String line : header.split("\r\n"))
            if (line.regionMatches(true, 0, "Content-Length:", 0, 15))
                return Integer.parseInt(line.substring(15).trim());
        return Integer.MAX_VALUE; // read to the end of the connection
    }

    private static final List<String> BROKEN = new ArrayList<>();

    /** Keeps the first few broken promises, request and answer, to print after the run. */
    private static void bad(byte[] request, String reply) {
        synchronized (BROKEN) {
            if (BROKEN.size() < 10)
                BROKEN.add("request: " + printable(new String(request, StandardCharsets.ISO_8859_1)) + "\nanswer: "
                        + printable(reply));
        }
    }

    private static String printable(String s) {
        String cut = s.length() > 1200 ? s.substring(0, 600) + "..." + s.substring(s.length() - 600) : s;
        StringBuilder b = new StringBuilder();
        for (char c : cut.toCharArray()) b.append(c < 32 || c > 126 ? String.format("\\x%02x", (int) c) : c);
        return b.toString();
    }

    private static boolean oneLineJson(String body) {
        return body.isEmpty() // HEAD
                || (body.startsWith("{\"error\":\"")
                        && body.endsWith("\"}")
                        && !body.contains("\n")
                        && !body.contains("Exception")
                        && !body.contains("<"));
    }

    private static String exchange(int port, List<byte[]> pieces, int millis, boolean cut) throws IOException {
        try (Socket s = new Socket(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port)) {
            s.setSoTimeout(millis);
            OutputStream out = s.getOutputStream();
            for (byte[] p : pieces) {
                out.write(p);
                out.flush();
                if (pieces.size() > 1) sleep(1);
            }
            if (cut) return "";
            s.shutdownOutput();
            InputStream in = s.getInputStream();
            byte[] b = in.readNBytes(200_000);
            return new String(b, StandardCharsets.ISO_8859_1); // one char a byte, so Content-Length counts chars
        }
    }

    private static void sleep(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String randomText(Rng rng, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int k = rng.nextInt(20);
            b.append(
                    k == 0
                            ? (char) rng.nextInt(32)
                            : k == 1 ? (char) (0x80 + rng.nextInt(0x700)) : (char) (32 + rng.nextInt(95)));
        }
        return b.toString();
    }
}
