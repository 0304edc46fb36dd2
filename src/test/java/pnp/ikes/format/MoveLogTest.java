package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.ikes.model.Move;
import pnp.io.InputException;
import pnp.io.TextSource;

class MoveLogTest {
    private static MoveLog parse(String text) {
        return MoveLog.parse(new TextSource("g.ikeslog", text));
    }

    private static String error(String text) {
        return assertThrows(InputException.class, () -> parse(text)).getMessage();
    }

    @Test
    void readsEveryKindOfMove() {
        MoveLog log = parse("# my game\nSEED 12\n\nreroll Dark\nTile 4-2 b2 Display c3 4 reward wall D3 e # nice\n"
                + "tile B5 display B5 1 reward door A1 S\ntile C5 display C5 2 reward coins\ntile D5 display D5 3\n"
                + "cafeteria E4 F4\nstop\n");
        assertEquals(12, log.seed());
        assertEquals(7, log.entries().size());
        assertEquals("reroll dark", log.entries().get(0).move().toString());
        MoveLog.Entry t = log.entries().get(1);
        assertEquals("4-2", t.tileId());
        assertEquals(5, t.line());
        assertEquals("tile B2 display C3 4 reward wall D3 E", t.move().toString());
        assertEquals(
                "tile B5 display B5 1 reward door A1 S",
                log.entries().get(2).move().toString());
        assertEquals(
                "tile C5 display C5 2 reward coins", log.entries().get(3).move().toString());
        assertNull(((Move.PlaceTile) log.entries().get(4).move()).reward());
        assertEquals("cafeteria E4 F4", log.entries().get(5).move().toString());
        assertEquals("stop", log.entries().get(6).move().toString());
    }

    @Test
    void writtenLogsReadBack() {
        String text = MoveLog.write(7, List.of(new Move.Reroll(true), new Move.Stop()), null, "solver");
        assertEquals("# solver\nseed 7\nreroll light\nstop\n", text);
        assertEquals(2, parse(text).entries().size());
    }

    @Test
    void mistakesAreReportedWithLineAndColumn() {
        assertEquals(
                "g.ikeslog:1:1: a move log starts with 'seed N' (the challenge number), found 'tile'",
                error("tile B2 display B2 1\n"));
        assertEquals("g.ikeslog:1:6: the seed is a whole number from 0 to 999999999999, not 'x'", error("seed x\n"));
        assertEquals(
                "g.ikeslog:2:8: expected 'light' or 'dark' after reroll, found 'red'", error("seed 1\nreroll red\n"));
        assertEquals(
                "g.ikeslog:2:6: expected the space for the tile's anchor (its first space in reading order), a space A1..G7,"
                        + " found 'H2'",
                error("seed 1\ntile H2 display B2 1\n"));
        assertEquals(
                "g.ikeslog:2:9: expected 'display CELL FACE' after the tile's space, found 'B2'",
                error("seed 1\ntile B2 B2 1\n"));
        assertEquals(
                "g.ikeslog:2:20: expected the display's die face 1-6, found '7'",
                error("seed 1\ntile B2 display B2 7\n"));
        assertEquals(
                "g.ikeslog:2:37: expected a side N, E, S or W, found 'X'",
                error("seed 1\ntile B2 display B2 1 reward wall C3 X\n"));
        assertEquals(
                "g.ikeslog:2:29: expected 'coins', 'door' or 'wall' after reward, found 'gold'",
                error("seed 1\ntile B2 display B2 1 reward gold\n"));
        assertEquals("g.ikeslog:2:6: unexpected 'now': 'stop' takes nothing after it", error("seed 1\nstop now\n"));
        assertEquals(
                "g.ikeslog:3:1: expected a move: 'reroll', 'tile', 'cafeteria' or 'stop', found 'pass'",
                error("seed 1\nstop\npass\n"));
        // issue 16: every problem names a column too; a missing statement is at column 1 of the last line
        assertEquals("g.ikeslog:1:1: the move log is empty: it needs 'seed N' on its first line", error("# nothing\n"));
    }

    @Test
    void anEmptyLogIsReportedAtTheLastLineColumnOne() {
        // issue 16 regression: once "g.ikeslog:1: ..." without a column
        assertEquals("g.ikeslog:1:1: the move log is empty: it needs 'seed N' on its first line", error(""));
        assertEquals(
                "g.ikeslog:3:1: the move log is empty: it needs 'seed N' on its first line", error("# a\n\n# b\n"));
    }

    @Test
    void aMissingWordIsReportedJustAfterTheLastWord() {
        // "reroll" is columns 1-6, so the missing die is reported at column 7 (Line.missingColumn, one rule)
        assertEquals("g.ikeslog:2:7: expected 'reroll light' or 'reroll dark'", error("seed 1\nreroll\n"));
        // "tile B2 display B2" ends at column 18: the face is missing at 19
        assertEquals(
                "g.ikeslog:2:19: expected the display's die face 1-6 after its space",
                error("seed 1\ntile B2 display B2\n"));
    }

    @Test
    void aByteOrderMarkTabsNoBreakSpacesAndCrlfAreBlanks() {
        // issue 16 regression: a UTF-8 byte-order mark used to be read as part of the first word
        byte[] bytes =
                "\ufeffseed 3\r\nreroll\tlight\r\ntile\u00a0B2 display B2 1\r\n".getBytes(StandardCharsets.UTF_8);
        MoveLog log = MoveLog.parse(TextSource.decode("bom.ikeslog", bytes));
        assertEquals(3, log.seed());
        assertEquals("reroll light", log.entries().get(0).move().toString());
        assertEquals("tile B2 display B2 1", log.entries().get(1).move().toString());
        assertEquals(3, log.entries().get(1).line());
    }

    @Test
    void invalidUtf8IsReportedWithLineAndColumn() {
        // line 2 "stop " then the byte 0xFF at column 6
        byte[] bytes = {'s', 'e', 'e', 'd', ' ', '1', '\n', 's', 't', 'o', 'p', ' ', (byte) 0xff, '\n'};
        InputException e =
                assertThrows(InputException.class, () -> MoveLog.parse(TextSource.decode("bad.ikeslog", bytes)));
        assertEquals(2, e.line());
        assertEquals(6, e.column());
    }
}
