package pnp.penguins.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;

/** The pieces read back from the PDF: a penguin and two named tokens a player, at their true sizes. */
class PiecesSheetTest {
    @Test
    void threePlayersGetThreePenguinsAndSixTokensAndBothPairsOfDice() throws Exception {
        byte[][] pdf = new byte[1][];
        List<String> problems = LayoutGuard.recording(
                () -> pdf[0] = PiecesSheet.pdf(Paper.LETTER, List.of("red", "blue", "green"), PiecesSheet.Dice.BOTH));
        assertEquals(List.of(), problems);
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertEquals(2, probe.pages(), "the pieces and six-sided dice, then the ten-sided dice");
            String first = probe.text(0);
            for (String token : List.of("R1", "R2", "B1", "B2", "G1", "G2")) assertTrue(first.contains(token), token);
            assertFalse(first.contains("Y1"), "no yellow with three players");
            assertTrue(first.contains("red's penguin and buddies"));
            assertTrue(probe.text(1).contains("ten-sided") && probe.text(1).contains("roll 0 again"));
            // tokens: two 15 mm edges across each; penguins: a strip 84 mm tall (two sides each)
            assertEquals(6 * 2, count(probe.segments(0), Units.mm(15), true));
            assertEquals(3 * 2, count(probe.segments(0), Units.mm(84), false));
            // the 20 mm wide strip: its top, bottom and three folds
            assertEquals(3 * 5, count(probe.segments(0), Units.mm(20), true));
            // two cubes of 22 mm: 19 edges each
            assertEquals(2 * 19, count(probe.segments(0), Units.mm(22), null));
        }
    }

    /**
     * On a mono printer red, blue and green print as nearly one grey (DeviceGray 0.33, 0.30, 0.36): the guard
     * fails them as bare colours, and passes the real pieces sheet, whose penguins and buddies carry the letters.
     */
    @Test
    void todaysColoursNeedTheLettersTheyCarry() {
        List<String> bare = LayoutGuard.recording(() -> {
            try (pnp.pdf.PdfDoc doc = new pnp.pdf.PdfDoc(Paper.A4, "bare", null)) {
                pnp.pdf.Canvas c = doc.newPage().canvas();
                for (String p : List.of("red", "blue", "green", "yellow"))
                    c.coloured(p + "'s penguin", MapSheet.rgb(p), null);
                doc.toBytes();
            }
        });
        // blue and green each too close to red; yellow (0.64) is far from all three
        assertEquals(2, bare.size(), bare.toString());
        assertTrue(bare.get(0).contains("blue's penguin and red's penguin print as nearly the same grey"), bare.get(0));
        assertEquals(
                List.of(),
                LayoutGuard.recording(() ->
                        PiecesSheet.pdf(Paper.A4, List.of("red", "blue", "green", "yellow"), PiecesSheet.Dice.SIX)));
    }

    @Test
    void theTenSidedDiceAloneForElbowRoomFitOnePage() throws Exception {
        byte[][] pdf = new byte[1][];
        List<String> problems = LayoutGuard.recording(
                () -> pdf[0] = PiecesSheet.pdf(Paper.A4, List.of("red", "blue"), PiecesSheet.Dice.TEN));
        assertEquals(List.of(), problems);
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertEquals(1, probe.pages());
            String text = probe.text(0);
            assertTrue(text.contains("ten-sided") && !text.contains("six-sided"), text);
            assertEquals(0, count(probe.segments(0), Units.mm(22), null));
        }
    }

    /**
     * A card sheet of ten-sided dice holds more than two nets: on Letter and A4 the dice page of the full set
     * holds as many nets as fit (each net read back by its face numbers), at least four, and
     * the caption says how many are spares.
     */
    @Test
    void theTenSidedDicePageIsFilledWithNets() throws Exception {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            byte[][] pdf = new byte[1][];
            List<String> problems = LayoutGuard.recording(
                    () -> pdf[0] = PiecesSheet.pdf(paper, List.of("red", "blue"), PiecesSheet.Dice.BOTH));
            assertEquals(List.of(), problems);
            try (PdfProbe probe = new PdfProbe(pdf[0])) {
                assertEquals(2, probe.pages());
                String text = probe.text(1).replaceAll("\\s+", " ");
                // every net prints its face numbers once: the nets are the '8's at the face numbers' size (the
                // size most '8's on the page share; the ruler and captions have at most one each)
                java.util.Map<Long, Integer> eights = new java.util.TreeMap<>();
                for (PdfProbe.Glyph g : probe.glyphs(1)) {
                    if (g.text().equals("8")) eights.merge(Math.round(g.size() * 100), 1, Integer::sum);
                }
                int nets = eights.values().stream()
                        .mapToInt(Integer::intValue)
                        .max()
                        .orElse(0);
                assertTrue(nets >= 4, paper + ": " + nets + " nets on the sheet");
                assertTrue(text.contains("(double-nine) and " + (nets - 2) + " spares"), text);
            }
        }
    }

    /** Stroked segments of the length (within 0.05 pt): horizontal, vertical, or either when null. */
    private static long count(List<PdfProbe.Segment> segments, double length, Boolean horizontal) {
        List<PdfProbe.Segment> hits = new ArrayList<>();
        for (PdfProbe.Segment s : segments) {
            if (Math.abs(s.length() - length) > 0.05) continue;
            if (horizontal != null && (horizontal ? !s.horizontal() : !s.vertical())) continue;
            hits.add(s);
        }
        return hits.size();
    }
}
