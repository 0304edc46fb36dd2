package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.grid.Cell;

/**
 * Every legal move of one size for one player, with the position each leads to. Pure functions.
 *
 * <p>A piece may move only from the top of its square, one square in any of the eight directions,
 * or off the board when it stands on the row next to its far edge. It may land on an empty square;
 * on a single piece of the same size or larger (freezing it); or on a smaller single piece of
 * another colour, which it captures: the mover then relocates the captured piece to any square
 * where that piece could legally land by the same rules (never off the board), and a piece it
 * lands on and captures is relocated in turn. A piece never lands on a smaller piece of its own
 * colour, nor on a stack of two. Each capture is by a larger piece of a smaller one, so a chain has
 * at most two relocations (a large captures a medium, which captures a small).
 *
 * <p>Cost: a move without a capture is O(1); a capture tries all 25 squares for each link of the
 * chain, so at most 25 x 25 relocations for one step.
 */
public final class MoveGenerator {
    /** A legal move and the position after it. */
    public record Outcome(Move move, Position after) {}

    private record Landing(Position after, Piece frozen, Piece captured, List<Relocation> chain) {}

    private MoveGenerator() {}

    /** Every legal move of a piece of this size, squares in reading order; empty when none can move. */
    public static List<Outcome> moves(Position pos, int player, Size size) {
        List<Outcome> out = new ArrayList<>();
        Player who = pos.player(player);
        // indexed loops: the quick compiler the launcher uses for short commands keeps every iterator
        List<Cell> cells = Board.cells();
        for (int i = 0; i < cells.size(); i++) {
            Cell from = cells.get(i);
            Piece top = pos.top(from);
            if (top == null || top.player() != player || top.size() != size) continue;
            Position lifted = pos.pop(from);
            if (who.onFarRow(from)) {
                out.add(new Outcome(new Move(top, from, null, null, null, List.of()), lifted.addOff(player, size)));
            }
            List<Cell> near = Board.neighbours(from);
            for (int j = 0; j < near.size(); j++) step(out, lifted, top, from, near.get(j));
        }
        return out;
    }

    /** The moves of {@code top} from {@code from} onto {@code to}: a landing or a freeze at once, captures by {@link #landings}. */
    private static void step(List<Outcome> out, Position lifted, Piece top, Cell from, Cell to) {
        int h = lifted.height(to);
        if (h >= Board.MAX_HEIGHT) return;
        Piece under = h == 0 ? null : lifted.top(to);
        if (under == null || under.size().compareTo(top.size()) >= 0) {
            out.add(new Outcome(new Move(top, from, to, under, null, List.of()), lifted.push(to, top)));
            return;
        }
        List<Landing> ls = landings(lifted, top, to);
        for (int k = 0; k < ls.size(); k++) {
            Landing l = ls.get(k);
            out.add(new Outcome(new Move(top, from, to, l.frozen, l.captured, l.chain), l.after));
        }
    }

    /** Whether the player has a piece of this size that can move at all. */
    public static boolean canMove(Position pos, int player, Size size) {
        Player who = pos.player(player);
        for (Cell from : Board.cells()) {
            Piece top = pos.top(from);
            if (top == null || top.player() != player || top.size() != size) continue;
            if (who.onFarRow(from)) return true;
            Position lifted = pos.pop(from);
            for (Cell to : Board.neighbours(from)) {
                if (landable(lifted, top, to)) return true;
            }
        }
        return false;
    }

    /**
     * The position after a move written as {@code m} (the same {@link Move#notation()}) made in
     * {@code pos}, or null when no such move is legal there. O(length of the chain).
     */
    public static Position replay(Position pos, int player, Move m) {
        Piece top = pos.top(m.from());
        if (top == null || top.player() != player || top.size() != m.piece().size()) return null;
        Position lifted = pos.pop(m.from());
        if (m.offBoard()) return pos.player(player).onFarRow(m.from()) ? lifted.addOff(player, top.size()) : null;
        return land(lifted, top, m.to(), m.frozen(), m.chain(), 0);
    }

    /** Puts {@code piece} on {@code square} as a notation says: freezing a piece of {@code frozen}'s size, or capturing as {@code chain[link]} says. */
    private static Position land(
            Position pos, Piece piece, Cell square, Piece frozen, List<Relocation> chain, int link) {
        int h = pos.height(square);
        boolean captures = link < chain.size();
        if (h == 0) return frozen == null && !captures ? pos.push(square, piece) : null;
        if (h >= Board.MAX_HEIGHT) return null;
        Piece under = pos.top(square);
        if (under.size().compareTo(piece.size()) >= 0) {
            return frozen != null && frozen.size() == under.size() && !captures ? pos.push(square, piece) : null;
        }
        if (under.player() == piece.player() || frozen != null || !captures) return null;
        Relocation r = chain.get(link);
        if (r.piece().size() != under.size()) return null;
        return land(pos.pop(square).push(square, piece), under, r.to(), r.frozen(), chain, link + 1);
    }

    /** Whether {@code piece} may be put on {@code square} of {@code pos} (the piece is not on the board). */
    public static boolean landable(Position pos, Piece piece, Cell square) {
        int h = pos.height(square);
        if (h == 0) return true;
        if (h >= Board.MAX_HEIGHT) return false;
        Piece under = pos.top(square);
        return under.size().compareTo(piece.size()) >= 0 || under.player() != piece.player();
    }

    /** Every way of putting {@code piece} (not on the board) onto {@code square}, captures and their chains included. */
    private static List<Landing> landings(Position pos, Piece piece, Cell square) {
        int h = pos.height(square);
        if (h == 0) return List.of(new Landing(pos.push(square, piece), null, null, List.of()));
        if (h >= Board.MAX_HEIGHT) return List.of();
        Piece under = pos.top(square);
        if (under.size().compareTo(piece.size()) >= 0) {
            return List.of(new Landing(pos.push(square, piece), under, null, List.of()));
        }
        if (under.player() == piece.player()) return List.of(); // never onto your own smaller piece
        Position taken = pos.pop(square).push(square, piece);
        List<Landing> out = new ArrayList<>();
        List<Cell> cells = Board.cells();
        for (int i = 0; i < cells.size(); i++) {
            for (Landing next : landings(taken, under, cells.get(i))) {
                List<Relocation> chain = new ArrayList<>(1 + next.chain.size());
                chain.add(new Relocation(under, square, cells.get(i), next.frozen, next.captured));
                chain.addAll(next.chain);
                out.add(new Landing(next.after, null, under, chain));
            }
        }
        return out;
    }
}
