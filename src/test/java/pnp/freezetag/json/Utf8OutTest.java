package pnp.freezetag.json;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.random.Rng;

/** The bytes of {@link Utf8Out} are those of a UTF-8 {@link PrintWriter} given the same calls (seeded). */
class Utf8OutTest {
    /** Pieces of text, a surrogate pair as one (a lone surrogate never comes from a decoded file). */
    private static final String[] SOME = {"a", "Z", "0", " ", "\"", "\\", "\n", "\t", "\u007f", "\u0080", "é", "緑", "𝄞"
    };

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void writesWhatAUtf8PrintWriterWrites(long seed) {
        Rng rng = new Rng(seed);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        PrintWriter w = new PrintWriter(new OutputStreamWriter(expected, StandardCharsets.UTF_8));
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        Utf8Out out = new Utf8Out(got);
        for (int call = 0; call < 3000; call++) {
            switch (rng.nextInt(5)) {
                case 0 -> {
                    String s = string(rng);
                    w.write(s);
                    out.text(s);
                }
                case 1 -> {
                    StringBuilder s = new StringBuilder(string(rng));
                    w.append(s);
                    out.text(s);
                }
                case 2 -> {
                    long v = rng.nextInt(4) == 0
                            ? -rng.nextInt(1000)
                            : (long) rng.nextInt(Integer.MAX_VALUE) << rng.nextInt(32);
                    w.print(v);
                    out.number(v);
                }
                case 3 -> {
                    w.println();
                    out.endLine();
                }
                default -> {
                    char c = (char) rng.nextInt(128);
                    w.write(c);
                    out.ascii(c);
                }
            }
        }
        w.flush();
        out.flush();
        assertTrue(got.size() > 1 << 17, "more than the buffer holds: " + got.size());
        assertArrayEquals(expected.toByteArray(), got.toByteArray());
    }

    /** Mostly short, sometimes longer than the copy buffer or the whole byte buffer; ASCII or not. */
    private static String string(Rng rng) {
        int len = switch (rng.nextInt(20)) {
            case 0 -> 1000 + rng.nextInt(2000);
            case 1 -> 60_000 + rng.nextInt(20_000);
            default -> rng.nextInt(40);
        };
        boolean ascii = rng.nextInt(3) > 0;
        StringBuilder b = new StringBuilder(len);
        for (int i = 0; i < len; i++) {
            if (ascii) b.append((char) (32 + rng.nextInt(95)));
            else b.append(SOME[rng.nextInt(SOME.length)]);
        }
        return b.toString();
    }
}
