package pnp.freezetag.json;

import java.nio.charset.StandardCharsets;
import java.util.List;
import pnp.cli.Json;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Position;
import pnp.freezetag.rules.Move;
import pnp.freezetag.rules.Relocation;
import pnp.grid.Cell;

/**
 * The moves of {@code freezetag moves --json}, written straight into a {@link Utf8Out}, compact, keys in the
 * order of docs/freeze-tag.md: {@code notation, colour, size, from, to ("off" off the board), freezes,
 * captures, relocations}; a piece is {@code {colour, size}}, a relocation {@code {colour, size, from, to,
 * freezes, captures}}. Hundreds of thousands of turns are written without an object a turn: the fixed parts
 * are bytes made once. The players' colours, the only text not made by pnp, are quoted once by Jackson; the
 * rest is letters, digits and signs that JSON strings take as they are. The notation is {@link Move#notation()}'s.
 */
public final class MoveJson {
    private static final byte[] NOTATION = ascii("{\"notation\":\"");
    private static final byte[] COLOUR = ascii("\",\"colour\":");
    private static final byte[] SIZE = ascii(",\"size\":\"");
    private static final byte[] FROM = ascii("\",\"from\":\"");
    private static final byte[] TO = ascii("\",\"to\":\"");
    private static final byte[] OFF = ascii("off");
    private static final byte[] FREEZES = ascii("\",\"freezes\":");
    private static final byte[] CAPTURES = ascii(",\"captures\":");
    private static final byte[] RELOCATIONS = ascii(",\"relocations\":[");
    private static final byte[] PIECE = ascii("{\"colour\":");
    private static final byte[] NULL = ascii("null");
    /** By square index: its name. */
    private static final byte[][] SQUARES =
            Board.cells().stream().map(c -> ascii(Board.name(c))).toArray(byte[][]::new);

    private final Utf8Out out;
    /** By player: the colour as a JSON string, quotes included, in UTF-8. */
    private final byte[][] colours;

    public MoveJson(Utf8Out out, Position pos) {
        this.out = out;
        this.colours = new byte[pos.players().size()][];
        for (int i = 0; i < colours.length; i++)
            colours[i] = Json.compact(pos.player(i).colour()).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** {@code "red"}: a player's colour as a JSON string. */
    public byte[] colour(int player) {
        return colours[player];
    }

    /** {@code [move, ..]}. */
    public void moves(List<Move> moves) {
        out.ascii('[');
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) out.ascii(',');
            move(moves.get(i));
        }
        out.ascii(']');
    }

    private void move(Move m) {
        List<Relocation> chain = m.chain();
        out.bytes(NOTATION);
        notation(m, chain);
        out.bytes(COLOUR).bytes(colours[m.piece().player()]);
        out.bytes(SIZE).ascii(m.piece().size().name().charAt(0));
        out.bytes(FROM).bytes(square(m.from()));
        out.bytes(TO).bytes(m.to() == null ? OFF : square(m.to()));
        piece(out.bytes(FREEZES), m.frozen());
        piece(out.bytes(CAPTURES), m.captured());
        out.bytes(RELOCATIONS);
        for (int i = 0; i < chain.size(); i++) {
            if (i > 0) out.ascii(',');
            Relocation r = chain.get(i);
            out.bytes(PIECE).bytes(colours[r.piece().player()]);
            out.bytes(SIZE).ascii(r.piece().size().name().charAt(0));
            out.bytes(FROM).bytes(square(r.from()));
            out.bytes(TO).bytes(square(r.to()));
            piece(out.bytes(FREEZES), r.frozen());
            piece(out.bytes(CAPTURES), r.captured());
            out.ascii('}');
        }
        out.ascii(']').ascii('}');
    }

    /** {@link Move#notation()}: {@code L B2-B1 xM>D3 *S}. */
    private void notation(Move m, List<Relocation> chain) {
        out.ascii(m.piece().size().name().charAt(0))
                .ascii(' ')
                .bytes(square(m.from()))
                .ascii('-');
        out.bytes(m.to() == null ? OFF : square(m.to()));
        if (m.frozen() != null)
            out.ascii(' ').ascii('*').ascii(m.frozen().size().name().charAt(0));
        for (Relocation r : chain) {
            out.ascii(' ').ascii('x').ascii(r.piece().size().name().charAt(0)).ascii('>');
            out.bytes(square(r.to()));
            if (r.frozen() != null)
                out.ascii(' ').ascii('*').ascii(r.frozen().size().name().charAt(0));
        }
    }

    private static byte[] square(Cell c) {
        return SQUARES[c.index(Board.SIZE)];
    }

    /** {@code {"colour":"blue","size":"S"}}, or {@code null}. */
    private void piece(Utf8Out o, Piece p) {
        if (p == null) o.bytes(NULL);
        else {
            o.bytes(PIECE).bytes(colours[p.player()]);
            o.bytes(SIZE).ascii(p.size().name().charAt(0)).ascii('"').ascii('}');
        }
    }
}
