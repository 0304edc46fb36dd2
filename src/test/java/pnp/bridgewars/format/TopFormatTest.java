package pnp.bridgewars.format;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.TopView;
import pnp.cli.Json;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.testing.Cli;

class TopFormatTest {
    @TempDir
    Path dir;

    static String example() throws Exception {
        return Files.readString(Path.of("seeds/bridge-wars/two-players.bridge"));
    }

    static TopView parse(String text) {
        return TopFormat.parse(new TextSource("x.bridge", text));
    }

    static InputException error(String text) {
        return assertThrows(InputException.class, () -> parse(text));
    }

    /** The example with line {@code n} (1-based) replaced. */
    static String withLine(String text, int n, String line) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        lines.set(n - 1, line);
        return String.join("\n", lines) + "\n";
    }

    @Test
    void writtenViewReadsBackTheSame() throws Exception {
        TopView v = parse(example());
        TopView again = parse(TopFormat.write(v));
        assertEquals(v, again);
        assertEquals('R', v.at(Hole.parse("a1").orElseThrow()));
        assertEquals('.', v.at(Hole.parse("k1").orElseThrow()));
        assertEquals('-', v.at(Hole.parse("g3").orElseThrow()));
    }

    @Test
    void headerAndRowNumbersAreOptionalAndCommentsIgnored() {
        StringBuilder b = new StringBuilder("corner NW R  # red\ncorner SE B\n\ntop\n");
        Setup s = new Setup(List.of(new Claim(Corner.NW, 'R'), new Claim(Corner.SE, 'B')));
        for (int r = 0; r < 11; r++) {
            for (int c = 0; c < 11; c++) b.append(s.hasRod(new Hole(c, r)) ? '-' : '.');
            b.append('\n');
        }
        TopView v = parse(b.toString());
        assertEquals(91, Board.holes().stream().filter(h -> v.at(h) == '-').count());
    }

    @Test
    void cornerLinesMayFollowTheGrid() throws Exception {
        String text = example().replace("corner NW R\ncorner SE B\n", "") + "corner NW R\ncorner SE B\n";
        assertEquals(parse(example()), parse(text));
    }

    @Test
    void aRowWithTooFewOrTooManyCells() throws Exception {
        // line 10 is row 3: " 3   R R R R R R - - . . ."
        InputException e = error(withLine(example(), 10, " 3   R R R R R R - - . ."));
        assertEquals(10, e.line());
        assertTrue(e.reason().contains("row 3 has 10 cells; expected 11"), e.getMessage());
        e = error(withLine(example(), 10, " 3   R R R R R R - - . . . ."));
        assertEquals(10, e.line());
        assertEquals(28, e.column());
        assertTrue(e.reason().contains("more than 11 cells"), e.getMessage());
    }

    @Test
    void tooFewOrTooManyRows() throws Exception {
        String without = example().lines().filter(l -> !l.startsWith("11")).reduce("", (a, l) -> a + l + "\n");
        InputException e = error(without);
        assertTrue(e.reason().contains("the grid has 10 rows; expected 11"), e.getMessage());
        e = error(example() + "12   . . . . . B B B B B B\n");
        assertEquals(19, e.line());
        assertTrue(e.reason().contains("more than 11 rows"), e.getMessage());
        // a statement inside the grid: the grid stops short
        e = error(example().replace("11   . . . . . B B B B B B\n", "corner SW G\n"));
        assertEquals(18, e.line());
        assertEquals("the grid has 10 rows; expected 11", e.reason());
        e = error("corner NW R\ntop\ncorner SE B\n");
        assertEquals(3, e.line());
        assertEquals("the grid has 0 rows; expected 11", e.reason());
    }

    @Test
    void aMissingRodInTheDiamondOrAClaimedCorner() throws Exception {
        // line 13 is row 6: " 6   R R R - - R - - B B B"; d6 (col 4 of cells, text column 12) made '.'
        InputException e = error(withLine(example(), 13, " 6   R R R . - R - - B B B"));
        assertEquals(13, e.line());
        assertEquals(12, e.column());
        assertTrue(e.reason().startsWith("d6 is in the diamond"), e.getMessage());
        // the brass hole
        e = error(withLine(example(), 13, " 6   R R R - - . - - B B B"));
        assertEquals(16, e.column());
        assertTrue(e.reason().startsWith("f6 is the brass rod's hole"), e.getMessage());
        // a1 in the claimed NW corner
        e = error(withLine(example(), 8, " 1   . R R R R R . . . . ."));
        assertEquals(8, e.line());
        assertEquals(6, e.column());
        assertTrue(e.reason().contains("a1 is in corner NW, claimed by R"), e.getMessage());
    }

    @Test
    void aRodInAnUnclaimedCorner() throws Exception {
        // g1 is in the unclaimed NE corner; the contract's own sketch of row 1 ('R R R R R - - - - - .')
        // puts rods on g1..j1, which its geometry forbids: that sketch is rejected here, at g1.
        InputException e = error(withLine(example(), 8, " 1   R R R R R - - - - - ."));
        assertEquals(8, e.line());
        assertEquals(18, e.column());
        assertEquals("g1 is in corner NE, which nobody claimed: it has no rod, so it must be '.'", e.reason());
    }

    @Test
    void aLetterOfNoPlayer() throws Exception {
        InputException e = error(withLine(example(), 10, " 3   R R R R R G - - . . ."));
        assertEquals(16, e.column());
        assertEquals("'G' on f3 is no player's letter (players: R, B)", e.reason());
        e = error(withLine(example(), 10, " 3   R R R R R r - - . . ."));
        assertEquals(16, e.column());
        assertTrue(e.reason().contains("'r' is not a cell code"), e.getMessage());
    }

    @Test
    void aCornerClaimedTwiceOrAPlayerInTwoCorners() throws Exception {
        InputException e = error(withLine(example(), 5, "corner NW B"));
        assertEquals(5, e.line());
        assertEquals(8, e.column());
        assertEquals("corner NW is claimed twice (already by R on line 4)", e.reason());
        e = error(withLine(example(), 5, "corner SE R"));
        assertEquals(11, e.column());
        assertTrue(e.reason().startsWith("player R already claimed corner NW"), e.getMessage());
    }

    @Test
    void statementErrors() throws Exception {
        assertEquals(
                "unknown corner 'N': expected NW, NE, SW or SE",
                error(withLine(example(), 5, "corner N B")).reason());
        assertTrue(
                error(withLine(example(), 5, "corner SE blue")).reason().startsWith("a player is one capital letter"));
        assertTrue(error(withLine(example(), 5, "corner SE")).reason().startsWith("expected 'corner CORNER LETTER'"));
        assertTrue(error(withLine(example(), 5, "player SE B")).reason().startsWith("unknown statement 'player'"));
        assertTrue(error(withLine(example(), 5, "")).reason().startsWith("1 corner claimed"));
        assertTrue(error("corner NW R\ncorner SE B\n").reason().startsWith("no 'top' line"));
        assertTrue(error(withLine(example(), 7, "     a b c d e f g h j k"))
                .reason()
                .contains("expected 'i' here"));
        assertTrue(error(withLine(example(), 9, " 3   R R R R R R R . . . ."))
                .reason()
                .contains("row number 3 where row 2"));
    }

    @Test
    void theCommandPrintsScoreAndJson() throws Exception {
        Files.writeString(dir.resolve("t.bridge"), example());
        Cli.Result r = Cli.run(dir, "bridgewars", "score", "t.bridge");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("R (NW): 32 rods + brass rod 5 = 37 points"), r.out());
        assertTrue(r.out().contains("winner: R"), r.out());
        r = Cli.run(dir, "bridgewars", "score", "t.bridge", "--json");
        assertEquals(0, r.status());
        JsonNode j = Json.MAPPER.readTree(r.out());
        JsonNode red = j.findParents("letter").stream()
                .filter(p -> p.get("letter").asText().equals("R"))
                .findFirst()
                .orElseThrow();
        assertTrue(red.get("brass").asBoolean(), r.out());
        assertEquals(37, red.get("total").asInt(), r.out());
        assertEquals("[\"R\"]", j.findValue("winners").toString(), r.out());
    }

    @Test
    void theCommandReportsBadInputOnOneLineWithExit2() throws Exception {
        Files.writeString(dir.resolve("bad.bridge"), withLine(example(), 8, " 1   R R R R R - - - - - ."));
        Cli.Result r = Cli.run(dir, "bridgewars", "score", "bad.bridge");
        assertEquals(2, r.status());
        assertEquals(
                "pnp: bad.bridge:8:18: g1 is in corner NE, which nobody claimed: it has no rod, so it must be '.'",
                r.err().strip());
        assertEquals("", r.out());
        assertEquals(2, Cli.run(dir, "bridgewars", "score", "missing.bridge").status());
    }

    @Test
    void aTruncatedTopViewNamesLineAndColumn() throws Exception {
        // the example cut after grid row 5: 'top' on line 6, the header on 7, rows 1-5 on lines 8-12;
        // the grid is short, reported at column 1 of the last line (the one rule for something missing)
        String cut = String.join("\n", example().lines().limit(12).toList()) + "\n";
        InputException e = assertThrows(InputException.class, () -> TopFormat.parse(new TextSource("input", cut)));
        assertEquals("input:12:1: the grid has 5 rows; expected 11", e.getMessage());
    }

    @Test
    void aByteOrderMarkAndNoBreakSpacesAreBlanks() throws Exception {
        String withBom = "\ufeff" + example().replace("corner NW R", "corner\u00a0NW R");
        TopView plain = TopFormat.parse(new TextSource("a", example()));
        assertEquals(plain, TopFormat.parse(new TextSource("b", withBom)));
    }
}
