package pnp.ikes.rules;

import pnp.ikes.model.Challenge;

import pnp.grid.Side;

/**
 * A position as a finished sheet in the {@code .ikes} text format (see {@code formats/ikes.md}):
 * entrance, exit, grid, wall and door lines, cafeteria pairings and coins. Deterministic.
 */
public final class SheetText {
    private SheetText() {}

    public static String of(Position p, String comment) {
        StringBuilder b = new StringBuilder();
        if (comment != null && !comment.isEmpty()) {
            for (String line : comment.split("\n")) b.append("# ").append(line).append('\n');
        }
        Challenge c = p.challenge();
        b.append("entrance ").append(c.entrance().name()).append(' ').append(c.entranceSide()).append('\n');
        b.append("exit ").append(c.exit().name()).append(' ').append(c.exitSide()).append('\n');
        b.append(grid(p));
        for (int i = 0; i < Board.CELLS; i++) {
            if (p.wall[i] == 0) continue;
            StringBuilder sides = new StringBuilder();
            for (Side s : Side.values()) if ((p.wall[i] & (1 << s.ordinal())) != 0) sides.append(' ').append(s);
            if (sides.length() > 0) b.append("wall ").append(Board.name(i)).append(sides).append('\n');
        }
        for (int i = 0; i < Board.CELLS; i++) {
            for (Side s : Side.values()) {
                if ((p.wall[i] & (16 << s.ordinal())) != 0) b.append("door ").append(Board.name(i)).append(' ').append(s).append('\n');
            }
        }
        for (var cafe : p.cafeterias()) b.append("cafeteria ").append(cafe[0].name()).append(' ').append(cafe[1].name()).append('\n');
        b.append("coins ").append(Math.min(p.coins(), 99)).append('\n');
        return b.toString();
    }

    /** The {@code grid} statement with its header row and numbered rows. */
    public static String grid(Position p) {
        StringBuilder b = new StringBuilder("grid\n    A B C D E F G\n");
        for (int r = 0; r < Board.SIZE; r++) {
            b.append(r + 1).append("  ");
            for (int col = 0; col < Board.SIZE; col++) b.append(' ').append(code(p.space[r * Board.SIZE + col]));
            b.append('\n');
        }
        return b.toString();
    }

    public static char code(int content) {
        return switch (content) {
            case Board.EMPTY -> '-';
            case Board.OCCUPIED -> '.';
            case Board.CAFETERIA -> '@';
            default -> (char) ('0' + content);
        };
    }
}
