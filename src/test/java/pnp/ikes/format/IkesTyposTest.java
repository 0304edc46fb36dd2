package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import pnp.io.InputException;
import pnp.io.TextSource;

/** The grid typos that used to read as another sheet or at the wrong line: each an error at its own place. */
class IkesTyposTest {
    private static final String PLAIN = """
            entrance A4 W
            exit G4
            grid
            - - - - - - -
            - . 3 @ @ - -
            - 3 . . 5 - -
            . 1 . - 5 5 .
            - - . 2 . - -
            - - - - - - -
            - - - - - - -
            wall C4 E
            """;

    private static String message(String text) {
        InputException e = assertThrows(InputException.class, () -> IkesParser.parse(new TextSource("t.ikes", text)));
        return e.getMessage();
    }

    @Test
    void aRowWithOneCodeTooManyIsAnErrorWhenItStartsLikeItsNumber() {
        // rows without numbers: "2 1 2 . . . . ." must not lose its leading 2 as a row number
        String text = PLAIN.replace("- . 3 @ @ - -", "2 1 2 . . . . .");
        assertEquals(
                "t.ikes:5:15: row 2 of the grid has 8 codes; expected 7 codes (- . 1-6 @): the other rows do not"
                        + " start with their numbers, so the leading 2 is a code",
                message(text));
    }

    @Test
    void theSameRowIsAnErrorWhenItDoesNotStartLikeItsNumber() {
        String text = PLAIN.replace("- . 3 @ @ - -", "1 2 . . . . . .");
        assertEquals(
                "t.ikes:5:1: row 2 of the grid starts with '1'; expected the row number 2 or 7 cell codes",
                message(text));
    }

    @Test
    void inANumberedGridTheLeadingNumberIsStillARowNumber() {
        String numbered = PLAIN.replace("grid\n", "grid\nA B C D E F G\n");
        String[] rows = numbered.split("\n");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rows.length; i++)
            b.append(i >= 4 && i <= 10 ? (i - 3) + " " : "").append(rows[i]).append('\n');
        assertEquals(
                IkesParser.parse(new TextSource("a.ikes", PLAIN)),
                IkesParser.parse(new TextSource("b.ikes", b.toString())));
    }

    @Test
    void aMistypedHeaderIsReportedAtItsOwnLine() {
        assertEquals(
                "t.ikes:4:11: the column header has 'G' where F belongs; expected A B C D E F G, or no header",
                message(PLAIN.replace("grid\n", "grid\nA B C D E G G\n")));
        assertEquals(
                "t.ikes:4:5: the column header has 'D' where C belongs; expected A B C D E F G, or no header",
                message(PLAIN.replace("grid\n", "grid\nA B D C E F G\n")));
        assertEquals(
                "t.ikes:4:12: the column header stops after F; expected A B C D E F G, or no header",
                message(PLAIN.replace("grid\n", "grid\nA B C D E F\n")));
        assertEquals(
                "t.ikes:4:9: unexpected 'H' after G in the column header; expected A B C D E F G, or no header",
                message(PLAIN.replace("grid\n", "grid\nABCDEFG H\n")));
    }
}
