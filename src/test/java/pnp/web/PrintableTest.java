package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link Replies#printable}: what an error answer quotes of a request, worked by hand. */
class PrintableTest {
    @Test
    void printableAsciiIsKeptAndTheRestShownAsQuestionMarks() {
        assertEquals("/api/ikes/score", Replies.printable("/api/ikes/score", 60));
        assertEquals("a?b?c?", Replies.printable("a\u00e9b\nc\u202e", 60));
        assertEquals("~ !", Replies.printable("~ !", 60));
    }

    @Test
    void longTextIsCutAtTheLimit() {
        assertEquals("abcd", Replies.printable("abcd", 4));
        assertEquals("abcd...", Replies.printable("abcde", 4));
        assertEquals("x".repeat(40) + "...", Replies.printable("x".repeat(41), 40));
        assertEquals("x".repeat(60) + "...", HostCheck.printable("x".repeat(61)));
    }
}
