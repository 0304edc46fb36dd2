package pnp.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pnp.random.Rng;

/**
 * Seeded damage to a valid input: byte flips, truncation, line deletion and duplication, huge and
 * negative numbers, Unicode and binary, very long lines, deep repetition, and grammar-aware
 * word swaps (a word of the format put where another stood), so most cases are nearly valid.
 */
final class Mutator {
    static final int KINDS = 14;

    private static final String[] ODD = {
        "\u00e9", "\u00a0", "\ufeff", "\u200b", "\u202e", "\u0000", "\uD83D\uDC27", "\u0301", "\t", "\r", "\u2028", "#",
    };
    private static final String[] NUMBERS = {
        "0", "-1", "-0", "99999999999999999999", "2147483648", "-2147483649", "1e9", "0x10", "007", "+3", "3.5", "NaN",
    };

    private final Rng rng;
    private final List<String> vocabulary;

    /** @param vocabulary words of the format (keywords, cells, codes) for grammar-aware swaps */
    Mutator(long seed, List<String> vocabulary) {
        this.rng = new Rng(seed);
        this.vocabulary = vocabulary;
    }

    /** One to three mutations of {@code input}. */
    byte[] mutate(byte[] input) {
        byte[] out = input;
        int n = 1 + rng.nextInt(3);
        for (int i = 0; i < n; i++) out = once(out, rng.nextInt(KINDS));
        return out;
    }

    byte[] once(byte[] in, int kind) {
        return switch (kind) {
            case 0 -> flipByte(in);
            case 1 -> truncate(in);
            case 2 -> editLines(in, false);
            case 3 -> editLines(in, true);
            case 4 -> replaceWord(in, NUMBERS[rng.nextInt(NUMBERS.length)]);
            case 5 -> insertText(in, ODD[rng.nextInt(ODD.length)]);
            case 6 -> insertBytes(in, randomBytes(1 + rng.nextInt(16)));
            case 7 -> insertText(in, "A".repeat(1000 + rng.nextInt(20_000)));
            case 8 -> repeatLine(in, 100 + rng.nextInt(2000));
            case 9, 10, 11 ->
                vocabulary.isEmpty() ? flipByte(in) : replaceWord(in, vocabulary.get(rng.nextInt(vocabulary.size())));
            case 12 -> swapLines(in);
            default -> randomBytes(rng.nextInt(64));
        };
    }

    private byte[] flipByte(byte[] in) {
        if (in.length == 0) return in;
        byte[] out = in.clone();
        out[rng.nextInt(out.length)] ^= (byte) (1 << rng.nextInt(8));
        return out;
    }

    private byte[] truncate(byte[] in) {
        return in.length == 0 ? in : Arrays.copyOf(in, rng.nextInt(in.length));
    }

    private byte[] editLines(byte[] in, boolean duplicate) {
        List<String> lines = lines(in);
        if (lines.isEmpty()) return in;
        int i = rng.nextInt(lines.size());
        if (duplicate) lines.add(i, lines.get(i));
        else lines.remove(i);
        return join(lines);
    }

    private byte[] swapLines(byte[] in) {
        List<String> lines = lines(in);
        if (lines.size() < 2) return in;
        int a = rng.nextInt(lines.size());
        int b = rng.nextInt(lines.size());
        String t = lines.get(a);
        lines.set(a, lines.get(b));
        lines.set(b, t);
        return join(lines);
    }

    private byte[] repeatLine(byte[] in, int times) {
        List<String> lines = lines(in);
        if (lines.isEmpty()) return in;
        int i = rng.nextInt(lines.size());
        String l = lines.get(i);
        for (int k = 0; k < times; k++) lines.add(i, l);
        return join(lines);
    }

    /** Replaces one blank-separated word with {@code word}. */
    private byte[] replaceWord(byte[] in, String word) {
        String s = new String(in, StandardCharsets.UTF_8);
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
            int start = i;
            while (i < s.length() && !Character.isWhitespace(s.charAt(i))) i++;
            if (i > start) spans.add(new int[] {start, i});
        }
        if (spans.isEmpty()) return insertText(in, word);
        int[] sp = spans.get(rng.nextInt(spans.size()));
        return (s.substring(0, sp[0]) + word + s.substring(sp[1])).getBytes(StandardCharsets.UTF_8);
    }

    private byte[] insertText(byte[] in, String text) {
        return insertBytes(in, text.getBytes(StandardCharsets.UTF_8));
    }

    private byte[] insertBytes(byte[] in, byte[] what) {
        int at = in.length == 0 ? 0 : rng.nextInt(in.length + 1);
        ByteArrayOutputStream b = new ByteArrayOutputStream(in.length + what.length);
        b.write(in, 0, at);
        b.write(what, 0, what.length);
        b.write(in, at, in.length - at);
        return b.toByteArray();
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) b[i] = (byte) rng.nextInt(256);
        return b;
    }

    private static List<String> lines(byte[] in) {
        return new ArrayList<>(Arrays.asList(new String(in, StandardCharsets.UTF_8).split("\n", -1)));
    }

    private static byte[] join(List<String> lines) {
        return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
    }
}
