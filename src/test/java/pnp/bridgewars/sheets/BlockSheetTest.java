package pnp.bridgewars.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Units;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class BlockSheetTest {
    @TempDir
    Path dir;

    @Test
    void everyHoleOfEveryBlockIsMarkedAtThePitch() throws Exception {
        BlockSet set = BlockSetFormat.standard();
        byte[] pdf = BlockSheet.pdf(Paper.LETTER, Pitch.DEFAULT, set, 4);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            int holes = 0;
            for (int page = 0; page < probe.pages(); page++) {
                List<double[]> centres = BoardSheetTest.crossHairs(probe, page, Pitch.DEFAULT);
                holes += centres.size();
                // cross-hairs in one row of blocks stand a whole number of pitches apart within a block
                for (double[] a : centres) {
                    boolean neighbour = centres.stream()
                            .anyMatch(b -> (Math.abs(b[1] - a[1]) < 0.01 && Math.abs(Math.abs(b[0] - a[0]) - 72) < 0.01)
                                    || (Math.abs(b[0] - a[0]) < 0.01 && Math.abs(Math.abs(b[1] - a[1]) - 72) < 0.01));
                    assertTrue(neighbour, "every hole of the default set has a neighbour one pitch away");
                }
            }
            // 78 holes: see BlockSetFormatTest
            assertEquals(78, holes);
            assertEquals(78, set.cells());
            String text = probe.allText();
            for (BlockType b : set.blocks()) assertTrue(text.contains(b.name()), b.name());
            assertTrue(text.contains("4 colours"), text);
            assertEquals(List.of(), probe.fontsNotEmbedded());
        }
    }

    @Test
    void cutLinesAreWholePitchesAndCropMarksAreDrawn() throws Exception {
        double pitch = Units.mm(20);
        try (PdfProbe probe = new PdfProbe(BlockSheet.pdf(Paper.A4, pitch, BlockSetFormat.standard(), 0))) {
            var segs = probe.segments(0);
            // every outline stroke is one cell side, 20 mm
            assertTrue(segs.stream()
                            .filter(s -> Math.abs(s.length() - pitch) < 0.01)
                            .count()
                    >= 4 * 4);
            // crop marks: 3 mm strokes, 8 per block
            long crops = 0;
            for (int p = 0; p < probe.pages(); p++) {
                crops += probe.segments(p).stream()
                        .filter(s -> Math.abs(s.length() - Units.mm(3)) < 0.01)
                        .count();
            }
            assertEquals(8 * 20, crops);
        }
    }

    /**
     * Issue 12 item 8: every block page sets a TrimBox, the extent of the blocks cut from it: it holds every
     * block's box of that page (the layout's boxes, turned into PDF coordinates: y up from the bottom).
     */
    @Test
    void everyBlockPageSetsATrimBoxAroundItsBlocks() throws Exception {
        for (Paper paper : Paper.values()) {
            var doc = new PdfDoc(paper, "x", null);
            List<BlockSheet.Placed> placed =
                    BlockSheet.layout(doc.contentArea(), Pitch.DEFAULT, BlockSetFormat.standard());
            try (PdfProbe probe = new PdfProbe(BlockSheet.pdf(paper, Pitch.DEFAULT, BlockSetFormat.standard(), 0))) {
                for (int page = 0; page < probe.pages(); page++) {
                    var trim = probe.document().getPage(page).getTrimBox();
                    var media = probe.document().getPage(page).getMediaBox();
                    assertNotEquals(
                            media.getLowerLeftY(), trim.getLowerLeftY(), 0.01, "page " + page + " has its own TrimBox");
                    int onPage = 0;
                    for (BlockSheet.Placed b : placed) {
                        if (b.page() != page) continue;
                        onPage++;
                        double top = media.getHeight() - b.box().y();
                        double bottom = media.getHeight() - b.box().bottom();
                        assertTrue(
                                trim.getLowerLeftX() <= b.box().x() + 0.01
                                        && b.box().right() <= trim.getUpperRightX() + 0.01
                                        && trim.getLowerLeftY() <= bottom + 0.01
                                        && top <= trim.getUpperRightY() + 0.01,
                                paper + " page " + page + ": " + b.block().name() + " inside the TrimBox");
                    }
                    assertTrue(onPage > 0);
                }
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"LETTER,25.4", "A4,25.4", "LETTER,37", "A4,37", "A4,10", "LETTER,20"})
    void layoutKeepsBlocksApartAndOnThePaper(Paper paper, double pitchMm) {
        var content = new PdfDoc(paper, "x", null).contentArea();
        double pitch = Units.mm(pitchMm);
        List<BlockSheet.Placed> placed = BlockSheet.layout(content, pitch, BlockSetFormat.standard());
        assertEquals(20, placed.size());
        for (BlockSheet.Placed a : placed) {
            assertTrue(content.contains(a.box()), a.toString());
            // the block's own shape, lying or turned a quarter, and its box that shape at the pitch
            var own = a.block().shape();
            assertEquals(own.size(), a.shape().size());
            assertEquals(
                    Math.min(own.width(), own.height()),
                    Math.min(a.shape().width(), a.shape().height()));
            assertEquals(
                    Math.max(own.width(), own.height()),
                    Math.max(a.shape().width(), a.shape().height()));
            assertEquals(a.shape().width() * pitch, a.box().w(), 1e-6);
            assertEquals(a.shape().height() * pitch, a.box().h(), 1e-6);
            for (BlockSheet.Placed b : placed) {
                if (a.equals(b) || a.page() != b.page()) continue;
                boolean apart = a.box().right() + BlockSheet.GAP - 0.01
                                <= b.box().x()
                        || b.box().right() + BlockSheet.GAP - 0.01 <= a.box().x()
                        || a.box().bottom() + BlockSheet.GAP - 0.01 <= b.box().y()
                        || b.box().bottom() + BlockSheet.GAP - 0.01 <= a.box().y();
                assertTrue(apart, a.block().name() + " and " + b.block().name());
            }
        }
    }

    /**
     * 37 mm blocks, worked by hand. A block's box with its 10 mm gap takes 37 n + 10 mm for n holes. Below the
     * header, Letter has 195.9 x 217.4 mm for blocks and A4 190.0 x 235.0 mm. Across a shelf, two or more
     * blocks hold at most 4 holes (5 holes in two blocks: 185 + 20 = 205 mm); only I5 alone holds 5 (195 mm),
     * and on Letter only. Down a page, shelves hold at most 5 holes (a 3 and a 2: 121 + 84 = 205 mm; five of
     * 1: 235 mm, on A4 only). So a page holds at most 20 hole-squares of boxes (21 on Letter with I5 lying).
     * The set's boxes cover 101 hole-squares (2 of 3 x 3, 4 of 2 x 2, 6 of 3 x 2, L5 4 x 2, 2 each of 2 x 1,
     * 3 x 1 and 4 x 1, I5 5 x 1): at least 101 / 21, 5 pages, on Letter and 101 / 20, 6 pages, on A4. The
     * layout reaches both. Before shelves took blocks turned, Letter took 8 pages and A4 none: I5 (185 + 10 mm)
     * did not fit its width lying.
     */
    @Test
    void blocksOf37mmTakeFivePagesOnLetterAndSixOnA4() throws Exception {
        double pitch = Units.mm(37);
        int boxCells = 0;
        for (BlockType b : BlockSetFormat.standard().blocks())
            boxCells += b.shape().width() * b.shape().height();
        assertEquals(101, boxCells);
        for (Object[] want : new Object[][] {{Paper.LETTER, 5}, {Paper.A4, 6}}) {
            Paper paper = (Paper) want[0];
            List<BlockSheet.Placed> placed =
                    BlockSheet.layout(new PdfDoc(paper, "x", null).contentArea(), pitch, BlockSetFormat.standard());
            assertEquals(want[1], placed.get(placed.size() - 1).page() + 1, paper.toString());
            try (PdfProbe probe = new PdfProbe(BlockSheet.pdf(paper, pitch, BlockSetFormat.standard(), 4))) {
                assertEquals(want[1], probe.pages(), paper.toString());
                assertTrue(probe.text(0).contains("sheet 1 of " + want[1]), probe.text(0));
                // every block's name printed once across the pages
                String text = probe.allText();
                for (BlockType b : BlockSetFormat.standard().blocks())
                    assertTrue(text.matches("(?s).*\\b" + b.name() + "\\b.*"), b.name());
            }
        }
    }

    @Test
    void sameInputSameBytes() {
        assertArrayEquals(
                BlockSheet.pdf(Paper.A4, Pitch.DEFAULT, BlockSetFormat.standard(), 3),
                BlockSheet.pdf(Paper.A4, Pitch.DEFAULT, BlockSetFormat.standard(), 3));
    }

    @Test
    void theCommandAndATooLargePitch() throws Exception {
        Cli.Result r = Cli.run(dir, "bridgewars", "blocks", "--out", "k.pdf");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("wrote k.pdf (20 blocks"), r.out());
        // letter paper has 195.9 x 217.4 mm for blocks (below the header); at 60 mm the first block of the set
        // that fits neither way is I4a: 240 mm long lying, 240 + 10 mm tall turned
        r = Cli.run(dir, "bridgewars", "blocks", "--pitch", "60mm", "--out", "big.pdf");
        assertEquals(2, r.status());
        assertTrue(
                r.err()
                        .contains("--pitch 60.0 mm is too large: block I4a (240.0 mm x 60.0 mm) does not fit on the"
                                + " paper, lying or turned"),
                r.err());
        assertFalse(Files.exists(dir.resolve("big.pdf")));
    }

    @Test
    void theKitHasTheBoardAndTheBlocks() throws Exception {
        Cli.Result r = Cli.run(dir, "kit", "--players", "3", "--seed", "7", "--out", "kit");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.exists(dir.resolve("kit/bridgewars-board.pdf")));
        assertTrue(Files.exists(dir.resolve("kit/bridgewars-blocks.pdf")));
        String index = Files.readString(dir.resolve("kit/INDEX.txt"));
        assertTrue(index.contains("Bridge Wars:"), index);
        assertTrue(index.contains("each of 3 colours"), index);
    }
}
