package pnp.freezetag.rules;

import java.util.List;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Position;
import pnp.grid.Cell;

/**
 * One pyramid's step: from a square to a neighbouring square, or off the far edge ({@code to}
 * null). {@code frozen} is the piece it landed on (now frozen beneath it), {@code captured} the
 * smaller opponent's piece it displaced; {@code chain} then says where the captured piece was
 * relocated, and where any piece that one displaced went in turn.
 */
public record Move(Piece piece, Cell from, Cell to, Piece frozen, Piece captured, List<Relocation> chain) {
    public Move {
        chain = List.copyOf(chain);
    }

    public boolean offBoard() {
        return to == null;
    }

    /** Short notation: {@code M C4-C3}, {@code L B2-off}, {@code L B2-B1 xM>D3 xS>E5}, {@code S A2-B2 *M}. */
    public String notation() {
        StringBuilder b = new StringBuilder(24);
        b.append(piece.size())
                .append(' ')
                .append(Board.name(from))
                .append('-')
                .append(to == null ? "off" : Board.name(to));
        if (frozen != null) b.append(" *").append(frozen.size());
        for (Relocation r : chain) {
            b.append(" x").append(r.piece().size()).append('>').append(Board.name(r.to()));
            if (r.frozen() != null) b.append(" *").append(r.frozen().size());
        }
        return b.toString();
    }

    /**
     * A number that two moves share exactly when their {@link #notation()}s are equal: the sizes,
     * squares and frozen sizes the notation shows, packed into 36 bits.
     */
    public long notationKey() {
        long k = piece.size().ordinal();
        k = k << 5 | from.index(Board.SIZE);
        k = k << 5 | (to == null ? 31 : to.index(Board.SIZE));
        k = k << 2 | sizeCode(frozen);
        k = k << 2 | chain.size();
        for (Relocation r : chain) {
            k = k << 2 | r.piece().size().ordinal();
            k = k << 5 | r.to().index(Board.SIZE);
            k = k << 2 | sizeCode(r.frozen());
        }
        return k;
    }

    private static int sizeCode(Piece p) {
        return p == null ? 0 : 1 + p.size().ordinal();
    }

    /** For a player: {@code red L B2-B1, relocating blue M to D3 (freezing yellow L)}. */
    public String describe(Position before) {
        StringBuilder b = new StringBuilder(48);
        describe(before, b);
        return b.toString();
    }

    /** {@link #describe(Position)} onto the end of {@code b}. */
    public void describe(Position before, StringBuilder b) {
        b.append(piece.size())
                .append(' ')
                .append(Board.name(from))
                .append('-')
                .append(to == null ? "off the board" : Board.name(to));
        if (frozen != null) piece(before, frozen, b.append(", freezing "));
        for (int i = 0; i < chain.size(); i++) {
            Relocation r = chain.get(i);
            piece(before, r.piece(), b.append(", relocating ")).append(" to ").append(Board.name(r.to()));
            if (r.frozen() != null)
                piece(before, r.frozen(), b.append(" (freezing ")).append(')');
        }
    }

    /** {@link Position#describe(Piece)} onto the end of {@code b}. */
    private static StringBuilder piece(Position before, Piece p, StringBuilder b) {
        return b.append(before.player(p.player()).colour())
                .append(' ')
                .append(p.size().name());
    }
}
