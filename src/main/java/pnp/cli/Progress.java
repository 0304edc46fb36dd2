package pnp.cli;

import java.io.PrintStream;

/**
 * Progress for long work, on stderr, and only when stderr is a terminal: pipes, files and CI
 * see nothing, so captured output stays the same from run to run.
 */
public final class Progress {
    private final PrintStream err;
    private final boolean enabled;
    private final String label;
    private long lastPrint;
    private boolean started;

    public Progress(PrintStream err, String label) {
        this(err, label, err == System.err && Terminal.isTerminal());
    }

    Progress(PrintStream err, String label, boolean enabled) {
        this.err = err;
        this.label = label;
        this.enabled = enabled;
    }

    public void update(long done, long total) {
        if (!enabled) return;
        long now = System.nanoTime();
        if (started && done < total && now - lastPrint < 200_000_000L) return;
        started = true;
        lastPrint = now;
        err.print("\r" + label + " " + done + "/" + total);
        if (done >= total) err.println();
        err.flush();
    }
}
