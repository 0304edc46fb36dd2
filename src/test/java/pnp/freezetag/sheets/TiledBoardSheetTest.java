package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.freezetag.model.Player;
import pnp.freezetag.rules.Setup;
import pnp.pdf.AlignmentMarks;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;

/** The Freeze Tag board tiled across pages when its squares are too big for one page. */
class TiledBoardSheetTest {
    private static final double OVERLAP = Units.mm(15);

    /**
     * The old tiling of the 2 in board: the grid's lines were not known to the layout guard, and the band's words
     * were centred where the seam between two pages falls, so the seams went at the full step of an even share
     * (each page showing half the board, 15 mm of overlap and 20 mm to spare). With the lines registered the
     * guard flags that plan; the tiling drawn now passes it.
     */
    @ParameterizedTest
    @CsvSource({"LETTER, 2", "A4, 2", "LETTER, 2.5", "A4, 3"})
    void theGuardFlagsTheOldSeamsOnTheGridAndPassesTheNewOnes(Paper paper, double inches) throws Exception {
        double square = Units.in(inches);
        List<Player> players = Setup.players(Setup.COLOURS.subList(0, 2), true);
        double side = BoardSheet.size(square);
        Tiling.Plan now;
        try (PdfDoc doc = new PdfDoc(paper, "probe", null)) {
            now = Tiling.plan(doc, side, side, OVERLAP, c -> BoardSheet.drawBoard(c, players, square, false, true));
        }
        if (inches == 2) {
            // the old plan: 2 x 2 tiles, each showing (side + overlap) / 2 + 20 mm, the full step, no shift
            double vis = (side + OVERLAP) / 2 + Units.mm(20);
            Tiling.Plan old = new Tiling.Plan(
                    now.landscape(), 2, 2, vis - OVERLAP, vis - OVERLAP, 0, 0, now.area(), vis, vis, side, side);
            List<String> oldProblems = LayoutGuard.recording(() -> {
                try (PdfDoc doc = new PdfDoc(paper, "old", null)) {
                    Tiling.draw(
                            doc,
                            "board",
                            old,
                            List.<AlignmentMarks.Mark>of(),
                            c -> BoardSheet.drawBoard(c, players, square, false, false));
                    doc.toBytes();
                }
            });
            assertTrue(
                    oldProblems.stream().anyMatch(p -> p.contains("overlap seam")),
                    "the old seams cross game information: " + oldProblems);
            assertEquals(4, now.pages(), "2 x 2 tiles, no page more");
        }
        byte[][] pdf = new byte[1][];
        List<String> problems = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(paper, "board", null)) {
                BoardSheet.draw(doc, players, square);
                pdf[0] = doc.toBytes();
            }
        });
        assertEquals(List.of(), problems);
        // every page is a tile, and every tile carries board: dark pixels (grid lines, bands) on each
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertEquals(now.pages(), probe.pages());
            for (int r = 0; r < now.rows(); r++) {
                for (int c = 0; c < now.cols(); c++) {
                    double share = now.window(c, r).w()
                            * now.window(c, r).h()
                            / (now.area().w() * now.area().h());
                    assertTrue(share >= 0.2, "tile " + c + ", " + r + " shows " + share + " of its area");
                }
            }
            for (int page = 0; page < probe.pages(); page++) {
                BufferedImage img = probe.render(page, 72);
                long dark = 0;
                for (int y = 0; y < img.getHeight(); y++) {
                    for (int x = 0; x < img.getWidth(); x++) if ((img.getRGB(x, y) & 0xff) < 160) dark++;
                }
                assertTrue(dark > 0.002 * img.getWidth() * img.getHeight(), "ink on page " + (page + 1) + ": " + dark);
            }
        }
    }
}
