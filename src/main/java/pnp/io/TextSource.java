package pnp.io;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The text of an input with the name to use in messages. A leading byte-order mark is dropped,
 * so columns count as an editor shows them.
 */
public record TextSource(String name, String text) {
    public TextSource {
        if (text.startsWith("\ufeff")) text = text.substring(1);
    }

    /**
     * Decodes UTF-8 bytes strictly: a byte that is not UTF-8 is reported with its line and column
     * (an {@link InputException}), never replaced silently.
     */
    public static TextSource decode(String name, byte[] bytes) {
        CharsetDecoder dec = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            return new TextSource(name, dec.decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            throw notUtf8(name, bytes);
        }
    }

    private static InputException notUtf8(String name, byte[] bytes) {
        int bad = firstBadByte(bytes);
        String before = new String(bytes, 0, bad, StandardCharsets.UTF_8);
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < before.length(); i++) {
            if (before.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int column = before.length() - lineStart + 1;
        if (line == 1 && before.startsWith("\ufeff")) column--;
        return new InputException(
                name,
                line,
                column,
                String.format("byte 0x%02X is not UTF-8 text; save the file as UTF-8", bytes[bad] & 0xff));
    }

    /** The index of the first byte that does not belong to a well-formed UTF-8 sequence. */
    static int firstBadByte(byte[] b) {
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            int n = c < 0x80
                    ? 0
                    : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
            if (n < 0 || i + n >= b.length) return i;
            for (int k = 1; k <= n; k++) {
                int cc = b[i + k] & 0xff;
                boolean ok = (cc & 0xc0) == 0x80;
                if (k == 1 && c == 0xe0) ok &= cc >= 0xa0;
                if (k == 1 && c == 0xed) ok &= cc <= 0x9f;
                if (k == 1 && c == 0xf0) ok &= cc >= 0x90;
                if (k == 1 && c == 0xf4) ok &= cc <= 0x8f;
                if (!ok) return i;
            }
            i += n + 1;
        }
        return Math.max(0, b.length - 1);
    }

    /** The lines, without their line ends (LF, CRLF or CR); line {@code i} of the file is element {@code i - 1}. */
    public List<String> lines() {
        return text.lines().toList();
    }

    public InputException error(int line, int column, String reason) {
        return new InputException(name, line, column, reason);
    }

    /** An error at a word of this source. */
    public InputException error(Word word, String reason) {
        return new InputException(name, word.line(), word.column(), reason);
    }

    /** A collector for this source's problems. */
    public Diagnostics diagnostics() {
        return new Diagnostics(name, lastLine());
    }

    /** The number of the last line (1 for an empty text). */
    public int lastLine() {
        return Math.max(1, (int) text.lines().count());
    }
}
