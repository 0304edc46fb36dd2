package pnp.cli;

/** The command line itself is wrong (unknown option, missing argument): exit status 2. */
public class UsageException extends RuntimeException {
    private final String helpHint;

    public UsageException(String message, String helpHint) {
        super(message);
        this.helpHint = helpHint;
    }

    /** The command whose {@code --help} the player should read, e.g. {@code pnp ikes sheet}. */
    public String helpHint() {
        return helpHint;
    }
}
