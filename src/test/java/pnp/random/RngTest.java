package pnp.random;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RngTest {
    @Test
    void sequenceIsPinned() {
        // SplitMix64 reference values for seed 0 and seed 1 (the published test vectors of the
        // algorithm): if these change, every seeded layout and challenge changes.
        Rng r = new Rng(0);
        assertEquals(0xe220a8397b1dcdafL, r.nextLong());
        assertEquals(0x6e789e6aa1b965f4L, r.nextLong());
        assertEquals(0x06c45d188009454fL, r.nextLong());
        Rng one = new Rng(1);
        assertEquals(0x910a2dec89025cc1L, one.nextLong());
    }

    @Test
    void diceArePinnedAndInRange() {
        // seed 12345, ten rolls of a six-sided die, recorded once: pins nextInt's rejection sampling
        Rng r = new Rng(12345);
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < 10; i++) rolls.add(r.roll(6));
        assertEquals(List.of(3, 6, 1, 1, 3, 3, 3, 3, 2, 2), rolls);
        Rng big = new Rng(99);
        int[] counts = new int[7];
        for (int i = 0; i < 60_000; i++) counts[big.roll(6)]++;
        for (int face = 1; face <= 6; face++) {
            // 10,000 expected per face; 5 standard deviations is about 456
            assertTrue(Math.abs(counts[face] - 10_000) < 500, "face " + face + ": " + counts[face]);
        }
    }

    @Test
    void shuffleIsAPermutationAndDeterministic() {
        List<Integer> a = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8));
        List<Integer> b = new ArrayList<>(a);
        new Rng(3).shuffle(a);
        new Rng(3).shuffle(b);
        assertEquals(a, b);
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), a.stream().sorted().toList());
    }

    @Test
    void seedsParse() {
        assertEquals(42L, Seeds.parse(" 42 ").orElseThrow());
        assertTrue(Seeds.parse("-1").isEmpty());
        assertTrue(Seeds.parse("abc").isEmpty());
        long f = Seeds.fresh();
        assertTrue(f >= 100_000 && f <= 999_999);
    }
}
