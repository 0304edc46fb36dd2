package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.ikes.rules.RandomSheets;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.random.Rng;

class IkesParserTest {
    /** The contract's example; line numbers below count from line 1 = "entrance A4 W". */
    static final String EXAMPLE = """
            entrance A4 W
            exit G4
            grid
                A B C D E F G
            1   - - - - - - -
            2   - . 3 @ @ - -
            3   - 3 . . 5 - -
            4   . 1 . - 5 5 .
            5   - - . 2 . - -
            6   - - - - - - -
            7   - - - - - - -
            wall C4 E
            wall E4 N
            door E4 N
            claim 6
            """;

    static Sheet parse(String text) {
        return IkesParser.parse(new TextSource("t.ikes", text));
    }

    /** Parses and expects exactly one problem at the given place, its message containing {@code words}. */
    static void fails(String text, int line, int col, String words) {
        InputException e = assertThrows(InputException.class, () -> parse(text));
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(col, e.column(), e.getMessage());
        assertTrue(e.getMessage().startsWith("t.ikes:" + line + ":" + col + ": "), e.getMessage());
        assertTrue(e.reason().contains(words), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"), "one line");
    }

    @Test
    void readsTheContractExample() {
        Sheet s = parse(EXAMPLE);
        assertEquals(new CellSide(new Cell(0, 3), Side.W), s.entrance());
        assertEquals(new CellSide(new Cell(6, 3), Side.E), s.exit(), "G4 has one outer side, E");
        assertEquals(Space.DISPLAY_3, s.space(Cell.parse("C2", 7, 7).orElseThrow()));
        assertEquals(List.of(new Cafeteria(new Cell(3, 1), new Cell(4, 1))), s.cafeterias());
        assertEquals(2, s.walls().size());
        assertEquals(1, s.doors().size());
        assertEquals(OptionalInt.of(6), s.claim());
        assertEquals(OptionalInt.empty(), s.coins());
        // movement: C4|D4 closed by C4's east wall; E3-E4 open through E4's doorway
        assertTrue(!s.open(new Cell(2, 3), new Cell(3, 3)));
        assertTrue(s.open(new Cell(4, 2), new Cell(4, 3)));
    }

    @Test
    void writerRoundTripsTheExampleAndRandomSheets() {
        Sheet s = parse(EXAMPLE);
        assertEquals(s, parse(IkesWriter.write(s)));
        Rng rng = new Rng(7);
        for (int i = 0; i < 200; i++) {
            Sheet r = RandomSheets.random(rng, rng.nextDouble() * 0.4, rng.nextInt(3));
            r = new Sheet(
                    r.grid(),
                    r.walls(),
                    r.doors(),
                    r.entrance(),
                    r.exit(),
                    r.cafeterias(),
                    i % 2 == 0 ? OptionalInt.of(i % 100) : OptionalInt.empty(),
                    OptionalInt.of(i % 20 - 5));
            assertEquals(r, parse(IkesWriter.write(r)));
        }
    }

    @Test
    void acceptsCommentsCaseHeaderlessRowsAndRowNumbers() {
        Sheet s = parse("""
                # comment line
                ENTRANCE a4 w   # trailing comment
                Exit G4 e
                GRID
                1 - - - - - - -
                2 - . 3 @ @ - -
                - 3 . . 5 - -

                . 1 . - 5 5 .
                5 - - . 2 . - -
                6 - - - - - - -
                7 - - - - - - -
                Wall c4 e
                coins 3
                """);
        assertEquals(OptionalInt.of(3), s.coins());
        assertTrue(s.hasWall(new Cell(2, 3), Side.E));
    }

    @Test
    void missingRequiredStatements() {
        fails(EXAMPLE.replace("entrance A4 W\n", "# none\n"), 15, 1, "no 'entrance' line");
        fails(EXAMPLE.replace("exit G4\n", "\n"), 15, 1, "no 'exit' line");
        String noGrid = "entrance A4 W\nexit G4\n";
        fails(noGrid, 2, 1, "no 'grid' line");
    }

    @Test
    void repeatedStatements() {
        fails(EXAMPLE + "entrance A3\n", 16, 1, "a second 'entrance'");
        fails(EXAMPLE + "exit G3\n", 16, 1, "a second 'exit'");
        fails(EXAMPLE + "claim 5\n", 16, 1, "a second 'claim'");
        fails(EXAMPLE + "grid\n" + EXAMPLE.substring(EXAMPLE.indexOf("    A B")), 16, 1, "a second 'grid'");
    }

    @Test
    void rowsWithoutSpaces() {
        String tight = EXAMPLE.replace("    A B C D E F G", "    ABCDEFG")
                .replace("2   - . 3 @ @ - -", "2   -.3@@--")
                .replace("3   - 3 . . 5 - -", "3-3..5--")
                .replace("4   . 1 . - 5 5 .", ".1.-55.")
                .replace("5   - - . 2 . - -", "5   --.2 .--");
        Sheet s = parse(tight);
        Sheet e = parse(EXAMPLE);
        for (int i = 0; i < Sheet.CELLS; i++)
            assertEquals(e.grid().get(i), s.grid().get(i), "cell " + i);
        // an unknown code written without spaces is named at its own column
        fails(EXAMPLE.replace("2   - . 3 @ @ - -", "2   -.3@x--"), 6, 9, "unknown cell code 'x' at E2");
    }

    @Test
    void anUnnumberedGridMayStartARowWithItsNumberAsADisplay() {
        String plain = EXAMPLE.replaceAll("(?m)^([1-7])   ", "").replace(". 1 . - 5 5 .", "4 1 . - 5 5 .");
        Sheet s = parse(plain);
        assertEquals(Space.DISPLAY_4, s.space(Cell.parse("A4", 7, 7).orElseThrow()));
        assertEquals(Space.DISPLAY_1, s.space(Cell.parse("B4", 7, 7).orElseThrow()));
    }

    @Test
    void gridShapeErrors() {
        // row 3 with 6 codes: the column just after the last code
        fails(EXAMPLE.replace("3   - 3 . . 5 - -", "- 3 . . 5 -"), 7, 12, "has 6 codes; expected 7");
        // a numbered row that lost a code: its number is not read as a display, only what was typed counts
        fails(
                EXAMPLE.replace("2   - . 3 @ @ - -", "2   - . 3 @ @ -"),
                6,
                16,
                "row 2 of the grid has 6 codes; expected 7");
        // a numbered row with one code too many: 8 codes (its number not counted), at the 8th
        fails(EXAMPLE.replace("2   - . 3 @ @ - -", "2   - . 3 @ @ - - -"), 6, 19, "row 2 of the grid has 8 codes;");
        fails(EXAMPLE.replace("2   - . 3 @ @ - -", "2   -.3@@-"), 6, 11, "has 6 codes");
        // row 3 with 8 codes and no row number: points at the 8th
        fails(EXAMPLE.replace("3   - 3 . . 5 - -", "- - 3 . . 5 - -"), 7, 15, "has 8 codes");
        // a wrong row number
        fails(EXAMPLE.replace("3   - 3 . . 5 - -", "4   - 3 . . 5 - -"), 7, 1, "expected the row number 3");
        // only 6 rows: the next statement is where row 7 was expected
        fails(EXAMPLE.replace("7   - - - - - - -\n", ""), 11, 1, "expected row 7 of the grid");
        // an 8th row
        fails(
                EXAMPLE.replace("7   - - - - - - -\n", "7   - - - - - - -\n-   - - - - - - -\n"),
                12,
                1,
                "grid row outside the grid");
        // grid at the end of the file with too few rows
        fails("entrance A4 W\nexit G4\ngrid\n- - - - - - -\n", 3, 1, "the grid has 1 rows");
        fails(EXAMPLE.replace("grid", "grid 7x7"), 3, 6, "unexpected '7x7'");
    }

    @Test
    void unknownCodesAndStatements() {
        fails(EXAMPLE.replace("4   . 1 . - 5 5 .", "4   . 1 x - 5 5 ."), 8, 9, "unknown cell code 'x' at C4");
        fails(EXAMPLE.replace("4   . 1 . - 5 5 .", "4   . 1 7 - 5 5 ."), 8, 9, "unknown cell code '7'");
        fails(EXAMPLE + "walls B2 N\n", 16, 1, "unknown statement 'walls'");
    }

    @Test
    void cellAndSideOutOfRange() {
        fails(EXAMPLE + "wall H2 N\n", 16, 6, "'H2' is not a space");
        fails(EXAMPLE + "wall B8 N\n", 16, 6, "'B8' is not a space");
        fails(EXAMPLE + "wall B2 X\n", 16, 9, "'X' is not a side");
        fails(EXAMPLE + "door E4 Q\n", 16, 9, "'Q' is not a side");
        fails(EXAMPLE.replace("exit G4", "exit G9"), 2, 6, "'G9' is not a space");
    }

    @Test
    void doorwaysMustBeOnTheOuterWall() {
        fails(EXAMPLE.replace("entrance A4 W", "entrance C3 N"), 1, 10, "C3 is inside the building");
        fails(
                EXAMPLE.replace("entrance A4 W", "entrance A4 E"),
                1,
                13,
                "side E of A4 is not on the outer wall; expected W");
        fails(EXAMPLE.replace("exit G4", "exit G1"), 2, 8, "G1 is a corner: add the side of the exit, N or E");
        fails(EXAMPLE.replace("exit G4", "exit A4 W"), 2, 1, "the exit is the same doorway as the entrance");
        // the same space on different sides is allowed
        Sheet s = parse(EXAMPLE.replace("entrance A4 W", "entrance A1 N").replace("exit G4", "exit A1 W"));
        assertEquals(s.entrance().cell(), s.exit().cell());
    }

    @Test
    void wallAndDoorErrors() {
        fails(EXAMPLE + "wall C4 S E\n", 16, 11, "the wall segment C4 E is named twice (first on line 12)");
        fails(EXAMPLE + "door C4 N\n", 16, 9, "C4 has no north wall");
        fails(EXAMPLE + "wall A1 S\n", 16, 6, "A1 is marked '-' (empty) in the grid but has a wall");
        fails(EXAMPLE + "wall C4\n", 16, 8, "expected 'wall CELL SIDE...'");
    }

    @Test
    void cafeteriaPairingErrors() {
        // a lone @
        fails(
                EXAMPLE.replace("2   - . 3 @ @ - -", "2   - . 3 @ . - -"),
                6,
                11,
                "do not pair into 1x2 cafeterias; D2 has no free @ neighbour");
        // three in a row: D2 E2 F2 cannot pair
        fails(EXAMPLE.replace("2   - . 3 @ @ - -", "2   - . 3 @ @ @ -"), 6, 11, "do not pair");
        // a 2x2 block pairs two ways
        String block = EXAMPLE.replace("2   - . 3 @ @ - -", "2   - . 3 @ @ - -")
                .replace("3   - 3 . . 5 - -", "3   - 3 . @ @ - -");
        fails(block, 6, 11, "more than one way");
        Sheet s = parse(block + "cafeteria D2 E2\n");
        assertEquals(2, s.cafeterias().size(), "a cafeteria line settles the pairing");
        // five @ spaces: too many
        fails(block.replace("4   . 1 . - 5 5 .", "4   . 1 . - 5 5 @"), 8, 17, "more than two cafeterias");
        // a cafeteria line on spaces that are not @
        fails(EXAMPLE + "cafeteria B2 C2\n", 16, 11, "B2 is '.' in the grid");
        fails(EXAMPLE + "cafeteria D2 D4\n", 16, 14, "not adjacent");
        fails(
                block + "cafeteria D2 E2\ncafeteria D3 E3\ncafeteria E2 E3\n",
                18,
                11,
                "E2 is already part of another cafeteria");
    }

    @Test
    void numbers() {
        fails(EXAMPLE + "coins 100\n", 16, 7, "from 0 to 99");
        fails(EXAMPLE.replace("claim 6", "claim six"), 15, 7, "'six' is not a valid number for claim");
        assertEquals(
                OptionalInt.of(-3),
                parse(EXAMPLE.replace("claim 6", "claim -3")).claim());
    }

    @Test
    void checkListsEveryProblemInFileOrder() {
        String bad = EXAMPLE.replace("entrance A4 W", "entrance C3").replace("4   . 1 . - 5 5 .", "4   . 1 x - 5 5 .")
                + "door B2 N\nfoo\nwall A1 N\n";
        IkesParser.Checked c = IkesParser.check(new TextSource("t.ikes", bad));
        assertTrue(c.sheet().isEmpty());
        List<String> got =
                c.problems().stream().map(p -> p.line() + ":" + p.column()).toList();
        // C3 inside; 'x' code; the grid is unusable so the door/wall cross-checks are skipped; 'foo'
        assertEquals(List.of("1:10", "8:9", "17:1"), got);
        IkesParser.Checked d = IkesParser.check(new TextSource("t.ikes", EXAMPLE + "door B2 N\nfoo\nwall A1 N\n"));
        assertEquals(
                List.of("16:9", "17:1", "18:6"),
                d.problems().stream().map(p -> p.line() + ":" + p.column()).toList());
    }

    @Test
    void aByteOrderMarkNoBreakSpacesTabsAndCrlfAreBlanks() {
        // issue 16 regression: the BOM must not become part of the first word ("unknown statement '\ufeffentrance'")
        String dressed =
                "\ufeff" + EXAMPLE.replace("wall C4 E", "wall\u00a0C4\tE").replace("\n", "\r\n");
        Sheet s = IkesParser.parse(TextSource.decode("bom.ikes", dressed.getBytes(StandardCharsets.UTF_8)));
        assertEquals(parse(EXAMPLE), s);
    }

    @Test
    void aMissingStatementIsAtColumnOneOfTheLastLine() {
        // 15 lines without the entrance line: "no 'entrance' line" at 14:1 (the file's last line, column 1)
        fails(EXAMPLE.replace("entrance A4 W\n", ""), 14, 1, "no 'entrance' line");
    }
}
