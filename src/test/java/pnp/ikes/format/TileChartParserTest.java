package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;
import pnp.io.InputException;
import pnp.io.Templates;
import pnp.io.TextSource;

class TileChartParserTest {
    private static final TileChart STANDARD = TileChartParser.standard();

    @Test
    void standardChartHas36TilesOfOneToFourSpacesEachWithAWall() {
        assertEquals(36, STANDARD.tiles().size());
        for (int light = 1; light <= 6; light++) {
            for (int dark = 1; dark <= 6; dark++) {
                Tile t = STANDARD.tile(light, dark);
                assertEquals(light + "-" + dark, t.id());
                assertTrue(t.spaces().size() >= 1 && t.spaces().size() <= 4, t.id());
                assertFalse(t.walls().isEmpty(), t.id());
            }
        }
    }

    @Test
    void shapesFollowTheLightDie() {
        // light 1: 1 space, 2: 2 across, 3: 2 down, 4: L of 3, 5: row of 3, 6: T of 4
        int[] sizes = {1, 2, 2, 3, 3, 4};
        int[][] box = {{1, 1}, {2, 1}, {1, 2}, {2, 2}, {3, 1}, {3, 2}};
        for (int light = 1; light <= 6; light++) {
            Tile t = STANDARD.tile(light, 1);
            assertEquals(sizes[light - 1], t.spaces().size(), "light " + light);
            assertEquals(box[light - 1][0], t.width(), "light " + light);
            assertEquals(box[light - 1][1], t.height(), "light " + light);
        }
    }

    @Test
    void chartMixesOutlineAndInnerWalls() {
        // 2-3 is two spaces with one wall between them: drawn "  . | .", owned by the left space (E side)
        assertEquals(
                List.of(new CellSide(new Cell(0, 0), Side.E)),
                STANDARD.tile(2, 3).walls());
        // 4-1 walls the outside of the L: A1 W, A2 W, A2 S, B2 S
        assertEquals(
                Set.of("A1 W", "A2 W", "A2 S", "B2 S"),
                STANDARD.tile(4, 1).walls().stream().map(CellSide::toString).collect(Collectors.toSet()));
        long inner = STANDARD.tiles().stream()
                .filter(t -> t.walls().stream()
                        .anyMatch(w -> w.across(7, 7)
                                .map(o -> t.spaces().contains(o.cell()))
                                .orElse(false)))
                .count();
        long outline = STANDARD.tiles().stream()
                .filter(t -> t.walls().stream()
                        .anyMatch(w -> !w.across(7, 7)
                                .map(o -> t.spaces().contains(o.cell()))
                                .orElse(false)))
                .count();
        assertTrue(inner >= 8, "tiles with a wall between their own spaces: " + inner);
        assertTrue(outline >= 24, "tiles with a wall on their outline: " + outline);
    }

    @Test
    void standardChartFileIsTheTemplate() {
        assertEquals("templates/ikes/tiles.txt", STANDARD.source());
        assertTrue(Templates.read("ikes/tiles.txt").text().contains("tile 6-6"));
    }

    private static String withTile(String id, String drawing) {
        String text = Templates.read("ikes/tiles.txt").text();
        int at = text.indexOf("tile " + id + "\n");
        int end = text.indexOf("\n\n", at);
        return text.substring(0, at) + "tile " + id + "\n" + drawing + text.substring(end);
    }

    private static InputException broken(String text) {
        return assertThrows(InputException.class, () -> TileChartParser.parse("my.txt", text));
    }

    private static int lineOf(String text, String needle) {
        return (int) text.substring(0, text.indexOf(needle))
                        .chars()
                        .filter(c -> c == '\n')
                        .count()
                + 1;
    }

    @Test
    void unknownCharacterIsReportedWithLineAndColumn() {
        String text = withTile("1-1", "+---+\n  x\n+   +");
        InputException e = broken(text);
        assertEquals(lineOf(text, "  x"), e.line());
        assertEquals(3, e.column());
        assertTrue(e.getMessage().startsWith("my.txt:" + e.line() + ":3: tile 1-1: expected '.'"), e.getMessage());
    }

    @Test
    void aDrawingLineTypedTwiceIsReportedAtTheCopy() {
        // tile 1-1 is drawn on lines 27 to 29 of the template; its space line typed twice is line 29
        String text = Templates.read("ikes/tiles.txt")
                .text()
                .replace("tile 1-1\n+---+\n  .\n", "tile 1-1\n+---+\n  .\n  .\n");
        assertEquals(
                "my.txt:29:1: tile 1-1: a second line of spaces in a row; a drawing alternates lines of corners and"
                        + " lines of spaces",
                broken(text).getMessage());
    }

    @Test
    void missingTileIsNamed() {
        String text = Templates.read("ikes/tiles.txt").text().replace("tile 5-4", "tile 5-3");
        InputException e = broken(text);
        assertTrue(e.getMessage().contains("tile 5-3 is drawn twice"), e.getMessage());
        String original = Templates.read("ikes/tiles.txt").text();
        String cut = original.substring(0, original.indexOf("tile 6-6"));
        assertTrue(broken(cut).getMessage().endsWith("missing 6-6"), broken(cut).getMessage());
    }

    @Test
    void missingTilesAreReportedAtTheLastLineColumnOne() {
        // issue 16 regression: once reported with column 0 (no column)
        String original = Templates.read("ikes/tiles.txt").text();
        String cut = original.substring(0, original.indexOf("tile 6-6"));
        InputException e = broken(cut);
        assertEquals(new TextSource("my.txt", cut).lastLine(), e.line());
        assertEquals(1, e.column());
        assertTrue(
                e.getMessage().startsWith("my.txt:" + e.line() + ":1: the chart needs all 36 tiles"), e.getMessage());
    }

    @Test
    void aByteOrderMarkIsAccepted() {
        // issue 16 regression: a chart saved with a BOM was rejected ("expected 'tile L-D' ..., found '\ufeff...'")
        byte[] bytes = ("\ufeff" + Templates.read("ikes/tiles.txt").text()).getBytes(StandardCharsets.UTF_8);
        assertEquals(
                STANDARD.tiles(),
                TileChartParser.parse(TextSource.decode("bom.txt", bytes)).tiles());
    }

    @Test
    void crlfLineEndsAreAccepted() {
        String crlf = Templates.read("ikes/tiles.txt").text().replace("\n", "\r\n");
        assertEquals(STANDARD.tiles(), TileChartParser.parse("crlf.txt", crlf).tiles());
    }

    @Test
    void tileWithoutWallIsRejected() {
        InputException e = broken(withTile("1-1", "+   +\n  .\n+   +"));
        assertTrue(e.getMessage().contains("tile 1-1 has no wall segment"), e.getMessage());
    }

    @Test
    void shapeMustMatchTheLightDie() {
        InputException e = broken(withTile("1-3", "+---+   +\n  .   .\n+   +   +"));
        assertTrue(e.getMessage().contains("tile 1-3 has a different shape from tile 1-1"), e.getMessage());
    }

    @Test
    void partialWallAndMissingCornerAreRejected() {
        assertTrue(broken(withTile("1-1", "+-- +\n  .\n+   +")).getMessage().contains("three dashes"));
        assertTrue(broken(withTile("1-1", "+---\n  .\n+   +")).getMessage().contains("every corner"));
        assertTrue(broken(withTile("1-1", "+---+\n  .")).getMessage().contains("2 lines per row"));
    }

    @Test
    void badHeaderIsRejected() {
        InputException e = broken("tile 7-1\n+---+\n  .\n+   +\n");
        assertEquals(1, e.line());
        assertTrue(e.getMessage().contains("expected 'tile L-D'"), e.getMessage());
    }
}
