package pnp.freezetag.commands;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import pnp.cli.Json;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.Move;
import pnp.freezetag.rules.MoveGenerator;
import pnp.freezetag.rules.TurnGenerator;
import pnp.freezetag.rules.TurnGroups;
import pnp.freezetag.rules.TurnStream;

/**
 * {@link MovesListing} as it was written before it wrote bytes itself: lines through a {@link PrintWriter}, JSON
 * through Jackson from a record a move ({@link PlainMoveJson}). The reference the byte writer is held to.
 */
record PlainMovesListing(PrintWriter out, Position pos, int player, Roll roll) {
    /** Jackson writes one value at a time into the stream, without flushing after each. */
    private static final ObjectWriter VALUE =
            Json.MAPPER.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);

    /** The count first (one pass), then every turn (a second pass). */
    void allText() {
        int[] moves = {0};
        long count = TurnStream.each(pos, player, roll, (m, after) -> moves[0] = m.size());
        if (header(count, moves[0])) return;
        int width = Long.toString(count).length();
        long[] i = {0};
        StringBuilder line = new StringBuilder(256);
        TurnStream.each(pos, player, roll, (m, after) -> {
            describe(numbered(line, ++i[0], width), m);
            out.append(line).println();
        });
    }

    /** Each resulting position once: the first turn that reaches it and, when more do, how many. */
    void groupedText() {
        TurnGroups groups = TurnGroups.count(pos, player, roll);
        if (header(groups.turns(), groups.movesPerTurn())) return;
        int n = groups.positions();
        out.println(
                n == 1
                        ? "1 position after them, shown by its first turn (--all lists every turn)"
                        : n
                                + " different positions after them, each shown once by its first turn, with [N turns] where more"
                                + " turns reach it (--all lists every turn)");
        int width = Integer.toString(n).length();
        long[] i = {0};
        StringBuilder line = new StringBuilder(256);
        groups.each(g -> {
            describe(numbered(line, ++i[0], width), g.moves());
            if (g.turns() != 1) line.append("  [").append(g.turns()).append(" turns]");
            out.append(line).println();
        });
    }

    /** Prints the first line; true when there is nothing more to print (every size lost). */
    private boolean header(long count, int movesPerTurn) {
        String colour = pos.player(player).colour();
        int winner = TurnGenerator.winner(pos);
        if (winner >= 0) out.println("note: " + pos.player(winner).colour() + " has already won (three pieces off)");
        if (movesPerTurn == 0) {
            out.println(colour + " rolls " + roll + ": no "
                    + String.join(
                            " or ", roll.sizes().stream().map(s -> s.word()).toList())
                    + " piece can move; the move is lost");
            return true;
        }
        out.println(colour + " rolls " + roll + ": " + count + " legal turn" + (count == 1 ? "" : "s")
                + (movesPerTurn < roll.sizes().size() ? " (" + lost() + ")" : ""));
        return false;
    }

    /** Why a two-size roll makes one move only: one size cannot move at all, or either can but not both. */
    private String lost() {
        for (Size s : roll.sizes()) {
            if (!MoveGenerator.canMove(pos, player, s)) return "no " + s.word() + " piece can move; that move is lost";
        }
        return "either size can move, but not both; the other move is lost";
    }

    /** Empties {@code b} and starts it with {@code "  7. "}: the number right-aligned in {@code width} columns. */
    private static StringBuilder numbered(StringBuilder b, long n, int width) {
        b.setLength(0);
        for (int pad = width - digits(n); pad > 0; pad--) b.append(' ');
        return b.append(n).append(". ");
    }

    private static int digits(long n) {
        int d = 1;
        for (long v = n; v >= 10; v /= 10) d++;
        return d;
    }

    private void describe(StringBuilder b, List<Move> moves) {
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) b.append("; then ");
            moves.get(i).describe(pos, b);
        }
    }

    /** {@code {"player", "roll", "movesPerTurn", "count", "turns": [[move, ..], ..]}}, one turn a line. */
    void allJson() {
        int[] moves = {0};
        long count = TurnStream.each(pos, player, roll, (m, after) -> moves[0] = m.size());
        json(
                count,
                moves[0],
                null,
                "turns",
                gen -> TurnStream.each(pos, player, roll, (m, after) -> value(gen, PlainMoveJson.of(pos, m))));
    }

    /** One group of {@code --json} without {@code --all}: how many turns reach the position, and one of them. */
    record GroupJson(long turns, List<PlainMoveJson> moves) {}

    /** {@code {"player", "roll", "movesPerTurn", "count", "positions", "groups": [{"turns", "moves"}, ..]}}. */
    void groupedJson() {
        TurnGroups groups = TurnGroups.count(pos, player, roll);
        json(
                groups.turns(),
                groups.movesPerTurn(),
                groups.positions(),
                "groups",
                gen -> groups.each(g -> value(gen, new GroupJson(g.turns(), PlainMoveJson.of(pos, g.moves())))));
    }

    private interface Items {
        void write(JsonGenerator gen);
    }

    private void json(long count, int movesPerTurn, Integer positions, String listName, Items items) {
        try (JsonGenerator gen =
                Json.MAPPER.getFactory().createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
            gen.writeStartObject();
            gen.writeStringField("player", pos.player(player).colour());
            gen.writeStringField("roll", roll.label());
            gen.writeNumberField("movesPerTurn", movesPerTurn);
            gen.writeNumberField("count", count);
            if (positions != null) gen.writeNumberField("positions", positions);
            gen.writeArrayFieldStart(listName);
            items.write(gen);
            gen.writeRaw('\n');
            gen.writeEndArray();
            gen.writeEndObject();
            gen.writeRaw('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void value(JsonGenerator gen, Object v) {
        try {
            gen.writeRaw('\n');
            VALUE.writeValue(gen, v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
