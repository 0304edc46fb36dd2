package pnp.penguins.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.DominoSet;
import pnp.penguins.rules.NewGame;
import pnp.testing.PdfProbe.Segment;
import pnp.testing.PdfProbe;

class MapSheetTest {
    private static byte[] map(long seed, int players, Paper paper) {
        NewGame m = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_SIX), false, players, seed);
        return MapSheet.render(m, paper, Units.in(1), seed, "./pnp penguins layout --seed " + seed);
    }

    @Test
    void theMapIsByteIdenticalForASeedAndDiffersForAnother() {
        assertArrayEquals(map(5, 3, Paper.LETTER), map(5, 3, Paper.LETTER));
        assertFalse(Arrays.equals(map(5, 3, Paper.LETTER), map(6, 3, Paper.LETTER)));
    }

    @Test
    void theMapHasTheBoardTheSetupCardAndTheTrueSizePages() throws Exception {
        NewGame m = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_SIX), false, 3, 5);
        try (PdfProbe probe = new PdfProbe(map(5, 3, Paper.LETTER));
             PdfDoc doc = new PdfDoc(Paper.LETTER, "x", null)) {
            // the board is 8 x 7 squares of 1 in = 576 x 504 pt at true size
            int[] tiles = Tiling.grid(doc, 576, 504, Units.mm(15));
            assertEquals(2 + tiles[0] * tiles[1], probe.pages());
            assertEquals(List.of(), probe.fontsNotEmbedded());
            String card = probe.text(1);
            assertTrue(card.contains("First player: " + m.state().players().get(0)), card);
            for (String p : m.state().players()) {
                assertTrue(card.contains(p + ": domino " + m.state().nests().get(p)), card);
            }
            assertTrue(probe.text(0).contains("seed 5"));
            for (int p = 2; p < probe.pages(); p++) {
                assertTrue(probe.text(p).contains("Board at true size"));
                // dominoes outlined at their true size: 2 in = 144 pt long, 1 in = 72 pt wide
                List<Segment> segs = probe.segments(p);
                assertTrue(Ink.count(segs, 144, false) > 0, "page " + p);
                assertTrue(Ink.count(segs, 72, true) > 0, "page " + p);
                // alignment crosses from the page kit's tiling: arms 2 x 3 mm = 17.01 pt
                assertTrue(Ink.count(segs, Units.mm(6), true) > 0 && Ink.count(segs, Units.mm(6), false) > 0, "crosses on page " + p);
            }
            // fills on the map page: a dot per pip (168 in a double-six set), a white face per domino (28),
            // a white disc per buddy token (6) and a label band per nest (3): 205 beyond the page kit's own
            assertEquals(168 + 28 + 6 + 3, Ink.fills(probe, 0) - Ink.baseline(Paper.LETTER));
        }
    }
}
