package pnp.web;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import pnp.cli.Json;
import pnp.web.Extension.Answer;
import pnp.web.Extension.Call;

/**
 * Where each request goes, decided once: a foreign Host or Origin is refused (403), a path of the one
 * table of {@link Route}s is checked against its method (405) and content type (415), its body read
 * within the route's limit (413), then answered on the work threads (the photo threads for a photo),
 * its role checked first; any other path under {@code /api/} is a 404, and the rest is the page. A full
 * pool answers 503 with {@code Retry-After}.
 */
final class Dispatch {
    /** Seconds a client asked to come back later ({@code Retry-After} on a 503) should wait. */
    static final int RETRY_AFTER = 5;

    private final Map<String, Route> routes = new LinkedHashMap<>();
    private final Pages pages;
    private final long bodyMillis;
    private final ScheduledExecutorService timer;
    private final ThreadPoolExecutor work;
    private final ThreadPoolExecutor photos;
    private final Consumer<String> log;
    private volatile HostCheck hosts;

    Dispatch(
            List<Route> routes,
            Pages pages,
            long bodyMillis,
            ScheduledExecutorService timer,
            ThreadPoolExecutor work,
            ThreadPoolExecutor photos,
            Consumer<String> log) {
        for (Route r : routes)
            if (this.routes.put(r.path(), r) != null) throw new IllegalArgumentException("two routes at " + r.path());
        this.pages = pages;
        this.bodyMillis = bodyMillis;
        this.timer = timer;
        this.work = work;
        this.photos = photos;
        this.log = log;
    }

    /** The Host and Origin check, once the port is known. */
    void hosts(HostCheck check) {
        hosts = check;
    }

    /** Answers 403 and returns true when the request's Host or Origin names another site. */
    boolean refused(Request req, Response res, Callback cb) {
        String refused = hosts.refuse(
                req.getHeaders().get(HttpHeader.HOST), req.getHeaders().get(HttpHeader.ORIGIN));
        if (refused == null) return false;
        Replies.error(res, cb, 403, refused, true);
        return true;
    }

    void handle(Request req, Response res, Callback cb) {
        if (refused(req, res, cb)) return;
        String path = req.getHttpURI().getPath();
        String method = req.getMethod().toUpperCase(Locale.ROOT);
        Route route = routes.get(path);
        if (route != null) {
            route(req, res, cb, route, method);
        } else if (path.startsWith("/api/")) {
            Replies.error(res, cb, 404, "no such route: " + HostCheck.printable(path), true);
        } else {
            pages.send(res, cb, path, method);
        }
    }

    private void route(Request req, Response res, Callback cb, Route route, String method) {
        if (!route.allows(method)) {
            res.getHeaders().put(HttpHeader.ALLOW, route.allow());
            Replies.error(res, cb, 405, route.wrongMethod(), true);
            return;
        }
        if (!route.accepts(req.getHeaders().get(HttpHeader.CONTENT_TYPE))) {
            Replies.error(res, cb, 415, route.askType(), true);
            return;
        }
        String client = Request.getRemoteAddr(req);
        boolean local = client != null && HostCheck.isLoopback(client);
        String query = req.getHttpURI().getQuery();
        new BodyReader(req, res, cb, route.max(), bodyMillis, timer).read(body -> {
            Call call = new Call(method, route.path(), query, req.getHeaders(), local, client, body);
            answerOn(
                    route.photo() ? photos : work,
                    res,
                    cb,
                    route.path(),
                    () -> send(res, cb, route.answer(call), method.equals("HEAD")),
                    route.photo()
                            ? "busy reading other photos; try again in a few seconds"
                            : Replies.reason(503, null));
        });
    }

    private static void send(Response res, Callback cb, Answer a, boolean head) {
        if (a.cookie() != null) res.getHeaders().add(HttpHeader.SET_COOKIE, a.cookie());
        if (a.fileName() != null)
            res.getHeaders().put("Content-Disposition", "attachment; filename=\"" + a.fileName() + "\"");
        if (a.bytes() != null) Replies.send(res, cb, 200, a.type(), a.bytes(), head);
        else Replies.send(res, cb, 200, Replies.JSON, Json.compact(a.json()).getBytes(StandardCharsets.UTF_8), head);
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
}
