package pnp.freezetag.rules;

import java.util.Arrays;
import java.util.List;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;

/**
 * The legal turns of a roll grouped by the position they lead to: each resulting position once,
 * with the first turn (in {@link TurnStream} order) that reaches it and how many turns do.
 *
 * <p>Two passes over the {@link TurnStream}: the first numbers the resulting positions in the order
 * their first turns come, and notes for each how many turns reach it and the number of its first
 * turn; the second hands each group on when that turn comes by again, without looking positions up,
 * so no turn is ever kept. Memory: during the first pass, an open-addressed table of the R distinct
 * positions, each packed into {@link Position#PACKED_LONGS} longs with its number: 40 bytes a slot,
 * fewer than 8R/3 slots (linear probing; the table doubles when three quarters full: 340,000
 * positions take 524,288 slots, 21 MB, small enough to stay mostly in a large last-level cache), so
 * under 110 bytes a resulting position, and under 160 while it doubles (old and new table),
 * whatever the number of turns; the table is let go before the second pass. Beside it, 16 bytes a
 * position (count and first turn, in arrays that double: up to 32). Time: two runs of the stream,
 * O(T) each, with one expected O(1) look-up a turn in the first.
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
    private final long turns;
    private final int movesPerTurn;
    private final int positions;
    /** By group number: how many turns reach its position. */
    private final long[] counts;
    /** By group number: the number (from 0, in stream order) of its first turn; increasing. */
    private final long[] firstTurns;

    private TurnGroups(Position pos, int player, Roll roll) {
        this.pos = pos;
        this.player = player;
        this.roll = roll;
        int[] most = {0};
        long[] key = new long[Position.PACKED_LONGS];
        Table table = new Table();
        long[][] perGroup = {new long[1024], new long[1024]};
        long[] turn = {0};
        this.turns = TurnStream.each(pos, player, roll, (moves, after) -> {
            after.pack(key, 0);
            int before = table.size();
            int group = table.numberOf(key);
            if (group == before) {
                if (group == perGroup[0].length) {
                    perGroup[0] = Arrays.copyOf(perGroup[0], group * 2);
                    perGroup[1] = Arrays.copyOf(perGroup[1], group * 2);
                }
                perGroup[1][group] = turn[0];
            }
            perGroup[0][group]++;
            turn[0]++;
            most[0] = moves.size();
        });
        this.movesPerTurn = most[0];
        this.positions = table.size();
        this.counts = perGroup[0];
        this.firstTurns = perGroup[1];
    }

    /** Counts the turns into each resulting position (the first pass). */
    public static TurnGroups count(Position pos, int player, Roll roll) {
        return new TurnGroups(pos, player, roll);
    }

    /** How many legal turns there are (every sequence, as {@link TurnStream} lists them). */
    public long turns() {
        return turns;
    }

    /** How many different positions they reach. */
    public int positions() {
        return positions;
    }

    /** Moves in each turn: 0 (every size lost), 1 or 2. */
    public int movesPerTurn() {
        return movesPerTurn;
    }

    /** Hands every group to {@code sink}, in the order of their first turns (the second pass). */
    public void each(Sink sink) {
        long[] turn = {0};
        int[] next = {0};
        TurnStream.each(pos, player, roll, (moves, after) -> {
            int g = next[0];
            if (g < positions && firstTurns[g] == turn[0]) {
                sink.group(new Group(moves, after, counts[g]));
                next[0]++;
            }
            turn[0]++;
        });
    }

    /**
     * Packed positions with a number each, in one array so a look-up touches one place: a slot is
     * the {@link Position#PACKED_LONGS} longs of a position and its number plus one (0: free).
     */
    static final class Table {
        private static final int W = Position.PACKED_LONGS;
        private static final int STRIDE = W + 1;
        private long[] slots = new long[STRIDE * 1024];
        private int capacity = 1024;
        private int size;

        int size() {
            return size;
        }

        /** The key's number: the number of keys added before it, counting from 0; added when new. */
        int numberOf(long[] key) {
            if (4 * (size + 1) > 3 * capacity) grow();
            int at = find(slots, capacity, key);
            if (slots[at + W] == 0) {
                System.arraycopy(key, 0, slots, at, W);
                slots[at + W] = ++size;
            }
            return (int) slots[at + W] - 1;
        }

        /** The index of the key's slot, or of the free slot where it would go. */
        private static int find(long[] slots, int capacity, long[] key) {
            int mask = capacity - 1;
            int slot = hash(key) & mask;
            while (true) {
                int at = slot * STRIDE;
                if (slots[at + W] == 0 || same(slots, at, key)) return at;
                slot = (slot + 1) & mask;
            }
        }

        private static boolean same(long[] slots, int at, long[] key) {
            for (int i = 0; i < W; i++) if (slots[at + i] != key[i]) return false;
            return true;
        }

        /** Every bit of every long reaches the low bits the table uses (the splitmix64 finaliser a long). */
        private static int hash(long[] key) {
            long h = 0x9E3779B97F4A7C15L;
            for (long k : key) {
                h ^= k;
                h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
                h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
                h ^= h >>> 31;
            }
            return (int) h;
        }

        private void grow() {
            long[] next = new long[slots.length * 2];
            long[] key = new long[W];
            for (int at = 0; at < slots.length; at += STRIDE) {
                if (slots[at + W] == 0) continue;
                System.arraycopy(slots, at, key, 0, W);
                System.arraycopy(slots, at, next, find(next, capacity * 2, key), STRIDE);
            }
            slots = next;
            capacity *= 2;
        }
    }
}
