package pnp.ikes.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.format.IkesParser;
import pnp.io.TextSource;

class SheetBuilderTest {
    static Cell c(String name) {
        return Cell.parse(name, 7, 7).orElseThrow();
    }

    @Test
    void buildsTheContractExample() throws Exception {
        SheetBuilder b = new SheetBuilder()
                .entrance(c("A4"), Side.W)
                .exit(c("G4"), Side.E)
                .claim(6);
        String[] rows = {"-------", "-.3@@--", "-3..5--", ".1.-55.", "--.2.--", "-------", "-------"};
        for (int r = 0; r < 7; r++) {
            for (int col = 0; col < 7; col++) {
                char ch = rows[r].charAt(col);
                if (ch != '@') b.space(new Cell(col, r), Space.parse(ch).orElseThrow());
            }
        }
        b.cafeteria(c("D2"), c("E2"))
                .wall(c("C4"), Side.E)
                .wall(c("E4"), Side.N)
                .door(c("E4"), Side.N);
        Sheet parsed =
                IkesParser.parse(new TextSource("x", Files.readString(Path.of("seeds/ikes/contract-example.ikes"))));
        assertEquals(parsed, b.build());
        assertEquals(parsed, SheetBuilder.from(parsed).build());
    }

    @Test
    void wallMakesAnEmptySpaceOccupiedAndDoorsNeedWalls() {
        SheetBuilder b = new SheetBuilder()
                .entrance(c("A1"), Side.W)
                .exit(c("G7"), Side.S)
                .wall(c("C3"), Side.N, Side.E);
        assertEquals(Space.OCCUPIED, b.build().space(c("C3")));
        assertThrows(
                IllegalArgumentException.class, () -> b.door(c("C3"), Side.S).build());
        assertThrows(IllegalArgumentException.class, () -> new SheetBuilder().space(c("A1"), Space.CAFETERIA));
    }
}
