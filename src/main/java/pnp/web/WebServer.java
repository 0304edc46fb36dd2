package pnp.web;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import pnp.cli.Json;

/**
 * The {@code pnp serve} server, on embedded Jetty (core handlers, no servlets): the bundled page (a
 * fixed list of files read from the jar, nothing else) and the JSON API of {@link Api}.
 *
 * <p>Every request is bounded ({@link Limits}): its header must arrive within a time limit and its body
 * within another, an idle connection is closed, each client has a bounded number of connections, a
 * body declared larger than its route takes is refused with 413 before it is read, and the work itself
 * runs on a few threads behind a bounded queue that answers 503 when full; photos are read on threads
 * of their own, at most {@link Limits#photos()} at once and none waiting. Reading is asynchronous, so
 * slow clients hold no thread. {@link HostCheck} refuses foreign {@code Host} and {@code Origin}
 * headers. Every refusal is a 4xx with a one-line JSON reason, an unexpected failure a 500 with one
 * line ({@link Replies}): never a stack trace or an HTML page. Writes no file.
 */
public final class WebServer implements AutoCloseable {
    /** The largest JSON request body accepted, in bytes. */
    public static final int MAX_BODY = 64 * 1024;
    /** The page's files: name in the jar (under {@code pnp/web/}) to content type. */
    static final Map<String, String> PAGE = Map.ofEntries(
            Map.entry("index.html", "text/html; charset=utf-8"),
            Map.entry("app.css", "text/css; charset=utf-8"),
            Map.entry("dom.js", "text/javascript; charset=utf-8"),
            Map.entry("sheet.js", "text/javascript; charset=utf-8"),
            Map.entry("pad.js", "text/javascript; charset=utf-8"),
            Map.entry("padinput.js", "text/javascript; charset=utf-8"),
            Map.entry("solo.js", "text/javascript; charset=utf-8"),
            Map.entry("app.js", "text/javascript; charset=utf-8"),
            Map.entry("fridge.html", "text/html; charset=utf-8"),
            Map.entry("fridge.js", "text/javascript; charset=utf-8"),
            Map.entry("bridgewars.html", "text/html; charset=utf-8"),
            Map.entry("bridgewars.js", "text/javascript; charset=utf-8"),
            Map.entry("bwreplay.js", "text/javascript; charset=utf-8"),
            // the API's description, OpenAPI 3: docs/openapi.json, bundled by the pom
            Map.entry("openapi.json", "application/json"));

    /**
     * The server's bounds: milliseconds for a request header to arrive (the first from the connection's opening,
     * a later one from its first byte),
     * for a body to arrive, and for a connection to stay idle; connections per client address and in
     * all; threads doing the work and requests waiting for them (503 past that); bytes of request header;
     * photos read at once, on threads of their own with no queue (503 past that).
     */
    public record Limits(
            long headerMillis,
            long bodyMillis,
            long idleMillis,
            int perClient,
            int connections,
            int workers,
            int queue,
            int headerBytes,
            int photos) {
        public static final Limits DEFAULT = new Limits(
                10_000,
                30_000,
                30_000,
                32,
                512,
                Math.max(2, Runtime.getRuntime().availableProcessors()),
                64,
                8192);

        /** The bounds with {@link PhotoService#AT_ONCE} photos read at once. */
        public Limits(
                long headerMillis,
                long bodyMillis,
                long idleMillis,
                int perClient,
                int connections,
                int workers,
                int queue,
                int headerBytes) {
            this(
                    headerMillis,
                    bodyMillis,
                    idleMillis,
                    perClient,
                    connections,
                    workers,
                    queue,
                    headerBytes,
                    PhotoService.AT_ONCE);
        }
    }

    /** Seconds a client asked to come back later ({@code Retry-After} on a 503) should wait. */
    static final int RETRY_AFTER = 5;

    private final Server jetty;
    private final ServerConnector connector;
    private final ThreadPoolExecutor work;
    private final ThreadPoolExecutor photos;
    private final ScheduledThreadPoolExecutor timer;
    private final ClientLimit clients;
    private final Map<String, byte[]> files = new HashMap<>();
    private final Consumer<String> log;
    private final Limits limits;
    private final Extension ext;
    private final Map<String, String> types = new HashMap<>(PAGE);
    private HostCheck hosts;

    private WebServer(Limits limits, Consumer<String> log, Extension ext) {
        this.limits = limits;
        this.log = log;
        this.ext = ext;
        QueuedThreadPool threads = new QueuedThreadPool(16, 2);
        threads.setName("pnp-serve");
        threads.setDaemon(true);
        jetty = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(limits.headerBytes());
        http.setIdleTimeout(limits.idleMillis());
        connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
        connector.setIdleTimeout(limits.idleMillis());
        connector.setAcceptQueueSize(128);
        timer = new ScheduledThreadPoolExecutor(1, daemon("pnp-serve-timer"));
        timer.setRemoveOnCancelPolicy(true);
        clients = new ClientLimit(limits.perClient(), limits.headerMillis(), timer);
        connector.addEventListener(clients);
        jetty.addConnector(connector);
        jetty.addBean(new NetworkConnectionLimit(limits.connections(), connector));
        jetty.setErrorHandler(new Replies.Errors());
        Handler own = new Handler.Abstract.NonBlocking() {
            @Override
            public boolean handle(Request req, Response res, Callback cb) {
                WebServer.this.handle(req, res, cb);
                return true;
            }
        };
        // in a mode, the Host and Origin check comes first, then the mode's gate, then the routes
        jetty.setHandler(
                ext == null
                        ? own
                        : new Handler.Wrapper(ext.wrap(own)) {
                            @Override
                            public boolean handle(Request req, Response res, Callback cb) throws Exception {
                                return refused(req, res, cb) || super.handle(req, res, cb);
                            }
                        });
        work = new ThreadPoolExecutor(
                limits.workers(),
                limits.workers(),
                0,
                TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(limits.queue()),
                daemon("pnp-serve-work"));
        // photos take seconds and hundreds of megabytes each: their own threads, so a burst of photos never
        // delays a pad, a poll or a page. At most limits.photos() are taken at once; they are read on one
        // core fewer than the machine has (one on two cores), the others wait their turn, and one more is 503
        int readers = PhotoService.readers(limits.photos(), Runtime.getRuntime().availableProcessors());
        int waiting = limits.photos() - readers;
        photos = new ThreadPoolExecutor(
                readers,
                readers,
                0,
                TimeUnit.MILLISECONDS,
                waiting == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(waiting),
                daemon("pnp-serve-photo"));
    }

    private static ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /** Starts serving on {@code host}:{@code port} (0 picks a free port); {@code log} gets one line per server error. */
    public static WebServer start(String host, int port, Consumer<String> log) throws IOException {
        return start(host, port, Limits.DEFAULT, log);
    }

    /** {@link #start(String, int, Consumer)} with other bounds. */
    public static WebServer start(String host, int port, Limits limits, Consumer<String> log) throws IOException {
        return start(host, port, limits, log, null);
    }

    /**
     * {@link #start(String, int, Limits, Consumer)} with a mode's additions ({@code ext}, or null): then the
     * server also listens on 127.0.0.1 at the same port when {@code host} is another single address, so the
     * computer running it reaches it too, and the Host check takes every address of the machine.
     */
    public static WebServer start(String host, int port, Limits limits, Consumer<String> log, Extension ext)
            throws IOException {
        InetAddress address = InetAddress.getByName(host);
        WebServer s = new WebServer(limits, log, ext);
        if (ext != null) s.types.putAll(ext.pages());
        for (String name : s.types.keySet()) s.files.put(name, resource(name));
        s.connector.setHost(address.getHostAddress());
        s.connector.setPort(port);
        try {
            s.jetty.start();
            if (ext != null && !address.isLoopbackAddress() && !address.isAnyLocalAddress()) {
                ServerConnector local = new ServerConnector(s.jetty, 1, 1, new HttpConnectionFactory(s.http()));
                local.setIdleTimeout(limits.idleMillis());
                local.addEventListener(s.clients);
                local.setHost("127.0.0.1");
                local.setPort(s.port());
                s.jetty.addConnector(local);
                local.start();
            }
        } catch (IOException e) {
            s.close();
            throw e;
        } catch (Exception e) {
            s.close();
            throw new IOException(e.getMessage(), e);
        }
        s.hosts = ext == null ? HostCheck.of(host, address, s.port()) : HostCheck.everyAddress(host, s.port());
        return s;
    }

    private HttpConfiguration http() {
        return connector.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration();
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = WebServer.class.getResourceAsStream("/pnp/web/" + name)) {
            if (in == null) throw new IOException("the page file " + name + " is missing from the jar");
            return in.readAllBytes();
        }
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The threads doing the work and their queue, for tests that fill them. */
    ThreadPoolExecutor work() {
        return work;
    }

    /** The threads reading photos (no queue), for tests that fill them. */
    ThreadPoolExecutor photos() {
        return photos;
    }

    /** Connections open now, for tests. */
    int openConnections() {
        return clients.openConnections();
    }

    /** Stops accepting, lets running requests finish for up to a second, and ends the threads. */
    @Override
    public void close() {
        jetty.setStopTimeout(1000);
        try {
            jetty.stop();
        } catch (TimeoutException e) {
            // requests still running after the stop timeout end with the threads
        } catch (Exception e) {
            log.accept("pnp serve: could not stop cleanly: " + e);
        }
        work.shutdownNow();
        photos.shutdownNow();
        timer.shutdownNow();
    }

    /** Answers 403 and returns true when the request's Host or Origin names another site. */
    private boolean refused(Request req, Response res, Callback cb) {
        String refused = hosts.refuse(
                req.getHeaders().get(HttpHeader.HOST), req.getHeaders().get(HttpHeader.ORIGIN));
        if (refused == null) return false;
        Replies.error(res, cb, 403, refused, true);
        return true;
    }

    private void handle(Request req, Response res, Callback cb) {
        if (refused(req, res, cb)) return;
        String path = req.getHttpURI().getPath();
        String method = req.getMethod().toUpperCase(Locale.ROOT);
        if (ext != null && ext.max(path) >= 0) {
            extension(req, res, cb, path, method);
        } else if (path.startsWith("/api/")) {
            api(req, res, cb, path, method);
        } else {
            page(res, cb, path, method);
        }
    }

    private void api(Request req, Response res, Callback cb, String path, String method) {
        Api.Route route = Api.ROUTES.get(path);
        if (route == null) {
            Replies.error(res, cb, 404, "no such route: " + HostCheck.printable(path), true);
            return;
        }
        if (!method.equals("POST")) {
            res.getHeaders().put(HttpHeader.ALLOW, "POST");
            Replies.error(res, cb, 405, path + " takes POST with " + route.takes(), true);
            return;
        }
        if (!route.accepts(req.getHeaders().get(HttpHeader.CONTENT_TYPE))) {
            Replies.error(res, cb, 415, route.askType(), true);
            return;
        }
        new BodyReader(req, res, cb, route.max(), limits.bodyMillis(), timer)
                .read(body -> compute(res, cb, path, route, body));
    }

    private void compute(Response res, Callback cb, String path, Api.Route route, byte[] body) {
        answerOn(
                route.photo() ? photos : work,
                res,
                cb,
                path,
                () -> Replies.json(res, cb, 200, route.call().apply(body)),
                route.photo() ? "busy reading other photos; try again in a few seconds" : Replies.reason(503, null));
    }

    private void extension(Request req, Response res, Callback cb, String path, String method) {
        String client = Request.getRemoteAddr(req);
        boolean local = client != null && isLoopback(client);
        String query = req.getHttpURI().getQuery();
        new BodyReader(req, res, cb, ext.max(path), limits.bodyMillis(), timer).read(body -> {
            Extension.Call call = new Extension.Call(method, path, query, req.getHeaders(), local, client, body);
            answerInTurn(res, cb, path, () -> {
                Extension.Answer a = ext.answer(call);
                if (a.cookie() != null) res.getHeaders().add(HttpHeader.SET_COOKIE, a.cookie());
                if (a.fileName() != null)
                    res.getHeaders().put("Content-Disposition", "attachment; filename=\"" + a.fileName() + "\"");
                byte[] bytes =
                        a.bytes() != null ? a.bytes() : Json.compact(a.json()).getBytes(StandardCharsets.UTF_8);
                Replies.send(res, cb, 200, a.bytes() != null ? a.type() : Replies.JSON, bytes, method.equals("HEAD"));
            });
        });
    }

    private void answerInTurn(Response res, Callback cb, String path, Runnable answer) {
        answerOn(work, res, cb, path, answer, Replies.reason(503, null));
    }

    /**
     * Queues {@code answer} on {@code pool}: a {@link BadRequest} it throws is its one-line answer, any
     * other failure a 500 with one line in the server log, and a full pool a 503 saying {@code busy}, with
     * {@code Retry-After}.
     */
    private void answerOn(
            ThreadPoolExecutor pool, Response res, Callback cb, String path, Runnable answer, String busy) {
        try {
            pool.execute(() -> {
                try {
                    answer.run();
                } catch (BadRequest e) {
                    Replies.error(res, cb, e.status(), e.getMessage(), false);
                } catch (RuntimeException | StackOverflowError e) {
                    log.accept("pnp serve: internal error on " + path + ": " + e);
                    Replies.error(res, cb, 500, "internal error in pnp; the server log has one line about it", false);
                }
            });
        } catch (RejectedExecutionException e) {
            res.getHeaders().put(HttpHeader.RETRY_AFTER, Integer.toString(RETRY_AFTER));
            Replies.error(res, cb, 503, busy, false);
        }
    }

    /** Whether {@code address} names a loopback address (a name that does not resolve is not one). */
    static boolean isLoopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    private void page(Response res, Callback cb, String path, String method) {
        if (!method.equals("GET") && !method.equals("HEAD")) {
            res.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
            Replies.error(res, cb, 405, "the page takes GET", true);
            return;
        }
        String name = path.equals("/") ? "index.html" : path.substring(1);
        byte[] bytes = files.get(name);
        if (bytes == null) {
            Replies.error(res, cb, 404, "not found: only the bundled page is served", false);
            return;
        }
        Replies.send(res, cb, 200, types.get(name), bytes, method.equals("HEAD"));
    }
}
