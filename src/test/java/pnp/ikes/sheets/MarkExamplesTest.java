package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.ikes.format.TileChartParser;
import pnp.pdf.Paper;
import pnp.testing.PdfProbe;

class MarkExamplesTest {
    /** The rules page shows how to mark the sheet on both papers (compact on Letter, whose page is shorter). */
    @ParameterizedTest
    @EnumSource(Paper.class)
    void theRulesPageShowsEveryMarkOnEveryPaper(Paper paper) throws Exception {
        byte[] pdf =
                SheetDocument.render(paper, TileChartParser.standard(), 1, SheetSpec.blank("game sheet"), true, null);
        try (PdfProbe p = new PdfProbe(pdf)) {
            String rules = p.text(p.pages() - 1).replaceAll("\\s+", " ");
            assertTrue(rules.contains("Marking the sheet (so a photo reads it too)"), rules);
            for (String mark : new String[] {"dot", "display", "cafeteria", "wall", "doorway", "entrance"}) {
                assertTrue(rules.contains(" " + mark + " "), mark);
            }
            assertTrue(rules.contains("one fork across the two spaces; no box round them"), rules);
            // the strip stays above the calibration band
            assertTrue(
                    rules.indexOf("an arrow in through the outer wall") < rules.indexOf("Print at actual size"), rules);
        }
    }
}
