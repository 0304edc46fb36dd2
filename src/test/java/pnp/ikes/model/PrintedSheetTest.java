package pnp.ikes.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.random.Seeds;

/** The sheet's QR code text: what layout 2 prints, and layout 1's words still read. */
class PrintedSheetTest {
    private static final CellSide A1_N = new CellSide(new Cell(0, 0), Side.N);
    private static final CellSide G5_E = new CellSide(new Cell(6, 4), Side.E);

    @Test
    void theOuterSidesAreNumberedRoundTheWallOnceEach() {
        List<CellSide> sides = PrintedSheet.outerSides();
        assertEquals(28, sides.size());
        assertEquals(28, sides.stream().distinct().count());
        assertTrue(sides.stream().allMatch(Sheet::isOuter));
        // north wall west to east (0..6), east wall north to south (7..13), south (14..20), west (21..27)
        assertEquals(A1_N, sides.get(0));
        assertEquals(G5_E, sides.get(7 + 4));
        assertEquals(new CellSide(new Cell(0, 6), Side.W), sides.get(27));
    }

    @Test
    void aSeededSheetWithDoorsIsOneShortCode() {
        // G5 E is side 11 ("B" in base 36), A1 N side 0; 1,000 is "RS" in base 36 (27 * 36 + 28)
        PrintedSheet p = new PrintedSheet("letter", Optional.of(G5_E), Optional.of(A1_N), Optional.of(1000L));
        assertEquals("IKES2LB0RS", p.qrText());
        assertEquals(Optional.of(p), PrintedSheet.parseQr("IKES2LB0RS"));
        assertEquals("PNP IKES 2 LETTER SEED 1000 IN G5:E OUT A1:N", p.words());
    }

    @Test
    void theLongestCodeFitsTheSmallestQrVersionAtErrorCorrectionQ() {
        // version 1 at Q holds 16 alphanumeric characters
        PrintedSheet p = new PrintedSheet("a4", Optional.of(G5_E), Optional.of(A1_N), Optional.of(Seeds.MAX));
        assertEquals(16, p.qrText().length());
        assertEquals(Optional.of(p), PrintedSheet.parseQr(p.qrText()));
    }

    @Test
    void aBlankSheetSaysOnlyItsPaper() {
        PrintedSheet p = new PrintedSheet("a4", Optional.empty(), Optional.empty(), Optional.empty());
        assertEquals("IKES2A--", p.qrText());
        assertEquals(Optional.of(p), PrintedSheet.parseQr("IKES2A--"));
    }

    @Test
    void layoutOnesWordsStillRead() {
        assertEquals(
                Optional.of(new PrintedSheet(1, "a4", Optional.of(G5_E), Optional.of(A1_N), Optional.of(17L))),
                PrintedSheet.parseQr("PNP IKES 1 A4 SEED 17 IN G5:E OUT A1:N"));
        assertEquals(
                "PNP IKES 1 LETTER",
                PrintedSheet.parseQr("PNP IKES 1 LETTER").orElseThrow().words());
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://example.com", "IKE", "PNP FRIDGE 1", ""})
    void otherCodesAreNotASheets(String text) {
        assertEquals(Optional.empty(), PrintedSheet.parseQr(text));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "IKES3L--", // a later layout
                "PNP IKES 3 LETTER",
                "IKES2X--", // no paper
                "IKES2LB-", // one door only
                "IKES2LBB", // the same doorway twice
                "IKES2LS0", // side 28 does not exist
                "IKES2L--seed", // lower case is no base-36 seed this prints
                "IKES2L",
            })
    void malformedOrLaterCodesSaySo(String text) {
        assertThrows(IllegalArgumentException.class, () -> PrintedSheet.parseQr(text));
    }
}
