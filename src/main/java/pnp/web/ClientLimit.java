package pnp.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.internal.HttpConnection;

/**
 * Bounds each client (by its address) to {@code perClient} open connections, closing any more at
 * once, and holds every request's header to {@code headerMillis}: a connection that has not delivered
 * its first request's header within that time of opening is closed, and so is one whose later request
 * (on a kept-alive connection) has begun to arrive and is still in its header that long after. A
 * client that sends its request a byte at a time keeps the idle limit from firing, not this one.
 *
 * <p>The later requests are watched by a sweep every fifth of {@code headerMillis}: a connection seen
 * in the middle of the same request's header at {@link #SWEEPS} sweeps in a row is closed, so a header
 * gets at least four fifths of the limit from its first byte and at most the whole limit.
 */
final class ClientLimit implements Connection.Listener {
    /** Sweeps in a row that see the same header still arriving before its connection is closed. */
    static final int SWEEPS = 5;

    private final int perClient;
    private final long headerMillis;
    private final ScheduledExecutorService timer;
    private final ConcurrentHashMap<InetAddress, Integer> open = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Connection, InetAddress> clients = new ConcurrentHashMap<>();
    /** Connections seen in a header: the request's number on the connection and the sweeps that saw it. */
    private final ConcurrentHashMap<Connection, long[]> inHeader = new ConcurrentHashMap<>();

    ClientLimit(int perClient, long headerMillis, ScheduledExecutorService timer) {
        this.perClient = perClient;
        this.headerMillis = headerMillis;
        this.timer = timer;
        long every = Math.max(1, headerMillis / SWEEPS);
        var unused = timer.scheduleWithFixedDelay(this::sweep, every, every, TimeUnit.MILLISECONDS);
    }

    @Override
    public void onOpened(Connection c) {
        InetAddress client = client(c);
        if (client != null) clients.put(c, client);
        if (client != null && open.merge(client, 1, Integer::sum) > perClient) {
            c.getEndPoint().close();
            return;
        }
        var unused = timer.schedule(
                () -> {
                    if (c.getMessagesIn() == 0 && c.getEndPoint().isOpen())
                        c.getEndPoint().close();
                },
                headerMillis,
                TimeUnit.MILLISECONDS);
    }

    @Override
    public void onClosed(Connection c) {
        inHeader.remove(c);
        InetAddress client = clients.remove(c); // a closed socket no longer knows its peer
        if (client != null) open.computeIfPresent(client, (k, n) -> n <= 1 ? null : n - 1);
    }

    /** Closes each connection whose current request has been in its header for {@link #SWEEPS} sweeps. */
    private void sweep() {
        for (Connection c : clients.keySet()) {
            if (!(c instanceof HttpConnection h)) continue;
            HttpParser parser = h.getParser();
            if (parser.isStart() || !parser.inHeaderState()) {
                inHeader.remove(c);
                continue;
            }
            long request = h.getMessagesIn();
            long[] seen =
                    inHeader.compute(c, (k, was) -> was == null || was[0] != request ? new long[] {request, 0} : was);
            if (seen[1]++ >= SWEEPS - 1 && c.getEndPoint().isOpen())
                c.getEndPoint().close();
        }
        inHeader.keySet().retainAll(clients.keySet());
    }

    /** How many connections are open now, for tests. */
    int openConnections() {
        return open.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static InetAddress client(Connection c) {
        SocketAddress a = c.getEndPoint().getRemoteSocketAddress();
        return a instanceof InetSocketAddress i ? i.getAddress() : null;
    }
}
