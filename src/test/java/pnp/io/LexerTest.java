package pnp.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {
    @Test
    void wordsCarryLineAndColumnAsAnEditorShowsThem() {
        // "wall  C4\tN E # comment": wall at 1, C4 at 7 (two spaces), N at 10 (after the tab), E at 12
        Line l = Lexer.line("wall  C4\tN E # comment", 3);
        assertEquals(
                List.of("wall", "C4", "N", "E"),
                l.words().stream().map(Word::text).toList());
        assertEquals(List.of(1, 7, 10, 12), l.words().stream().map(Word::column).toList());
        assertTrue(l.words().stream().allMatch(w -> w.line() == 3));
    }

    @Test
    void aMissingWordIsReportedJustAfterTheLastWord() {
        // "exit G4": G4 starts at column 6 and is 2 long, so a missing side is at column 8
        assertEquals(8, Lexer.line("exit G4", 1).missingColumn());
        assertEquals(8, Lexer.line("exit G4   # no side", 1).missingColumn());
        assertEquals(1, Lexer.line("   # only a comment", 1).missingColumn());
    }

    @Test
    void noBreakSpacesAndStrayByteOrderMarksAreBlanks() {
        Line l = Lexer.line("grid\u00a0A1\ufeffB2\u202fC3", 1);
        assertEquals(
                List.of("grid", "A1", "B2", "C3"),
                l.words().stream().map(Word::text).toList());
        assertEquals(List.of(1, 6, 9, 12), l.words().stream().map(Word::column).toList());
    }

    @Test
    void aHashStartsACommentEvenInsideAWord() {
        assertEquals(
                List.of("coins", "3"),
                Lexer.line("coins 3#4", 1).words().stream().map(Word::text).toList());
    }

    @Test
    void crlfCrAndLfLineEndsNumberTheSameLines() {
        for (String text : List.of("a 1\nb 2\n\nc 3\n", "a 1\r\nb 2\r\n\r\nc 3\r\n", "a 1\rb 2\r\rc 3\r")) {
            List<Line> lines = Lexer.lines(new TextSource("t", text));
            assertEquals(4, lines.size(), text);
            assertEquals(
                    List.of(1, 2, 4),
                    Lexer.statements(new TextSource("t", text)).stream()
                            .map(Line::number)
                            .toList());
            assertEquals("3", lines.get(3).word(1).text());
            assertEquals(3, lines.get(3).word(1).column());
        }
    }

    @Test
    void keywordsMatchInAnyCase() {
        Word w = Lexer.line("ENTRANCE A4", 1).first();
        assertTrue(w.is("entrance"));
        assertEquals("entrance", w.lower());
    }
}
