package pnp.web;

/** A request the server refuses, with its HTTP status and one line saying why. */
public final class BadRequest extends RuntimeException {
    private final int status;

    public BadRequest(int status, String reason) {
        super(reason, null, false, false);
        this.status = status;
    }

    public BadRequest(String reason) {
        this(400, reason);
    }

    public int status() {
        return status;
    }
}
