package pnp.random;

import java.util.List;

/**
 * The project's seeded random numbers: SplitMix64 (Steele, Lea and Flood, 2014), written out here
 * so a seed gives the same sequence on every JDK and every version of pnp. The sequence is pinned
 * by {@code RngTest}; changing this class changes every seeded layout and challenge.
 *
 * <p>Not thread-safe; give each thread its own instance (see {@link #split()}).
 */
public final class Rng {
    private long state;

    public Rng(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform integer in [0, bound), without modulo bias (rejection sampling). */
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive, got " + bound);
        long limit = (1L << 32) - ((1L << 32) % bound);
        while (true) {
            long r = nextLong() >>> 32;
            if (r < limit) return (int) (r % bound);
        }
    }

    /** A uniform integer in [lo, hi], both included. */
    public int between(int lo, int hi) {
        return lo + nextInt(hi - lo + 1);
    }

    /** A uniform double in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public boolean nextBoolean() {
        return (nextLong() & 1) != 0;
    }

    /** One roll of a die with the given number of faces: 1..faces. */
    public int roll(int faces) {
        return 1 + nextInt(faces);
    }

    /** Shuffles the list in place (Fisher-Yates, from the end). */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /** A uniformly chosen element. */
    public <T> T pick(List<T> list) {
        return list.get(nextInt(list.size()));
    }

    /** An independent generator derived from this one's next output. */
    public Rng split() {
        return new Rng(nextLong());
    }
}
