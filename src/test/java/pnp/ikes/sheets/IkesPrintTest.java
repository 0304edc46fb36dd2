package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.grid.CellSide;
import pnp.ikes.format.IkesParser;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;
import pnp.io.TextSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.testing.PdfProbe;

/** Every Ike's page passes the layout guard: no label, arrow, symbol or box over another, nothing in the 10 mm border. */
class IkesPrintTest {
    @ParameterizedTest
    @EnumSource(Paper.class)
    void doorArrowsOnEveryOuterSideKeepClearOfLabelsAndThePanel(Paper paper) {
        List<CellSide> sides = Sheet.OUTER_SIDES;
        List<String> problems = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(paper, "doors", null)) {
                // 28 pages: the entrance on each outer side in turn, the exit 14 sides further round
                for (int i = 0; i < sides.size(); i++) {
                    Page page = doc.newPage();
                    SheetPage.draw(
                            page,
                            TileChartParser.standard(),
                            new SheetSpec(
                                    "doors",
                                    Optional.of(sides.get(i)),
                                    Optional.of(sides.get((i + 14) % sides.size()))));
                    // the arrows were registered, so the check above had something to check
                    assertEquals(
                            2,
                            page.guard().claims().stream()
                                    .filter(c -> c.what().contains(" arrow at "))
                                    .count());
                }
                doc.toBytes();
            }
        });
        assertEquals(List.of(), problems);
    }

    @ParameterizedTest
    @EnumSource(Paper.class)
    void soloSheetsAndTheRulesPagePassTheGuard(Paper paper) {
        List<String> problems = LayoutGuard.recording(() -> {
            for (long seed : new long[] {1, 3, 388825}) {
                SoloDocument.render(paper, TileChartParser.standard(), ChallengeGenerator.challenge(seed));
            }
            SheetDocument.render(paper, TileChartParser.standard(), 2, SheetSpec.blank("game sheet"), true, null);
        });
        assertEquals(List.of(), problems);
    }

    @ParameterizedTest
    @EnumSource(Paper.class)
    void everyScoredExampleRouteKeepsOffSymbolsAndLabels(Paper paper) throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("seeds/ikes"))) {
            files = s.filter(p -> p.toString().endsWith(".ikes")).sorted().toList();
        }
        assertTrue(files.size() >= 5, files.toString());
        for (Path f : files) {
            ScoreResult r = RouteScorer.score(
                    IkesParser.parse(TextSource.decode(f.toString(), Files.readAllBytes(f))), Variant.DISTINCT);
            List<String> problems = LayoutGuard.recording(() -> {
                try (PdfDoc doc = ScorePdf.render(f.toString(), r, paper)) {
                    doc.toBytes();
                }
            });
            assertEquals(List.of(), problems, f.toString());
        }
    }

    @org.junit.jupiter.api.Test
    void theCaptionNamesOnlyTheLegsDrawnWithTheirPatterns() throws Exception {
        Path f = Path.of("seeds/ikes/contract-example.ikes");
        ScoreResult r = RouteScorer.score(
                IkesParser.parse(TextSource.decode(f.toString(), Files.readAllBytes(f))), Variant.DISTINCT);
        byte[] pdf;
        try (PdfDoc doc = ScorePdf.render("contract-example.ikes", r, Paper.LETTER)) {
            pdf = doc.toBytes();
        }
        try (PdfProbe probe = new PdfProbe(pdf)) {
            String text = probe.text(0).replaceAll("\\s+", " ");
            // the example's best route: leg 1 entrance A4 to the cafeteria D2-E2, leg 3 from it to the exit
            // (one cafeteria pair, so there is no leg 2)
            assertTrue(text.contains("leg 1 red, solid; leg 3 purple, dotted"), text);
            assertFalse(text.contains("leg 2"), text);
        }
    }
}
