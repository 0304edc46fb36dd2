package pnp.web;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Reads one request body without holding a thread while it waits, and answers for it when it goes
 * wrong: 413 at once when the declared length is over the route's bound (or when the bytes pass it), 408
 * when the whole body has not arrived within the time limit, 400 when its framing is malformed (bad
 * chunking). After a 413 it drains up to {@link #DRAIN} more bytes for a short while, so a client still
 * sending sees the answer instead of a reset; then the connection closes.
 */
final class BodyReader {
    /** Bytes read and dropped after a 413 before the connection is closed. */
    static final int DRAIN = 1 << 20;
    /** Milliseconds spent draining after a 413 at most. */
    static final long DRAIN_MILLIS = 2_000;

    private final Request req;
    private final Response res;
    private final Callback cb;
    private final int max;
    private final long millis;
    private final ScheduledExecutorService timer;
    private final AtomicBoolean done = new AtomicBoolean();
    private final Object lock = new Object();
    private final ByteArrayOutputStream buf = new ByteArrayOutputStream();
    private ScheduledFuture<?> deadline;
    private Consumer<byte[]> then;

    BodyReader(Request req, Response res, Callback cb, int max, long millis, ScheduledExecutorService timer) {
        this.req = req;
        this.res = res;
        this.cb = cb;
        this.max = max;
        this.millis = millis;
        this.timer = timer;
    }

    /** Reads the body and hands it to {@code then}, or answers the request with the reason it cannot. */
    void read(Consumer<byte[]> then) {
        this.then = then;
        long declared = req.getLength();
        if (declared > max) {
            done.set(true);
            tooLarge();
            return;
        }
        deadline = timer.schedule(
                () -> {
                    if (finish())
                        Replies.error(
                                res, cb, 408, "the request body did not arrive within " + millis / 1000 + " s", true);
                },
                millis,
                TimeUnit.MILLISECONDS);
        loop();
    }

    /**
     * Reads what has arrived. Each read happens under the lock and only while the body is not done,
     * so once the time limit has answered the request (and Jetty may reuse its buffers) nothing here
     * reads or releases a chunk of it.
     */
    private void loop() {
        while (true) {
            Content.Chunk chunk;
            boolean over;
            boolean last;
            synchronized (lock) {
                if (done.get()) return;
                chunk = req.read();
                if (chunk == null) {
                    req.demand(this::loop);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    if (!finishLocked()) return;
                } else {
                    ByteBuffer b = chunk.getByteBuffer();
                    over = buf.size() + (long) b.remaining() > max;
                    if (!over) {
                        byte[] bytes = new byte[b.remaining()];
                        b.get(bytes);
                        buf.write(bytes, 0, bytes.length);
                    }
                    last = chunk.isLast();
                    chunk.release();
                    if (!over && !last) continue;
                    if (!finishLocked()) return;
                    if (over) {
                        tooLarge();
                        return;
                    }
                    then.accept(buf.toByteArray());
                    return;
                }
            }
            failed(chunk.getFailure());
            return;
        }
    }

    private boolean finish() {
        synchronized (lock) {
            return finishLocked();
        }
    }

    private boolean finishLocked() {
        if (!done.compareAndSet(false, true)) return false;
        if (deadline != null) deadline.cancel(false);
        return true;
    }

    private void failed(Throwable failure) {
        if (failure instanceof HttpException h && h.getCode() >= 400 && h.getCode() < 500) {
            Replies.error(res, cb, 400, Replies.reason(400, "the request body is malformed"), true);
        } else {
            cb.failed(failure); // the client went away: nothing to answer
        }
    }

    private void tooLarge() {
        Callback drainThenDone = Callback.from(() -> new Drain().run(), cb::failed);
        Replies.error(res, drainThenDone, 413, "request body over " + max + " bytes", true);
    }

    /**
     * Reads and drops what the client still sends, up to {@link #DRAIN} bytes and {@link #DRAIN_MILLIS}.
     * The reads and the end share a lock: after the end has completed the request, no read follows.
     */
    private final class Drain implements Runnable {
        private boolean over;
        private long left = DRAIN;

        @Override
        public void run() {
            var unused = timer.schedule(this::end, DRAIN_MILLIS, TimeUnit.MILLISECONDS); // end() reports nothing
            drain();
        }

        private void drain() {
            synchronized (this) {
                while (!over) {
                    Content.Chunk chunk = req.read();
                    if (chunk == null) {
                        req.demand(this::drain);
                        return;
                    }
                    left -= chunk.remaining();
                    boolean stop = chunk.isLast() || Content.Chunk.isFailure(chunk) || left <= 0;
                    chunk.release();
                    if (stop) break;
                }
            }
            end();
        }

        private void end() {
            synchronized (this) {
                if (over) return;
                over = true;
            }
            cb.succeeded();
        }
    }
}
