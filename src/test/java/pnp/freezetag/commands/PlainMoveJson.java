package pnp.freezetag.commands;

import java.util.List;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Position;
import pnp.freezetag.rules.Move;
import pnp.freezetag.rules.Relocation;

/**
 * {@link PlainMovesListing}'s record of one move of {@code freezetag moves --json}, keys in the order of docs/freeze-tag.md: {@code notation, colour,
 * size, from, to ("off" off the board), freezes, captures, relocations}.
 */
record PlainMoveJson(
        String notation,
        String colour,
        String size,
        String from,
        String to,
        PieceJson freezes,
        PieceJson captures,
        List<RelocationJson> relocations) {

    /** A piece: its colour and size letter. */
    record PieceJson(String colour, String size) {
        static PieceJson of(Position pos, Piece p) {
            return p == null
                    ? null
                    : new PieceJson(pos.player(p.player()).colour(), p.size().name());
        }
    }

    /** A captured piece put down again. */
    record RelocationJson(String colour, String size, String from, String to, PieceJson freezes, PieceJson captures) {
        static RelocationJson of(Position pos, Relocation r) {
            return new RelocationJson(
                    pos.player(r.piece().player()).colour(),
                    r.piece().size().name(),
                    r.from().name(),
                    r.to().name(),
                    PieceJson.of(pos, r.frozen()),
                    PieceJson.of(pos, r.captured()));
        }
    }

    static PlainMoveJson of(Position pos, Move m) {
        return new PlainMoveJson(
                m.notation(),
                pos.player(m.piece().player()).colour(),
                m.piece().size().name(),
                m.from().name(),
                m.to() == null ? "off" : m.to().name(),
                PieceJson.of(pos, m.frozen()),
                PieceJson.of(pos, m.captured()),
                m.chain().stream().map(r -> RelocationJson.of(pos, r)).toList());
    }

    static List<PlainMoveJson> of(Position pos, List<Move> moves) {
        return moves.stream().map(m -> of(pos, m)).toList();
    }
}
