package pnp.web.table;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import pnp.web.BadRequest;

/**
 * Bounds joins: at most {@code perMinute} attempts from one address in any 60 s, counted whether they
 * succeed or not; past that the answer is 429. Thread-safe; remembers at most {@link #ADDRESSES}
 * addresses (the oldest forgotten first).
 */
final class JoinLimit {
    static final int ADDRESSES = 1024;
    private static final long MINUTE = 60_000_000_000L;

    private final int perMinute;
    private final LongSupplier nanos;
    private final Map<String, Deque<Long>> seen = new HashMap<>();

    JoinLimit(int perMinute, LongSupplier nanos) {
        this.perMinute = perMinute;
        this.nanos = nanos;
    }

    synchronized void check(String client) {
        long now = nanos.getAsLong();
        if (!seen.containsKey(client) && seen.size() >= ADDRESSES) seen.clear();
        Deque<Long> times = seen.computeIfAbsent(client, k -> new ArrayDeque<>());
        while (!times.isEmpty() && now - times.peekFirst() >= MINUTE) times.removeFirst();
        if (times.size() >= perMinute) throw new BadRequest(429, "too many joins from this address; wait a minute");
        times.addLast(now);
    }
}
