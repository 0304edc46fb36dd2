package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import pnp.ikes.model.Move;
import pnp.ikes.rules.Position;

/** A position reached in search, with the move that led to it from its parent (a shared linked list). */
final class Node {
    final Position position;
    final Node parent;
    final Move move;
    /** The tile id written on a tile line of the log ("4-2"), or null. */
    final String tileId;

    double value;

    Node(Position position, Node parent, Move move, String tileId) {
        this.position = position;
        this.parent = parent;
        this.move = move;
        this.tileId = tileId;
    }

    /** The moves from the start, in order. */
    List<Move> moves() {
        List<Move> out = new ArrayList<>();
        for (Node n = this; n.parent != null; n = n.parent) out.add(n.move);
        Collections.reverse(out);
        return out;
    }

    List<String> tileIds() {
        List<String> out = new ArrayList<>();
        for (Node n = this; n.parent != null; n = n.parent) out.add(n.tileId);
        Collections.reverse(out);
        return out;
    }
}
