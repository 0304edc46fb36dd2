package pnp.penguins.format;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;

class LayoutFormatTest {
    @Test
    void layoutFormatReadsAndWritesBack() {
        Layout l = Layouts.builtIn(DominoSet.DOUBLE_SIX);
        Layout again = LayoutFormat.parse(new TextSource("x", LayoutFormat.write(l)));
        assertEquals(l.slots(), again.slots());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "o-o|o-o-o|4:4|already joined",
                "o-o|o-o x|4:5|unexpected 'x'",
                "o-o|o o|4:1|not joined",
                "o-o|o- |4:2|'-' must stand between two squares",
            })
    void layoutErrorsNameLineAndColumn(String from, String to, String where, String reason) {
        String text = "name tiny\nset double-six\npicture\n" + from + "\nend\n";
        String bad = text.replace(from + "\n", to + "\n");
        InputException e = assertThrows(InputException.class, () -> LayoutFormat.parse(new TextSource("l.txt", bad)));
        assertEquals(where, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
    }

    @Test
    void aLayoutNeedsOneSlotPerDomino() {
        InputException e = assertThrows(
                InputException.class,
                () -> LayoutFormat.parse(new TextSource("l.txt", "name tiny\nset double-six\npicture\no-o\nend\n")));
        assertEquals("a double-six layout needs 28 slots; the picture has 1", e.reason());
        assertEquals(2, e.line());
    }

    /**
     * The header's columns come from the shared lexer. The old reader found a word's column with
     * indexOf, so in "set  set" the bad set name (column 6) was reported at column 1, where the
     * first "set" stands.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "set double-six|set  set|2:6|unknown set 'set'",
                "set double-six|'  set double-sixes'|2:7|unknown set 'double-sixes'",
                "set double-six|set se|2:5|unknown set 'se'",
            })
    void headerColumnsAreTheWordsOwnEvenWhenAWordRepeats(String from, String to, String where, String reason) {
        String text = "name tiny\nset double-six\npicture\no-o\nend\n";
        String bad = text.replace(from + "\n", to + "\n");
        assertNotEquals(text, bad);
        InputException e = assertThrows(InputException.class, () -> LayoutFormat.parse(new TextSource("l.txt", bad)));
        assertEquals(where, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
    }

    /** Issue 16: a byte-order mark and CRLF line ends are read as an editor shows the file. */
    @Test
    void aByteOrderMarkAndCrlfLineEndsAreAccepted() {
        Layout l = Layouts.builtIn(DominoSet.DOUBLE_SIX);
        String text = "\ufeff" + LayoutFormat.write(l).replace("\n", "\r\n");
        Layout again = LayoutFormat.parse(TextSource.decode("bom.txt", text.getBytes(StandardCharsets.UTF_8)));
        assertEquals(l.slots(), again.slots());
    }

    /** Issue 16: what is missing altogether is reported at the end of the last line (line 1, column 1 when empty). */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "''|1:1|no 'picture' line",
                "'name tiny\nset double-six'|2:15|no 'picture' line",
                "'name tiny\nset double-six\npicture\no-o'|4:4|no closing 'end' line",
                "'set double-six\npicture\no-o\nend'|2:1|a 'name NAME' line must come before the picture",
            })
    void somethingMissingIsReportedWithLineAndColumn(String text, String where, String reason) {
        InputException e = assertThrows(InputException.class, () -> LayoutFormat.parse(new TextSource("l.txt", text)));
        assertEquals(where, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
    }

    /**
     * Found by the fuzzer: a joint beyond the 26th column made a cell outside the grid and escaped as an
     * IllegalArgumentException. Column 52 is square 26's '-' (x = 51, square (51 + 1) / 2 = 26).
     */
    @Test
    void aJointBeyondTheTwentySixthSquareIsAPositionedProblem() {
        String wide = "o ".repeat(25) + "o-o";
        InputException e = assertThrows(
                InputException.class,
                () -> LayoutFormat.parse(
                        new TextSource("w.txt", "name w\nset double-six\npicture\n" + wide + "\nend\n")));
        assertEquals("w.txt:4:52: a layout is at most 26 squares wide", e.getMessage());
    }
}
