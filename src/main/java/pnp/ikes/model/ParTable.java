package pnp.ikes.model;

import java.util.Collections;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

/** The par of each numbered solo challenge, as shipped in {@code templates/ikes/par.txt}. */
public record ParTable(Map<Long, Integer> par) {
    public ParTable {
        par = Collections.unmodifiableMap(new TreeMap<>(par));
    }

    /** The challenge's par, when the table has it. */
    public OptionalInt of(long challenge) {
        Integer p = par.get(challenge);
        return p == null ? OptionalInt.empty() : OptionalInt.of(p);
    }
}
