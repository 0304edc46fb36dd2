package pnp.freezetag.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pnp.grid.Cell;

/**
 * A Freeze Tag position: the players in turn order, the stacks on the 25 squares (bottom to top,
 * at most two high) and the pieces each player has moved off the board. Immutable: every change
 * returns a new position. Internally a square is two bytes (bottom, top), 0 for no piece.
 */
public final class Position {
    private final List<Player> players;
    private final byte[] stacks;
    private final byte[] off;

    private Position(List<Player> players, byte[] stacks, byte[] off) {
        this.players = players;
        this.stacks = stacks;
        this.off = off;
    }

    /** An empty board for these players (1 to 4, distinct letters and starting edges). */
    public static Position empty(List<Player> players) {
        if (players.isEmpty() || players.size() > Player.MAX) {
            throw new IllegalArgumentException("Freeze Tag takes 1 to 4 players, not " + players.size());
        }
        return new Position(List.copyOf(players), new byte[Board.SIZE * Board.SIZE * 2], new byte[players.size() * 3]);
    }

    public List<Player> players() {
        return players;
    }

    public Player player(int index) {
        return players.get(index);
    }

    private static int slot(Cell c) {
        return c.index(Board.SIZE) * 2;
    }

    public int height(Cell c) {
        int s = slot(c);
        return stacks[s] == 0 ? 0 : stacks[s + 1] == 0 ? 1 : 2;
    }

    /** The top piece, or null on an empty square. */
    public Piece top(Cell c) {
        int s = slot(c);
        return Piece.ofCode(stacks[s + 1] != 0 ? stacks[s + 1] : stacks[s]);
    }

    /** The pieces on a square, bottom first. */
    public List<Piece> stack(Cell c) {
        int s = slot(c);
        List<Piece> out = new ArrayList<>(2);
        if (stacks[s] != 0) out.add(Piece.ofCode(stacks[s]));
        if (stacks[s + 1] != 0) out.add(Piece.ofCode(stacks[s + 1]));
        return out;
    }

    /** How many pieces of this size the player has moved off the board. */
    public int off(int player, Size size) {
        return off[player * 3 + size.ordinal()];
    }

    public int offTotal(int player) {
        return off[player * 3] + off[player * 3 + 1] + off[player * 3 + 2];
    }

    /** The pieces of this player on the board and off it, by size. */
    public int count(int player, Size size) {
        int n = off(player, size);
        int code = new Piece(player, size).code();
        for (byte b : stacks) if (b == code) n++;
        return n;
    }

    /** A copy with the piece put on top of the square (which must hold fewer than two). */
    public Position push(Cell c, Piece p) {
        int s = slot(c);
        if (stacks[s + 1] != 0) throw new IllegalStateException(c + " already holds two pieces");
        byte[] next = stacks.clone();
        next[stacks[s] == 0 ? s : s + 1] = (byte) p.code();
        return new Position(players, next, off);
    }

    /** A copy without the square's top piece (the square must not be empty). */
    public Position pop(Cell c) {
        int s = slot(c);
        if (stacks[s] == 0) throw new IllegalStateException(c + " is empty");
        byte[] next = stacks.clone();
        next[stacks[s + 1] != 0 ? s + 1 : s] = 0;
        return new Position(players, next, off);
    }

    /** A copy with one more piece of this size off the board for the player. */
    public Position addOff(int player, Size size) {
        byte[] next = off.clone();
        next[player * 3 + size.ordinal()]++;
        return new Position(players, stacks, next);
    }

    /** The index of the player with this letter or colour name (any case), or -1. */
    public int playerIndex(String letterOrColour) {
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            if (p.colour().equalsIgnoreCase(letterOrColour)
                    || (letterOrColour.length() == 1
                            && Character.toUpperCase(letterOrColour.charAt(0)) == p.letter())) {
                return i;
            }
        }
        return -1;
    }

    /** {@code red M}: the colour and the size letter. */
    public String describe(Piece p) {
        return players.get(p.player()).colour() + " " + p.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p
                && players.equals(p.players)
                && Arrays.equals(stacks, p.stacks)
                && Arrays.equals(off, p.off);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(stacks) + Arrays.hashCode(off);
    }

    /** Longs that {@link #pack} writes. */
    public static final int PACKED_LONGS = 4;

    /**
     * Writes the pieces (not the players) as {@link #PACKED_LONGS} longs at {@code dst[at..]}: one
     * 4-bit code a stack slot (50) and a nibble per count off the board (at most 12), 62 nibbles.
     * Two positions of the same players pack alike exactly when they are equal.
     */
    public void pack(long[] dst, int at) {
        Arrays.fill(dst, at, at + PACKED_LONGS, 0L);
        int i = at;
        int shift = 0;
        long word = 0;
        for (int k = 0; k < stacks.length + off.length; k++) {
            word |= (long) (k < stacks.length ? stacks[k] : off[k - stacks.length]) << shift;
            shift += 4;
            if (shift == 64) {
                dst[i++] = word;
                word = 0;
                shift = 0;
            }
        }
        if (shift > 0) dst[i] = word;
    }
}
