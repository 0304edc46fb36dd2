package pnp.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import pnp.cli.Json;

/**
 * The {@code pnp serve} server, on the JDK's own {@code com.sun.net.httpserver}: the bundled page
 * (a fixed list of files read from the jar, nothing else) and the JSON API of {@link Api}. Request
 * bodies are bounded per route ({@link #MAX_BODY} for JSON, see {@link Api.Route}); every refusal is
 * a 4xx with a one-line JSON reason, and an unexpected failure a 500 with one line: never a stack
 * trace. Writes no file.
 */
public final class WebServer implements AutoCloseable {
    /** The largest JSON request body accepted, in bytes. */
    public static final int MAX_BODY = 64 * 1024;
    /** The page's files: name in the jar (under {@code pnp/web/}) to content type. */
    static final Map<String, String> PAGE = Map.ofEntries(
            Map.entry("index.html", "text/html; charset=utf-8"),
            Map.entry("app.css", "text/css; charset=utf-8"),
            Map.entry("sheet.js", "text/javascript; charset=utf-8"),
            Map.entry("pad.js", "text/javascript; charset=utf-8"),
            Map.entry("padinput.js", "text/javascript; charset=utf-8"),
            Map.entry("solo.js", "text/javascript; charset=utf-8"),
            Map.entry("app.js", "text/javascript; charset=utf-8"),
            Map.entry("fridge.html", "text/html; charset=utf-8"),
            Map.entry("fridge.js", "text/javascript; charset=utf-8"),
            Map.entry("bridgewars.html", "text/html; charset=utf-8"),
            Map.entry("bridgewars.js", "text/javascript; charset=utf-8"),
            Map.entry("bwreplay.js", "text/javascript; charset=utf-8"));

    private final HttpServer server;
    private final ExecutorService pool;
    private final Map<String, byte[]> files = new HashMap<>();
    private final Consumer<String> log;

    private WebServer(HttpServer server, ExecutorService pool, Consumer<String> log) {
        this.server = server;
        this.pool = pool;
        this.log = log;
    }

    /** Starts serving on {@code host}:{@code port} (0 picks a free port); {@code log} gets one line per server error. */
    public static WebServer start(String host, int port, Consumer<String> log) throws IOException {
        HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 256);
        ExecutorService pool = Executors.newFixedThreadPool(
                Math.max(4, 2 * Runtime.getRuntime().availableProcessors()), r -> {
                    Thread t = new Thread(r, "pnp-serve");
                    t.setDaemon(true);
                    return t;
                });
        WebServer s = new WebServer(http, pool, log);
        for (String name : PAGE.keySet()) s.files.put(name, resource(name));
        http.createContext("/", s::handle);
        http.setExecutor(pool);
        http.start();
        return s;
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = WebServer.class.getResourceAsStream("/pnp/web/" + name)) {
            if (in == null) throw new IOException("the page file " + name + " is missing from the jar");
            return in.readAllBytes();
        }
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** Stops accepting, lets running requests finish for up to a second, and ends the threads. */
    @Override
    public void close() {
        server.stop(1);
        pool.shutdown();
        try {
            pool.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void handle(HttpExchange ex) {
        try (ex) {
            try {
                String path = ex.getRequestURI().getRawPath();
                String method = ex.getRequestMethod().toUpperCase(Locale.ROOT);
                if (path.startsWith("/api/")) {
                    api(ex, path, method);
                } else {
                    page(ex, path, method);
                }
            } catch (BadRequest e) {
                reply(ex, e.status(), new Api.ErrorOut(e.getMessage()));
            } catch (RuntimeException | IOException | StackOverflowError e) {
                log.accept("pnp serve: internal error on " + ex.getRequestURI().getRawPath() + ": " + e);
                reply(ex, 500, new Api.ErrorOut("internal error in pnp; the server log has one line about it"));
            }
        }
    }

    private void api(HttpExchange ex, String path, String method) throws IOException {
        Api.Route route = Api.ROUTES.get(path);
        if (route == null) throw new BadRequest(404, "no such route: " + path);
        if (!method.equals("POST")) {
            ex.getResponseHeaders().set("Allow", "POST");
            throw new BadRequest(405, path + " takes POST with " + route.takes());
        }
        if (!route.accepts(ex.getRequestHeaders().getFirst("Content-Type"))) throw new BadRequest(415, route.askType());
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        int max = route.max();
        if (length != null && length.matches("[0-9]{1,18}") && Long.parseLong(length) > max) tooLarge(ex, max);
        byte[] body = ex.getRequestBody().readNBytes(max + 1);
        if (body.length > max) tooLarge(ex, max);
        reply(ex, 200, route.call().apply(body));
    }

    /** Refuses an oversize body; reads (and drops) up to 1 MiB past the bound first so the client sees the answer, not a reset. */
    private static void tooLarge(HttpExchange ex, int max) throws IOException {
        long left = max + (1L << 20);
        byte[] sink = new byte[8192];
        int n;
        while (left > 0 && (n = ex.getRequestBody().read(sink, 0, (int) Math.min(sink.length, left))) > 0) left -= n;
        throw new BadRequest(413, "request body over " + max + " bytes");
    }

    private void page(HttpExchange ex, String path, String method) throws IOException {
        if (!method.equals("GET") && !method.equals("HEAD")) {
            ex.getResponseHeaders().set("Allow", "GET, HEAD");
            throw new BadRequest(405, "the page takes GET");
        }
        String name = path.equals("/") ? "index.html" : path.substring(1);
        byte[] bytes = files.get(name);
        if (bytes == null) throw new BadRequest(404, "not found: only the bundled page is served");
        ex.getResponseHeaders().set("Content-Type", PAGE.get(name));
        send(ex, 200, method.equals("HEAD") ? null : bytes, bytes.length);
    }

    private void reply(HttpExchange ex, int status, Object value) {
        ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        byte[] bytes = Json.compact(value).getBytes(StandardCharsets.UTF_8);
        try {
            send(ex, status, bytes, bytes.length);
        } catch (IOException e) {
            // the client went away; nothing to tell it
        }
    }

    private static void send(HttpExchange ex, int status, byte[] bytes, int length) throws IOException {
        ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.getResponseHeaders().set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:");
        if (bytes == null) {
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, length == 0 ? -1 : length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
