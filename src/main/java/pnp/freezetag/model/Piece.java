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

    /** Every piece by its code, made once: move generation asks for top pieces millions of times. */
    private static final Piece[] BY_CODE = new Piece[Player.MAX * 3 + 1];

    static {
        Size[] sizes = Size.values();
        for (int code = 1; code < BY_CODE.length; code++)
            BY_CODE[code] = new Piece((code - 1) / 3, sizes[(code - 1) % 3]);
    }

    static Piece ofCode(int code) {
        return BY_CODE[code];
    }
}
