package pnp.bridgewars.model;

import java.util.List;

/**
 * One turn of a placement log: the player, the block, how it lies, and the holes it covers seen from
 * above. {@code line} is where the log wrote it (0 for a placement not from a log, e.g. a starting
 * square or a generated move).
 */
public record Placement(char player, String block, Orientation orientation, List<Hole> cells, int line) {
    public Placement {
        cells = List.copyOf(cells);
    }

    public String cellNames() {
        StringBuilder b = new StringBuilder();
        for (Hole h : cells) b.append(b.length() == 0 ? "" : " ").append(h.name());
        return b.toString();
    }

    /** The placement as a log line: {@code R L4a r90 c3 d3 e3 c4}. */
    public String text() {
        return player + " " + block + " " + orientation.code() + " " + cellNames();
    }
}
