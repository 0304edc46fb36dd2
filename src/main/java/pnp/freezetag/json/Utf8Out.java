package pnp.freezetag.json;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Text for a byte stream, gathered in a 64 KB buffer and written in large pieces: ASCII characters
 * as one byte each, without an encoder; the rest of a string from its first other character on
 * through {@link String#getBytes} (UTF-8, a lone surrogate as {@code ?}), the bytes a UTF-8
 * {@link java.io.OutputStreamWriter} writes for the same characters (except a surrogate pair split
 * over two calls, two {@code ?} here; text decoded from a file holds no lone surrogates).
 */
public final class Utf8Out {
    private static final byte[] LINE_END = System.lineSeparator().getBytes(StandardCharsets.UTF_8);

    private final OutputStream out;
    private final byte[] buf = new byte[1 << 16];
    /** Where {@link #text} copies a string's characters to look at them. */
    private final char[] chars = new char[1024];

    private int n;

    public Utf8Out(OutputStream out) {
        this.out = out;
    }

    /** One character below 128. */
    public Utf8Out ascii(char c) {
        if (n == buf.length) drain();
        buf[n++] = (byte) c;
        return this;
    }

    /** Any characters, encoded as UTF-8. */
    public Utf8Out text(String s) {
        int len = s.length();
        s.getChars(0, Math.min(len, chars.length), chars, 0);
        return chars(s, len);
    }

    /** {@link #text(String)} for the characters of a builder. */
    public Utf8Out text(StringBuilder s) {
        int len = s.length();
        s.getChars(0, Math.min(len, chars.length), chars, 0);
        return chars(s, len);
    }

    /** Writes {@code s}, whose first characters (as many as fit) are in {@link #chars}. */
    private Utf8Out chars(CharSequence s, int len) {
        if (len > chars.length) return slowly(s, 0);
        if (buf.length - n < len) drain();
        for (int i = 0; i < len; i++) {
            char c = chars[i];
            if (c >= 0x80) return slowly(s, i);
            buf[n++] = (byte) c;
        }
        return this;
    }

    /** Writes {@code s} from {@code i} on, a character at a time. */
    private Utf8Out slowly(CharSequence s, int i) {
        int len = s.length();
        for (; i < len; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) return bytes(s.subSequence(i, len).toString().getBytes(StandardCharsets.UTF_8));
            if (n == buf.length) drain();
            buf[n++] = (byte) c;
        }
        return this;
    }

    public Utf8Out bytes(byte[] b) {
        if (b.length > buf.length - n) drain();
        if (b.length > buf.length) write(b, b.length);
        else {
            System.arraycopy(b, 0, buf, n, b.length);
            n += b.length;
        }
        return this;
    }

    /** A whole number in decimal, as {@link Long#toString(long)} writes it. */
    public Utf8Out number(long v) {
        if (v < 0) return text(Long.toString(v));
        if (buf.length - n < 20) drain();
        int end = n + digits(v);
        int at = end;
        long rest = v;
        do {
            buf[--at] = (byte) ('0' + rest % 10);
            rest /= 10;
        } while (rest > 0);
        n = end;
        return this;
    }

    public static int digits(long v) {
        int d = 1;
        for (long rest = v; rest >= 10; rest /= 10) d++;
        return d;
    }

    /** The line separator {@link java.io.PrintWriter#println()} writes. */
    public Utf8Out endLine() {
        return bytes(LINE_END);
    }

    /** Writes out what is buffered and flushes the stream. */
    public void flush() {
        drain();
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void drain() {
        write(buf, n);
        n = 0;
    }

    private void write(byte[] b, int len) {
        if (len == 0) return;
        try {
            out.write(b, 0, len);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
