package pnp.cli;

/** The exit statuses every pnp command uses. */
public final class ExitStatus {
    /** Done. */
    public static final int OK = 0;
    /** A check did not pass: a wrong claim, an illegal move in a replay. */
    public static final int CHECK_FAILED = 1;
    /** Bad input or bad usage. */
    public static final int BAD_INPUT = 2;
    /** A bug in pnp itself. */
    public static final int BUG = 3;

    private ExitStatus() {}
}
