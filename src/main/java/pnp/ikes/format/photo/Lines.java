package pnp.ikes.format.photo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.CellSide;

/** A set of the grid's 112 lines ({@link Edges#ALL}) as two bit masks. */
record Lines(long low, long high) {
    static final Lines NONE = new Lines(0, 0);

    private static final Map<CellSide, Integer> INDEX = index();

    private static Map<CellSide, Integer> index() {
        Map<CellSide, Integer> out = new HashMap<>();
        List<CellSide> all = Edges.ALL;
        for (int i = 0; i < all.size(); i++) out.put(all.get(i), i);
        return out;
    }

    /** The set holding the line {@code e} alone, named as {@link Edges#ALL} names it. */
    static Lines of(CellSide e) {
        int i = INDEX.get(e);
        return i < 64 ? new Lines(1L << i, 0) : new Lines(0, 1L << (i - 64));
    }

    Lines or(Lines o) {
        return new Lines(low | o.low, high | o.high);
    }

    Lines and(Lines o) {
        return new Lines(low & o.low, high & o.high);
    }

    Lines andNot(Lines o) {
        return new Lines(low & ~o.low, high & ~o.high);
    }

    boolean isEmpty() {
        return (low | high) == 0;
    }

    int count() {
        return Long.bitCount(low) + Long.bitCount(high);
    }
}
