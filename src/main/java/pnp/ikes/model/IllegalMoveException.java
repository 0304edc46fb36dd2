package pnp.ikes.model;

/** A move the rules do not allow, with a sentence a player understands and the part of the move at fault. */
public final class IllegalMoveException extends RuntimeException {
    /** Which part of a move a reason is about, so a move log can point at the right column. */
    public enum Part {
        MOVE,
        TILE,
        ANCHOR,
        DISPLAY,
        FACE,
        REWARD,
        SECOND
    }

    private final Part part;

    public IllegalMoveException(Part part, String reason) {
        super(reason);
        this.part = part;
    }

    public IllegalMoveException(String reason) {
        this(Part.MOVE, reason);
    }

    public String reason() {
        return getMessage();
    }

    public Part part() {
        return part;
    }
}
