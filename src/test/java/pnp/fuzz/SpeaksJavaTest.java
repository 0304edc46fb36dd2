package pnp.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link Fuzzer#speaksJava} gives the answer of its pattern, {@link Fuzzer#JAVA_WORDS}, on words made to be near misses. */
class SpeaksJavaTest {
    private static final String[] PIECES = {
        "Exception",
        "Exceptio",
        "exception",
        "java.",
        "java.u",
        "java.U",
        "java.1",
        "java",
        "ava.u",
        "at pnp.",
        "at pnp",
        "at  pnp.",
        "pnp.",
        " ",
        "expected a number",
        ".",
        "j",
        "a",
        "z",
        "{",
        "`",
        "A1"
    };

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void theSameAnswerAsThePattern(long seed) {
        Random rng = new Random(seed);
        int yes = 0;
        for (int i = 0; i < 20_000; i++) {
            StringBuilder s = new StringBuilder();
            for (int n = rng.nextInt(5); n > 0; n--) s.append(PIECES[rng.nextInt(PIECES.length)]);
            String m = s.toString();
            boolean want = Fuzzer.JAVA_WORDS.matcher(m).find();
            assertEquals(want, Fuzzer.speaksJava(m), '"' + m + '"');
            if (want) yes++;
        }
        // both answers are met often
        assertTrue(yes > 2_000 && yes < 18_000, "messages speaking Java: " + yes);
    }
}
