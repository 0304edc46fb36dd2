package pnp.freezetag.model;

/** One pyramid: the index of the player who owns it (its colour) and its size. */
public record Piece(int player, Size size) {
    public Piece {
        if (player < 0 || player >= Player.MAX) throw new IllegalArgumentException("no player " + player);
        if (size == null) throw new IllegalArgumentException("a piece needs a size");
    }

    /** Dense code 1..12 used inside {@link Position}; 0 means no piece. */
    int code() {
        return player * 3 + size.ordinal() + 1;
    }

    static Piece ofCode(int code) {
        return code == 0 ? null : new Piece((code - 1) / 3, Size.values()[(code - 1) % 3]);
    }
}
