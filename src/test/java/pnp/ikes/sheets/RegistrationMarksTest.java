package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.format.photo.EdgeMark;
import pnp.ikes.format.photo.PhotoReader;
import pnp.ikes.format.photo.SpaceMark;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.pdf.Paper;
import pnp.pdf.Png;
import pnp.pdf.Units;
import pnp.random.Seeds;
import pnp.vision.Fiducials;
import pnp.vision.MarkerArt;
import pnp.vision.Photo;

/** The printed registration marks are found where {@link PrintedSheet} says, and the QR code says what the sheet is. */
class RegistrationMarksTest {
    private static final float DPI = 100;

    @ParameterizedTest
    @EnumSource(Paper.class)
    void theFourFiducialsSitAtTheGridsCornersOnBothPapers(Paper paper) throws Exception {
        byte[] pdf = SheetDocument.render(paper, TileChartParser.standard(), 1, SheetSpec.blank("marks"), false, null);
        var image = Photo.decode(Png.bytes(pdf, 0, DPI), 4000);
        List<Fiducials.Found> found = Fiducials.find(image);
        found.sort(Comparator.comparingInt(Fiducials.Found::id));
        assertEquals(
                List.of(0, 1, 2, 3), found.stream().map(Fiducials.Found::id).toList());
        // fiducial 0's top-left corner is 8.6 mm (2.6 gap + 6 mark) up and left of A1's corner, fiducial 2's is
        // 128.6 mm (126 mm of grid + 2.6 mm) right and down of it: 137.2 mm apart on each axis, 540.2 px at 100 dpi
        double dx = found.get(2).corners()[0] - found.get(0).corners()[0];
        double dy = found.get(2).corners()[1] - found.get(0).corners()[1];
        assertEquals(137.2 / 25.4 * DPI, dx, 1.5);
        assertEquals(dx, dy, 1.5);
        // layout 2, the paper's letter, no doors printed ("-" twice), no seed
        assertEquals(List.of("IKES2" + (paper == Paper.A4 ? "A" : "L") + "--"), Fiducials.qrTexts(image));
    }

    /** The photo reader finds the QR code in its search window (PrintedSheet.qrSearch()) on both papers, with the doors the sheet printed. */
    @ParameterizedTest
    @EnumSource(Paper.class)
    void thePhotoReaderFindsTheQrCodeWhereThePagePutsIt(Paper paper) throws Exception {
        CellSide in = new CellSide(new Cell(2, 6), Side.S);
        CellSide out = new CellSide(new Cell(0, 0), Side.N);
        byte[] pdf = SheetDocument.render(
                paper,
                TileChartParser.standard(),
                1,
                new SheetSpec("doors", Optional.of(in), Optional.of(out)),
                false,
                5L);
        var reading = PhotoReader.read(Png.bytes(pdf, 0, 200));
        assertEquals(
                Optional.of(new PrintedSheet(paper.id(), Optional.of(in), Optional.of(out), Optional.of(5L))),
                reading.printed());
        assertEquals(in, reading.entrance());
        assertEquals(out, reading.exit());
        // a blank printed sheet reads as blank: no space holds pencil, no line a wall
        assertEquals(
                0,
                reading.spaces().values().stream()
                        .filter(m -> m.value() != SpaceMark.EMPTY)
                        .count());
        assertEquals(
                0,
                reading.edges().values().stream()
                        .filter(m -> m.value() != EdgeMark.NONE)
                        .count());
    }

    @Test
    void aSoloChallengesSheetIsReadWithItsSeedAndDoors() throws Exception {
        Challenge ch = ChallengeGenerator.challenge(3);
        byte[] pdf = SoloDocument.render(Paper.LETTER, TileChartParser.standard(), ch);
        var reading = PhotoReader.read(Png.bytes(pdf, 0, 200));
        assertEquals(Optional.of(3L), reading.printed().orElseThrow().seed());
        assertEquals(ch.entrance(), reading.entrance());
        assertEquals(ch.exit(), reading.exit());
    }

    @Test
    void aSoloSheetsQrCodeCarriesItsSeedAndDoors() throws Exception {
        CellSide in = new CellSide(new Cell(0, 3), Side.W);
        CellSide out = new CellSide(new Cell(6, 3), Side.E);
        byte[] pdf = SheetDocument.render(
                Paper.A4,
                TileChartParser.standard(),
                1,
                new SheetSpec("doors", Optional.of(in), Optional.of(out)),
                false,
                17L);
        var texts = Fiducials.qrTexts(Photo.decode(Png.bytes(pdf, 0, DPI), 4000));
        // A4; entrance A4 W is outer side 21 + 3 = 24 ("O" in base 36), exit G4 E is 7 + 3 = 10 ("A"); seed 17 "H"
        assertEquals(List.of("IKES2AOAH"), texts);
        assertEquals(
                Optional.of(new PrintedSheet("a4", Optional.of(in), Optional.of(out), Optional.of(17L))),
                PrintedSheet.parseQr(texts.get(0)));
    }

    @Test
    void theLongestCodeIsTwentyOneModulesAcross() {
        CellSide in = new CellSide(new Cell(6, 4), Side.E);
        CellSide out = new CellSide(new Cell(0, 0), Side.N);
        String text = new PrintedSheet("a4", Optional.of(in), Optional.of(out), Optional.of(Seeds.MAX)).qrText();
        // the smallest dark box of the code is one module: 1/21 of its side, so a 23 mm code has 1.1 mm modules
        double module = MarkerArt.qr(text, 'Q').stream()
                .mapToDouble(b -> Math.min(b.w(), b.h()))
                .min()
                .orElseThrow();
        assertEquals(1.0 / 21, module, 1e-9);
    }

    /** In a book of 60 challenges (125 pages) the page number stands clear of the QR code on the last sheet. */
    @ParameterizedTest
    @EnumSource(Paper.class)
    void aThreeDigitPageNumberStandsClearOfTheQrCode(Paper paper) throws Exception {
        List<BookDocument.Entry> entries = new ArrayList<>();
        for (int n = 1; n <= 60; n++) entries.add(new BookDocument.Entry(ChallengeGenerator.challenge(n), "", ""));
        byte[] pdf = BookDocument.render(paper, TileChartParser.standard(), "Book", entries);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            int sheet = doc.getNumberOfPages();
            PDFTextStripper plain = new PDFTextStripper();
            do { // the last game sheet: a three-digit page number
                plain.setStartPage(--sheet);
                plain.setEndPage(sheet);
            } while (!plain.getText(doc).contains("Tile chart"));
            assertTrue(sheet >= 100, "the last sheet is page " + sheet);
            String number = "page " + sheet + " of " + doc.getNumberOfPages();
            List<Float> pageNumberX = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) {
                    if (text.startsWith(number))
                        pageNumberX.add(positions.get(0).getXDirAdj());
                }
            };
            stripper.setStartPage(sheet);
            stripper.setEndPage(sheet);
            stripper.getText(doc);
            assertEquals(1, pageNumberX.size());
            // the code's right edge: 10 mm margin and 21 mm (RegistrationMarks.QR_RIGHT) in from the paper's
            float qrRight = paper.width() - (float) Units.mm(10 + RegistrationMarks.QR_RIGHT);
            assertTrue(
                    pageNumberX.get(0) - qrRight > Units.mm(2),
                    "the page number starts " + (pageNumberX.get(0) - qrRight) + " pt right of the QR code");
        }
    }
}
