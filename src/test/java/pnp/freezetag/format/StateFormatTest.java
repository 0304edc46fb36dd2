package pnp.freezetag.format;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.Setup;
import pnp.grid.Cell;
import pnp.grid.Side;

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
    @CsvSource(delimiter = '|', value = {
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
    void tooManyOfASizeIsAnError() {
        String text = GOOD.replace("5  .   .   .      .   RL", "5  .   .   .      RL  RL");
        InputException e = assertThrows(InputException.class, () -> parse(text));
        assertTrue(e.reason().contains("has 3 larges"), e.reason());
    }

    @Test
    void missingPartsAreErrors() {
        assertTrue(assertThrows(InputException.class, () -> parse("board\n")).reason().contains("no 'player' lines"));
        assertTrue(assertThrows(InputException.class, () -> parse("player R red S\n")).reason().contains("no 'board'"));
        InputException rows = assertThrows(InputException.class, () -> parse("player R red S\nboard\n1 . . . . .\n"));
        assertTrue(rows.reason().contains("rows 1 to 5"), rows.reason());
        InputException word = assertThrows(InputException.class, () -> parse("turn R\n"));
        assertEquals(List.of(1, 1), List.of(word.line(), word.column()));
    }
}
