package pnp.bridgewars.format;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Shape;
import pnp.io.InputException;
import pnp.io.TextSource;

class BlockSetFormatTest {
    static BlockSet parse(String text) {
        return BlockSetFormat.parse(new TextSource("b.txt", text));
    }

    @Test
    void theDefaultSetHas20ConnectedBlocksAnd78Holes() {
        BlockSet set = BlockSetFormat.standard();
        assertEquals(20, set.size());
        assertEquals("square", set.blocks().get(0).name());
        assertEquals("##/##", set.start().shape().text());
        // 4 (square) + 2x2 (I2) + 2x3 (I3) + 2x3 (V3) + 2x4 (I4) + 2x4 (L4) + 4 (T4) + 4 (S4) + 4 (O4) + 6x5 = 78
        assertEquals(78, set.cells());
        for (BlockType b : set.blocks()) assertTrue(b.shape().connected(), b.name());
    }

    @Test
    void orientationsTurnClockwiseAndFlipLeftToRight() {
        Shape l4 = BlockSetFormat.standard().find("L4a").orElseThrow().shape();
        assertEquals("#./#./##", l4.text());
        // a quarter turn clockwise: the foot points down-left
        assertEquals("###/#..", l4.oriented(Orientation.R90).text());
        assertEquals("##/.#/.#", l4.oriented(Orientation.R180).text());
        assertEquals("..#/###", l4.oriented(Orientation.R270).text());
        // turned over: the mirror image
        assertEquals(".#/.#/##", l4.oriented(Orientation.F0).text());
        assertEquals("#../###", l4.oriented(Orientation.F90).text());
        assertEquals(Orientation.F90, Orientation.parse("f90").orElseThrow());
        assertTrue(Orientation.parse("r45").isEmpty());
    }

    @Test
    void errorsNameLineAndColumn() {
        InputException e = assertThrows(InputException.class, () -> parse("square ##/##\nX #x#\n"));
        assertEquals(2, e.line());
        assertEquals(4, e.column());
        e = assertThrows(InputException.class, () -> parse("square ##/##\nX #.#\n"));
        assertTrue(e.reason().contains("join side to side"), e.getMessage());
        e = assertThrows(InputException.class, () -> parse("square ##/##\nX #\nX ##\n"));
        assertEquals("block 'X' is already defined on line 2", e.reason());
        e = assertThrows(InputException.class, () -> parse("X ##\n"));
        assertTrue(e.reason().contains("no 'square ##/##'"), e.getMessage());
        e = assertThrows(InputException.class, () -> parse("square ###\n"));
        assertTrue(e.reason().contains("must be ##/##"), e.getMessage());
        e = assertThrows(InputException.class, () -> parse("square ##/## extra\n"));
        assertEquals(14, e.column());
        assertEquals(
                List.of("square", "one"),
                parse("square ##/## # start\n# comment\none #  # a single cell\n").blocks().stream()
                        .map(BlockType::name)
                        .toList());
    }
}
