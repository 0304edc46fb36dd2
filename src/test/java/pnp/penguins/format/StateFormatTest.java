package pnp.penguins.format;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.penguins.Boards;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

class StateFormatTest {
    private static final String GOOD = """
            set double-six
            grid 4x2
            players red blue
            domino 1-2 A1 B1
            domino 3-4 C1 D1
            domino 5-6 A2 B2
            nest red 1-2
            nest blue 3-4
            penguin red nest
            penguin blue A2 stunned after red 1
            buddy red 1 B2
            buddy red 2 carried
            buddy blue 1 D1
            buddy blue 2 carried
            """;

    @Test
    void readsAndWritesBack() {
        State s = Boards.parse(GOOD);
        assertEquals(3, s.board().dominoes().size());
        assertEquals(2, s.board().pipsAt(Cell.parse("B1", 4, 2).orElseThrow()));
        Penguin blue = s.penguin("blue").orElseThrow();
        assertTrue(blue.stunned());
        assertEquals(new TokenId("red", 1), blue.after());
        assertTrue(s.penguin("red").orElseThrow().atNest());
        assertEquals(1, s.carried("red"));
        String text = StateFormat.write(s);
        assertEquals(text, StateFormat.write(Boards.parse(text)));
        assertTrue(text.contains("penguin blue A2 stunned after red 1\n"), text);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "domino 3-4 C1 D1|domino 2-1 C2 D2|5:8|domino 1-2 is already on line 4",
                "domino 3-4 C1 D1|domino 3-4 C1 B1|5:15|B1 is already covered by domino 1-2",
                "domino 3-4 C1 D1|domino 3-4 C1 D2|5:15|D2 is not beside C1",
                "domino 3-4 C1 D1|domino 3-7 C1 D1|5:8|a double-six set has no 3-7",
                "domino 3-4 C1 D1|domino 3-4 C1 E1|5:15|expected a square like C4 inside the 4x2 grid",
                "nest blue 3-4|nest blue 1-2|8:11|1-2 is already red's nest",
                "penguin red nest|penguin green nest|9:9|unknown player 'green'",
                "penguin blue A2 stunned after red 1|penguin blue A2 after blue 1|10:23|'after' names another player's buddy",
                "penguin blue A2 stunned after red 1|penguin blue A2 dizzy|10:17|expected 'stunned' or 'after OWNER N'",
                "penguin blue A2 stunned after red 1|penguin blue A1 stunned|10:14|both stand on A1",
                "buddy red 1 B2|buddy red 3 B2|11:11|each player has buddies 1 and 2",
                "buddy red 1 B2|buddy red 1 C2|11:13|C2 is not on the board",
                "buddy red 1 B2|buddy red 1 A1|11:13|lies under its own penguin",
                "buddy blue 2 carried|buddy blue 1 carried|14:12|buddy blue 1 is already on line 13",
                "grid 4x2|grid 40x2|2:6|1-26 columns",
                "set double-six|set double-ten|1:5|unknown set 'double-ten'",
                "players red blue|players red Blue|3:13|lower-case",
                "nest red 1-2|bridge red 1-2|7:1|unknown statement 'bridge'",
            })
    void errorsNameLineAndColumn(String from, String to, String where, String reason) {
        String text = GOOD.replace(from + "\n", to + "\n");
        assertNotEquals(GOOD, text);
        InputException e =
                assertThrows(InputException.class, () -> StateFormat.parse(new TextSource("game.txt", text)));
        assertEquals(where, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith("game.txt:" + where + ": "), e.getMessage());
    }

    @Test
    void missingLinesAreReported() {
        InputException e =
                assertThrows(InputException.class, () -> Boards.parse(GOOD.replace("buddy blue 2 carried\n", "")));
        assertTrue(e.reason().contains("blue has no line for 'buddy blue 2'"), e.getMessage());
        assertEquals(3, e.line());
        // at blue's name on "players red blue": column 13
        assertEquals(13, e.column());
    }

    /** Issue 16: every problem names a line and a column, including what is missing altogether. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // nothing at all: line 1, column 1
                "''|1:1|no 'set' line",
                // the last line's end is where a missing first line is reported: "players red" ends at column 12
                "'grid 4x1\nplayers red'|2:12|no 'set' line",
                "'set double-six\nplayers red'|2:12|no 'grid' line",
                "'set double-six\ngrid 4x1'|2:9|no 'players' line",
                // red has no nest: at red's name on the players line, column 9
                "'set double-six\ngrid 4x1\nplayers red\ndomino 1-2 A1 B1'|3:9|red has no 'nest' line",
            })
    void somethingMissingIsReportedWithLineAndColumn(String text, String where, String reason) {
        InputException e = assertThrows(
                InputException.class, () -> StateFormat.parse(new TextSource("s.txt", text.replace("\\n", "\n"))));
        assertEquals(where, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
    }

    @Test
    void aByteOrderMarkAndCrlfLineEndsAreAccepted() {
        State plain = Boards.parse(GOOD);
        State marked = StateFormat.parse(
                TextSource.decode("bom.txt", ("\ufeff" + GOOD.replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8)));
        assertEquals(StateFormat.write(plain), StateFormat.write(marked));
    }

    @Test
    void everyLineProblemIsCollectedTheFirstIsTheMessage() {
        // two bad lines: the unknown set on line 1 (column 5) and a 3-7 domino on line 4 (column 8)
        String text =
                GOOD.replace("set double-six\n", "set double-ten\n").replace("domino 3-4 C1 D1", "domino 3-7 C1 D1");
        InputException e = assertThrows(InputException.class, () -> StateFormat.parse(new TextSource("g.txt", text)));
        assertEquals("g.txt:1:5: unknown set 'double-ten'; expected double-six or double-nine", e.getMessage());
        assertTrue(e.diagnostics().size() >= 2, e.diagnostics().toString());
        assertTrue(
                e.diagnostics().stream().allMatch(d -> d.line() > 0 && d.column() > 0),
                e.diagnostics().toString());
    }

    /** Issue 16: a game needs 2 to 4 players; the reading for play says so at the end of the players line. */
    @Test
    void aGameStateNeedsTwoPlayers() {
        String one = GOOD.replace("players red blue", "players red").replaceAll("(?m)^.*blue.*\n", "");
        assertEquals(1, Boards.parse(one).players().size());
        InputException e =
                assertThrows(InputException.class, () -> StateFormat.parseGame(new TextSource("one.txt", one)));
        // "players red": red ends at column 11, so the missing name's column is 12
        assertEquals("one.txt:3:12: a game needs 2 to 4 players; the players line names only 1", e.getMessage());
        String none = "set double-six\ngrid 2x1\nplayers   # nobody yet\ndomino 1-2 A1 B1\n";
        InputException z =
                assertThrows(InputException.class, () -> StateFormat.parseGame(new TextSource("none.txt", none)));
        assertEquals("none.txt:3:8: a game needs 2 to 4 players; the players line names none", z.getMessage());
        assertEquals(
                2,
                StateFormat.parseGame(new TextSource("good.txt", GOOD))
                        .players()
                        .size());
    }
}
