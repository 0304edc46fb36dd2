package pnp.web;

import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
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

/**
 * The {@code pnp serve} server, on embedded Jetty (core handlers, no servlets): its connectors, threads
 * and bounds, and their lifecycle. {@link Dispatch} sends each request to its {@link Route} (the API's,
 * {@link Api#ROUTES}, and a mode's) or to the bundled page ({@link Pages}).
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

    private final Server jetty;
    private final ServerConnector connector;
    private final ThreadPoolExecutor work;
    private final ThreadPoolExecutor photos;
    private final ScheduledThreadPoolExecutor timer;
    private final ClientLimit clients;
    private final Consumer<String> log;
    private Dispatch dispatch;

    private WebServer(Limits limits, Consumer<String> log, Extension ext) {
        this.log = log;
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
                dispatch.handle(req, res, cb);
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
                                return dispatch.refused(req, res, cb) || super.handle(req, res, cb);
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
        List<Route> routes = new ArrayList<>(Api.ROUTES);
        if (ext != null) routes.addAll(ext.routes());
        s.dispatch = new Dispatch(
                routes,
                new Pages(ext == null ? Map.of() : ext.pages()),
                limits.bodyMillis(),
                s.timer,
                s.work,
                s.photos,
                log);
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
        s.dispatch.hosts(ext == null ? HostCheck.of(host, address, s.port()) : HostCheck.everyAddress(host, s.port()));
        return s;
    }

    private HttpConfiguration http() {
        return connector.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration();
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The threads doing the work and their queue, for tests that fill them. */
    ThreadPoolExecutor work() {
        return work;
    }

    /** The threads reading photos and the photos waiting for them, for tests that fill them. */
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
        close(1000);
    }

    /**
     * {@link #close()} with {@code graceMillis} for running requests; with 0 the connections, idle ones too, are
     * closed at once. (An idle keep-alive connection holds a graceful stop for the whole grace.)
     */
    public void close(long graceMillis) {
        jetty.setStopTimeout(graceMillis);
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
}
