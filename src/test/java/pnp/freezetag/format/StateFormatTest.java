package pnp.freezetag.format;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.Setup;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.io.InputException;
import pnp.io.TextSource;

class StateFormatTest {
    private static final String GOOD = """
            # two players
            player R red S off M
            player B blue N
            board
               A   B   C      D   E
            1  .   .   BM/BM  .   .
            2  .   RL  .      .   .
            3  .   .   RS/BS  .   .
            4  .   .   .      .   .
            5  .   .   .      .   RL   # a comment
            """;

    private static Position parse(String text) {
        return StateFormat.parse(new TextSource("pos.txt", text));
    }

    @Test
    void readsPlayersStacksAndPiecesOff() {
        Position pos = parse(GOOD);
        assertEquals(2, pos.players().size());
        assertEquals(Side.S, pos.player(0).start());
        assertEquals("blue", pos.player(1).colour());
        assertEquals(1, pos.off(0, Size.M));
        assertEquals(1, pos.offTotal(0));
        assertEquals(2, pos.height(new Cell(2, 2)));
        assertEquals("red S", pos.describe(pos.stack(new Cell(2, 2)).get(0)));
        assertEquals("blue S", pos.describe(pos.top(new Cell(2, 2))));
        assertEquals(0, pos.height(new Cell(0, 0)));
    }

    @Test
    void writeThenParseGivesTheSamePosition() {
        Position pos = parse(GOOD);
        assertEquals(pos, parse(StateFormat.write(pos)));
        Position start = Setup.position(Setup.players(Setup.COLOURS, true));
        assertEquals(start, parse(StateFormat.write(start)));
        assertTrue(StateFormat.write(pos).contains("player R red S off M\n"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // line | col | replace | with | message part
                "2|1|player R red S off M|plyer R red S|expected 'player",
                "2|14|player R red S off M|player R red Q|a starting edge is N, E, S or W",
                "3|15|player B blue N|player B blue S|edge S is already red's starting edge",
                "3|8|player B blue N|player R blue N|letter R is already player red",
                "2|20|player R red S off M|player R red S off X|a size is S, M or L",
                "7|8|2  .   RL|2  .   ZL|B2: no player has the letter 'Z'",
                "7|9|2  .   RL|2  .   RX|B2: a size is S, M or L, not 'X'",
                "8|15|RS/BS|RS/BL|C3: a large cannot stand on a smaller small",
                "8|12|RS/BS|RS/BS/BM|C3: a stack is at most two pieces high",
                "7|1|2  .   RL|3  .   RL|expected row number 2",
                "9|20|4  .   .   .      .   .|4  .   .   .      .|row 4 needs 5 squares",
            })
    void badInputNamesLineAndColumn(int line, int col, String from, String to, String message) {
        String text = GOOD.replace(from, to);
        InputException e = assertThrows(InputException.class, () -> parse(text));
        assertTrue(e.getMessage().startsWith("pos.txt:" + line + ":" + col + ": "), e.getMessage());
        assertTrue(e.reason().contains(message), e.reason());
    }

    @Test
    void tooManyOfASizeIsAnErrorAtTheThirdPiece() {
        // red already has a large on B2; D5 is the second, E5 (line 10, column 23) the third
        String text = GOOD.replace("5  .   .   .      .   RL", "5  .   .   .      RL  RL");
        InputException e = assertThrows(InputException.class, () -> parse(text));
        assertEquals(List.of(10, 23), List.of(e.line(), e.column()));
        assertTrue(e.reason().contains("E5: player R (red) has 3 larges on and off the board"), e.reason());
        // sizes off the board count too: the third medium is the 'M' on line 2, column 24
        InputException off = assertThrows(InputException.class, () -> parse(GOOD.replace("off M", "off M M M")));
        assertEquals(List.of(2, 24), List.of(off.line(), off.column()));
    }

    @Test
    void missingPartsAreErrorsWithLineAndColumn() {
        // a missing word is reported just after the line's last word (pnp.io.Line.missingColumn)
        assertAt(1, 1, "no 'player' lines", "board\n");
        assertAt(1, 15, "no 'board' section", "player R red S\n");
        assertAt(1, 1, "the position is empty", "");
        assertAt(1, 1, "the position is empty", "# only a comment\n\n");
        assertAt(3, 12, "the board needs rows 1 to 5; found 1", "player R red S\nboard\n1 . . . . .\n");
        assertAt(2, 6, "the board needs rows 1 to 5; found 0", "player R red S\nboard\n");
        assertAt(1, 13, "a player line is 'player LETTER COLOUR EDGE", "player R red\nboard\n");
        assertAt(1, 1, "expected 'player", "turn R\n");
    }

    private static void assertAt(int line, int column, String message, String text) {
        InputException e = assertThrows(InputException.class, () -> parse(text));
        assertEquals(List.of(line, column), List.of(e.line(), e.column()), e.getMessage());
        assertTrue(e.reason().contains(message), e.reason());
    }

    @Test
    void everyProblemIsReportedFirstInFileOrder() {
        // two bad squares on row 2 (line 7): "2" col 1, blanks 2-3, "." 4, blanks 5-7, B2 "ZL" at 8-9, blanks
        // 10-11, "." 12, blanks 13-18, "." 19, blanks 20-22, E2 "Q" at column 23
        String text = GOOD.replace("2  .   RL  .      .   .", "2  .   ZL  .      .   Q");
        InputException e = assertThrows(InputException.class, () -> parse(text));
        assertEquals(2, e.diagnostics().size(), e.diagnostics().toString());
        assertEquals(
                List.of(7, 8),
                List.of(e.diagnostics().get(0).line(), e.diagnostics().get(0).column()));
        assertEquals(
                List.of(7, 23),
                List.of(e.diagnostics().get(1).line(), e.diagnostics().get(1).column()));
        assertEquals("pos.txt:7:8: B2: no player has the letter 'Z'", e.getMessage());
    }

    @Test
    void byteOrderMarkCrlfTabsAndNoBreakSpacesAreAccepted() {
        Position plain = parse(GOOD);
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] body = GOOD.replace("\n", "\r\n")
                .replace("player B", "player\tB")
                .replace("  .   RL", "\u00a0 .   RL")
                .getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, all, 0, bom.length);
        System.arraycopy(body, 0, all, bom.length, body.length);
        assertEquals(plain, StateFormat.parse(TextSource.decode("pos.txt", all)));
        // a problem after the mark still counts columns as an editor shows them: 'plyer' at 2:1
        byte[] bad =
                ("\ufeff" + GOOD.replace("player R red S off M", "plyer R red S")).getBytes(StandardCharsets.UTF_8);
        InputException e =
                assertThrows(InputException.class, () -> StateFormat.parse(TextSource.decode("pos.txt", bad)));
        assertEquals(List.of(2, 1), List.of(e.line(), e.column()));
    }

    @Test
    void theKeptLargestPositionIsAValidState() throws Exception {
        // the move-list benchmark's position: four players, red to move with both larges and mediums free
        Position pos = StateFormat.parse(TextSource.decode(
                "largest.txt", Files.readAllBytes(Path.of("src/test/resources/pnp/freezetag/largest.txt"))));
        assertEquals(4, pos.players().size());
        assertEquals(pos, parse(StateFormat.write(pos)));
    }
}
