package pnp.web;

/**
 * The server's bounds: milliseconds for a request header to arrive (the first from the connection's opening,
 * a later one from its first byte),
 * for a body to arrive, and for a connection to stay idle; connections per client address and in
 * all; threads doing the work and requests waiting for them (503 past that); bytes of request header;
 * photos taken at once (read on one core fewer than the machine has, the rest waiting; 503 past that).
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
            10_000, 30_000, 30_000, 32, 512, Math.max(2, Runtime.getRuntime().availableProcessors()), 64, 8192);

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
