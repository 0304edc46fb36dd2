package pnp.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TextSourceTest {
    @Test
    void aLeadingByteOrderMarkIsDropped() {
        byte[] bytes = "\ufeffentrance A4\n".getBytes(StandardCharsets.UTF_8);
        TextSource s = TextSource.decode("a.ikes", bytes);
        assertEquals("entrance A4\n", s.text());
        assertEquals(1, Lexer.lines(s).get(0).first().column());
    }

    @Test
    void aByteThatIsNotUtf8IsReportedAtItsLineAndColumn() {
        // line 2 is "ab" then 0xE9 (Latin-1 e-acute): column 3 of line 2
        byte[] bytes = {'x', '\n', 'a', 'b', (byte) 0xE9, 'c', '\n'};
        InputException e = assertThrows(InputException.class, () -> TextSource.decode("f.txt", bytes));
        assertEquals("f.txt", e.source());
        assertEquals(2, e.line());
        assertEquals(3, e.column());
        assertEquals("f.txt:2:3: byte 0xE9 is not UTF-8 text; save the file as UTF-8", e.getMessage());
    }

    @Test
    void columnsCountCharactersNotBytesBeforeTheBadByte() {
        // "é" is two bytes but one column; the bad byte 0xFF follows it: column 2
        byte[] bytes = {(byte) 0xC3, (byte) 0xA9, (byte) 0xFF};
        InputException e = assertThrows(InputException.class, () -> TextSource.decode("f", bytes));
        assertEquals(1, e.line());
        assertEquals(2, e.column());
    }

    @Test
    void truncatedAndOverlongSequencesAreFoundByTheScanner() {
        assertEquals(1, TextSource.firstBadByte(new byte[] {'a', (byte) 0xE2, (byte) 0x82})); // cut short
        assertEquals(0, TextSource.firstBadByte(new byte[] {(byte) 0xC0, (byte) 0x80})); // overlong NUL
        assertEquals(0, TextSource.firstBadByte(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80})); // surrogate
        assertThrows(
                InputException.class, () -> TextSource.decode("f", new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}));
    }

    @Test
    void diagnosticsSortByLineThenColumnAndThrowTheFirst() {
        Diagnostics d = new TextSource("g.txt", "").diagnostics();
        d.add(3, 1, "third");
        d.add(1, 9, "second");
        d.add(1, 2, "first");
        assertEquals(3, d.size());
        InputException e = assertThrows(InputException.class, d::throwIfAny);
        assertEquals("g.txt:1:2: first", e.getMessage());
        assertEquals(3, e.diagnostics().size());
        assertEquals("g.txt:3:1: third", e.diagnostics().get(2).toString());
    }
}
