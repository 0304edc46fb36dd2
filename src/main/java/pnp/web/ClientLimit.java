package pnp.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;

/**
 * Bounds each client (by its address) to {@code perClient} open connections, closing any more at
 * once, and closes a connection that has not delivered the header of its first request within
 * {@code headerMillis} (a client that sends its request a byte at a time keeps the idle limit from
 * firing, not this one).
 */
final class ClientLimit implements Connection.Listener {
    private final int perClient;
    private final long headerMillis;
    private final ScheduledExecutorService timer;
    private final ConcurrentHashMap<InetAddress, Integer> open = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Connection, InetAddress> clients = new ConcurrentHashMap<>();

    ClientLimit(int perClient, long headerMillis, ScheduledExecutorService timer) {
        this.perClient = perClient;
        this.headerMillis = headerMillis;
        this.timer = timer;
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
        InetAddress client = clients.remove(c); // a closed socket no longer knows its peer
        if (client != null) open.computeIfPresent(client, (k, n) -> n <= 1 ? null : n - 1);
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
