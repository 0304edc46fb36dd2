package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.sheets.SheetDocument;
import pnp.ikes.sheets.SheetSpec;
import pnp.pdf.Paper;
import pnp.pdf.Png;
import pnp.vision.GrayImage;
import pnp.vision.Photo;

/**
 * The printed entrance and exit arrows read without the QR code (as when it is blurred away): the
 * entrance's head lies inside its space, the exit's at the far end of the band, and their IN and OUT
 * labels beside the shaft must not be taken for a head.
 */
class DoorReaderTest {
    @ParameterizedTest(name = "in {0}, out {1}")
    @CsvSource({"C1 N, E7 S", "C7 S, E1 N", "A3 W, G5 E", "G3 E, A5 W"})
    void printedArrowsAreReadTheRightWayRound(String in, String out) throws Exception {
        CellSide entrance = side(in);
        CellSide exit = side(out);
        byte[] pdf = SheetDocument.render(
                Paper.A4,
                TileChartParser.standard(),
                1,
                new SheetSpec("doors", Optional.of(entrance), Optional.of(exit)),
                false,
                null);
        GrayImage photo = Photo.decode(Png.bytes(pdf, 0, 150), PhotoReader.MAX_SIDE);
        Rectified flat = Rectified.of(photo, SheetLocator.locate(photo).sheetToPhoto());
        DoorReader.Doors d = DoorReader.read(flat);
        assertEquals(entrance, d.entrance());
        assertEquals(exit, d.exit());
    }

    private static CellSide side(String s) {
        String[] w = s.split(" ");
        return new CellSide(
                Cell.parse(w[0], 7, 7).orElseThrow(), Side.parse(w[1]).orElseThrow());
    }
}
