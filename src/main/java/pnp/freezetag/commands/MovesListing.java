package pnp.freezetag.commands;

import java.util.List;
import pnp.freezetag.json.MoveJson;
import pnp.freezetag.json.Utf8Out;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.Move;
import pnp.freezetag.rules.MoveGenerator;
import pnp.freezetag.rules.TurnGenerator;
import pnp.freezetag.rules.TurnGroups;
import pnp.freezetag.rules.TurnStream;

/**
 * What {@code freezetag moves} prints, written as it is made: nothing but the line being written is
 * held. Text or JSON; every turn ({@code --all}) or one turn a resulting position (the default).
 * The JSON is written by hand ({@link MoveJson}), compact, one turn or group a line.
 */
record MovesListing(Utf8Out out, Position pos, int player, Roll roll) {

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
            out.text(line).endLine();
        });
    }

    /** Each resulting position once: the first turn that reaches it and, when more do, how many. */
    void groupedText() {
        TurnGroups groups = TurnGroups.count(pos, player, roll);
        if (header(groups.turns(), groups.movesPerTurn())) return;
        int n = groups.positions();
        println(
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
            out.text(line).endLine();
        });
    }

    private void println(String line) {
        out.text(line).endLine();
    }

    /** Prints the first line; true when there is nothing more to print (every size lost). */
    private boolean header(long count, int movesPerTurn) {
        String colour = pos.player(player).colour();
        int winner = TurnGenerator.winner(pos);
        if (winner >= 0) println("note: " + pos.player(winner).colour() + " has already won (three pieces off)");
        if (movesPerTurn == 0) {
            println(colour + " rolls " + roll + ": no "
                    + String.join(
                            " or ", roll.sizes().stream().map(s -> s.word()).toList())
                    + " piece can move; the move is lost");
            return true;
        }
        println(colour + " rolls " + roll + ": " + count + " legal turn" + (count == 1 ? "" : "s")
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
        for (int pad = width - Utf8Out.digits(n); pad > 0; pad--) b.append(' ');
        return b.append(n).append(". ");
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
        MoveJson json = new MoveJson(out, pos);
        header(json, count, moves[0], -1, "turns");
        boolean[] later = {false};
        TurnStream.each(pos, player, roll, (m, after) -> {
            item(later);
            json.moves(m);
        });
        out.text("\n]}\n");
    }

    /**
     * {@code {"player", "roll", "movesPerTurn", "count", "positions", "groups": [{"turns", "moves"}, ..]}}, one
     * group a line: how many turns reach the position, and the moves of the first of them.
     */
    void groupedJson() {
        TurnGroups groups = TurnGroups.count(pos, player, roll);
        MoveJson json = new MoveJson(out, pos);
        header(json, groups.turns(), groups.movesPerTurn(), groups.positions(), "groups");
        boolean[] later = {false};
        groups.each(g -> {
            item(later);
            out.text("{\"turns\":").number(g.turns()).text(",\"moves\":");
            json.moves(g.moves());
            out.ascii('}');
        });
        out.text("\n]}\n");
    }

    /** The object's opening up to its list's {@code [}; {@code positions} when not negative. */
    private void header(MoveJson json, long count, int movesPerTurn, int positions, String listName) {
        out.text("{\"player\":").bytes(json.colour(player));
        out.text(",\"roll\":\"").text(roll.label());
        out.text("\",\"movesPerTurn\":").number(movesPerTurn);
        out.text(",\"count\":").number(count);
        if (positions >= 0) out.text(",\"positions\":").number(positions);
        out.text(",\"").text(listName).text("\":[");
    }

    /** Starts an item of the list on its own line, after a comma unless it is the first. */
    private void item(boolean[] later) {
        out.ascii('\n');
        if (later[0]) out.ascii(',');
        later[0] = true;
    }
}
