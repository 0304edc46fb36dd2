package pnp.fridge.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;
import pnp.fridge.model.Position;
import pnp.io.InputException;
import pnp.io.TextSource;

public class FridgeInputTest {
    public static final String EXAMPLE = """
            player red
            bar 1 base a
            bar 2 a b
            bar 4 b c
            bar 2 b d
            bar 1 d @blue
            cross blue x

            player blue
            bar 1 base x
            bar 2 x y
            bar 2 x z
            cross red b
            """;

    static Position read(String text) {
        return FridgeInput.read(new TextSource("t.fridge", text));
    }

    @Test
    void readsTheContractsExample() {
        Position p = read(EXAMPLE);
        assertEquals(List.of("red", "blue"), p.colors());
        assertEquals(5, p.players().get(0).bars().size());
        Bar last = p.players().get(0).bars().get(4);
        assertEquals(
                List.of(1, Point.junction("d"), Point.baseOf("blue")), List.of(last.length(), last.from(), last.to()));
        assertEquals(Point.junction("x"), p.players().get(0).crosses().get(0).junction());
        assertEquals(3, p.players().get(1).bars().size());
    }

    @Test
    void keywordsBasesAndColoursIgnoreCaseCommentsAndBlankLinesAreSkipped() {
        Position p = read(
                "# final position\nPLAYER Red   # the first\n\n  Bar 1 BASE A\nBAR 2 A a\nplayer BLUE\nbar 1 base @RED\n");
        assertEquals(List.of("red", "blue"), p.colors());
        Bar first = p.players().get(0).bars().get(0);
        assertEquals(List.of(Point.BASE, Point.junction("A")), List.of(first.from(), first.to()));
        assertEquals(
                Point.junction("a"),
                p.players().get(0).bars().get(1).to(),
                "junction names keep their case: A and a differ");
        assertEquals(Point.baseOf("red"), p.players().get(1).bars().get(0).to());
    }

    @Test
    void windowsLineEndsAndAByteOrderMarkAreAccepted() {
        Position p = read("\uFEFFplayer red\r\nbar 1 base a\r\nplayer blue\r\n");
        assertEquals(List.of("red", "blue"), p.colors());
        InputException e = assertThrows(InputException.class, () -> read("\uFEFFplayer red\r\nbar 5 base a\r\n"));
        assertTrue(e.getMessage().startsWith("t.fridge:2:5: "), e.getMessage());
    }

    @Test
    void aByteThatIsNotUtf8IsReportedAtItsLineAndColumn() {
        // "player red\n" is line 1; on line 2 "bar 1 " is six characters, so the 0xFF byte is column 7
        byte[] bytes = "player red\nbar 1 \u0000ase a\nplayer blue\n".getBytes(StandardCharsets.UTF_8);
        bytes[17] = (byte) 0xFF;
        InputException e =
                assertThrows(InputException.class, () -> FridgeInput.read(TextSource.decode("t.fridge", bytes)));
        assertTrue(e.getMessage().startsWith("t.fridge:2:7: "), e.getMessage());
        assertTrue(e.getMessage().contains("0xFF is not UTF-8"), e.getMessage());
    }

    @Test
    void aByteOrderMarkIsDroppedWhenDecodingBytes() {
        byte[] text = "player red\r\nbar 1 base a\r\nplayer blue\r\n".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        Position p = FridgeInput.read(TextSource.decode("t.fridge", bytes));
        assertEquals(List.of("red", "blue"), p.colors());
    }

    @Test
    void aOneAndAFourInchBarMayShareABase() {
        // the acceleration rule is about junctions (markers), not bases
        Position p =
                read("player red\nbar 1 base a\nbar 4 base b\nbar 4 c @blue\nbar 1 @blue d\nbar 2 a c\nplayer blue\n");
        assertEquals(5, p.players().get(0).bars().size());
    }

    static String tenTwos() {
        StringBuilder b = new StringBuilder("player red\nbar 1 base a\n");
        for (int i = 0; i < 10; i++) b.append("bar 2 a j").append(i).append('\n'); // lines 3..12
        return b.append("player blue\n").toString();
    }

    static Stream<Arguments> invalid() {
        return Stream.of(
                // the player count
                Arguments.of("# empty\n", "1:1", "no players"),
                Arguments.of("player red\nbar 1 base a\n", "1:8", "only one player"),
                Arguments.of("player a\nplayer b\nplayer c\nplayer d\nplayer e\n", "5:1", "a fifth player"),
                Arguments.of("player red\nplayer blue\nplayer Red\n", "3:8", "named twice"),
                // statements
                Arguments.of("bar 1 base a\nplayer red\nplayer blue\n", "1:1", "before the first 'player'"),
                Arguments.of("player red\nplayer blue\nroad 1 base a\n", "3:1", "unknown statement 'road'"),
                Arguments.of("player red\nbar 3 base a\nplayer blue\n", "2:5", "1, 2 or 4 inches"),
                Arguments.of("player red\nbar 1.0 base a\nplayer blue\n", "2:5", "1, 2 or 4 inches"),
                // a missing word is reported just after the last word (pnp.io.Line.missingColumn, one rule for every
                // format)
                Arguments.of("player red\nbar 1 base\nplayer blue\n", "2:11", "missing words"),
                Arguments.of("player red\nbar 1 base a b\nplayer blue\n", "2:14", "unexpected 'b'"),
                Arguments.of("player\n", "1:7", "missing words"),
                Arguments.of("player red\nbar 1 base a-b\nplayer blue\n", "2:12", "not a junction name"),
                Arguments.of("player red\ncross blue @blue\nplayer blue\n", "2:12", "is a base, not a junction"),
                // lengths and counts
                Arguments.of(tenTwos(), "12:5", "a tenth 2-inch bar"),
                Arguments.of("player red\nbar 1 base base\nplayer blue\n", "2:12", "to itself"),
                Arguments.of("player red\nbar 1 base a\nbar 2 a a\nplayer blue\n", "3:9", "to itself"),
                // colours
                Arguments.of("player red\nbar 1 base @green\nplayer blue\n", "2:12", "no player green"),
                Arguments.of("player red\nbar 1 base @red\nplayer blue\n", "2:12", "own base"),
                Arguments.of(
                        "player red\ncross green\nplayer blue\nbar 1 base x\nbar 1 base y\n", "2:7", "no player green"),
                Arguments.of("player red\ncross red\nplayer blue\n", "2:7", "its own bars"),
                // networks
                Arguments.of("player red\nbar 1 base a\nbar 2 b c\nplayer blue\n", "3:7", "not connected"),
                Arguments.of(
                        "player red\nbar 1 base a\nbar 1 @blue c\nbar 2 c d\nplayer blue\n", "3:7", "not connected"),
                Arguments.of(
                        "player red\nbar 2 base a\nbar 1 a b\nplayer blue\n", "2:1", "no 1-inch bar touching its base"),
                Arguments.of(
                        "player red\nbar 1 base a\nbar 2 a b\nbar 4 a c\nplayer blue\n", "4:7", "1-inch and a 4-inch"),
                Arguments.of(
                        "player red\nbar 1 base a\nbar 2 a b\nbar 4 b c\nbar 1 d c\nbar 2 base d\nplayer blue\n",
                        "5:9",
                        "1-inch and a 4-inch"),
                // crossings
                Arguments.of(
                        "player red\ncross blue q\nplayer blue\nbar 1 base x\nbar 2 x y\n",
                        "2:12",
                        "blue has no junction q"),
                Arguments.of(
                        "player red\ncross blue y\nplayer blue\nbar 1 base x\nbar 2 x y\n",
                        "2:12",
                        "only one bar at junction y"),
                Arguments.of("player red\ncross blue\nplayer blue\nbar 1 base x\n", "2:7", "has 1 bar(s)"),
                // the earliest problem in the file is the one reported
                Arguments.of("player red\nbar 1 base @purple\nbar 2 q r\nplayer blue\n", "2:12", "no player purple"));
    }

    @ParameterizedTest
    @MethodSource("invalid")
    void everyInvalidCaseNamesFileLineAndColumn(String text, String where, String reason) {
        InputException e = assertThrows(InputException.class, () -> read(text));
        assertTrue(e.getMessage().startsWith("t.fridge:" + where + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line");
    }

    @Test
    void aCrossWithoutJunctionNeedsTwoBarsButNoParticularJunction() {
        Position p = read("player red\ncross blue\ncross blue\nplayer blue\nbar 1 base x\nbar 1 base y\n");
        assertEquals(2, p.players().get(0).crosses().size());
    }
}
