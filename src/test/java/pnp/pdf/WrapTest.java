package pnp.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class WrapTest {
    /** Width = number of characters, so the working is by count: "aa bb" is 5 wide, "aa bb cc" 8. */
    @Test
    void wordsJoinWhileTheyFit() {
        assertEquals(List.of("aa bb", "cc"), Wrap.lines(String::length, 5, "aa bb cc"));
        assertEquals(List.of("aa bb cc"), Wrap.lines(String::length, 8, "aa bb cc"));
    }

    @Test
    void aLongWordStandsAloneAndNewlinesStartLines() {
        assertEquals(List.of("a", "longword", "b"), Wrap.lines(String::length, 3, "a longword b"));
        assertEquals(List.of("one", "", "two"), Wrap.lines(String::length, 10, "one\n\ntwo"));
    }
}
