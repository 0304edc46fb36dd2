package pnp.freezetag.rules;

import java.util.List;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;

/**
 * The legal turns of a roll grouped by the position they lead to: each resulting position once,
 * with the first turn (in {@link TurnStream} order) that reaches it and how many turns do.
 *
 * <p>Two passes over the {@link TurnStream}: the first counts the turns into each position, the
 * second hands each group on when its first turn comes by again, so no turn is ever kept. Memory:
 * an open-addressed table of the R distinct positions, each packed into {@link Position#PACKED_LONGS}
 * longs with an int count: 36 bytes a slot, at most 4R slots (the table doubles when half full), so
 * at most 144 bytes a resulting position (plus the old table while it doubles), whatever the
 * number of turns. Time: two runs of the stream, O(T) each.
 */
public final class TurnGroups {
    /** One resulting position: one turn that reaches it (its moves) and how many turns do. */
    public record Group(List<Move> moves, Position after, long turns) {}

    /** Receives the groups, in the order their first turns come. */
    @FunctionalInterface
    public interface Sink {
        void group(Group g);
    }

    private final Position pos;
    private final int player;
    private final Roll roll;
    private final Table table = new Table();
    private final long turns;
    private final int movesPerTurn;

    private TurnGroups(Position pos, int player, Roll roll) {
        this.pos = pos;
        this.player = player;
        this.roll = roll;
        int[] most = {0};
        long[] key = new long[Position.PACKED_LONGS];
        this.turns = TurnStream.each(pos, player, roll, (moves, after) -> {
            after.pack(key, 0);
            table.add(key);
            most[0] = moves.size();
        });
        this.movesPerTurn = most[0];
    }

    /** Counts the turns into each resulting position (the first pass). */
    public static TurnGroups count(Position pos, int player, Roll roll) {
        return new TurnGroups(pos, player, roll);
    }

    /** How many legal turns there are (every sequence, as {@link TurnStream} lists them). */
    public long turns() { return turns; }

    /** How many different positions they reach. */
    public int positions() { return table.size(); }

    /** Moves in each turn: 0 (every size lost), 1 or 2. */
    public int movesPerTurn() { return movesPerTurn; }

    /** Hands every group to {@code sink}, in the order of their first turns (the second pass). Once only. */
    public void each(Sink sink) {
        long[] key = new long[Position.PACKED_LONGS];
        TurnStream.each(pos, player, roll, (moves, after) -> {
            after.pack(key, 0);
            long n = table.takeFirst(key);
            if (n > 0) sink.group(new Group(moves, after, n));
        });
    }

    /** Packed positions with a count each; a count turns negative once its group has been handed on. */
    static final class Table {
        private static final int W = Position.PACKED_LONGS;
        private long[] keys = new long[W * 1024];
        private int[] counts = new int[1024];
        private int size;

        int size() { return size; }

        void add(long[] key) {
            if (2 * (size + 1) > counts.length) grow();
            int slot = find(keys, counts, key);
            if (counts[slot] == 0) {
                System.arraycopy(key, 0, keys, slot * W, W);
                size++;
            }
            counts[slot]++;
        }

        /** The count the first time a key is asked for, 0 afterwards (and for unknown keys). */
        long takeFirst(long[] key) {
            int slot = find(keys, counts, key);
            int n = counts[slot];
            if (n <= 0) return 0;
            counts[slot] = -n;
            return n;
        }

        private static int find(long[] keys, int[] counts, long[] key) {
            int mask = counts.length - 1;
            int slot = hash(key) & mask;
            while (counts[slot] != 0 && !same(keys, slot, key)) slot = (slot + 1) & mask;
            return slot;
        }

        private static boolean same(long[] keys, int slot, long[] key) {
            for (int i = 0; i < W; i++) if (keys[slot * W + i] != key[i]) return false;
            return true;
        }

        private static int hash(long[] key) {
            long h = 0x9E3779B97F4A7C15L;
            for (long k : key) h = (h ^ k) * 0xBF58476D1CE4E5B9L;
            return (int) (h ^ (h >>> 31));
        }

        private void grow() {
            long[] nk = new long[keys.length * 2];
            int[] nc = new int[counts.length * 2];
            long[] key = new long[W];
            for (int s = 0; s < counts.length; s++) {
                if (counts[s] == 0) continue;
                System.arraycopy(keys, s * W, key, 0, W);
                int slot = find(nk, nc, key);
                System.arraycopy(key, 0, nk, slot * W, W);
                nc[slot] = counts[s];
            }
            keys = nk;
            counts = nc;
        }
    }
}
