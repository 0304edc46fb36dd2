package pnp.penguins.format;

import static org.junit.jupiter.api.Assertions.*;

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
    @CsvSource(delimiter = '|', value = {
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
        InputException e = assertThrows(InputException.class,
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
    @CsvSource(delimiter = '|', value = {
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
}
