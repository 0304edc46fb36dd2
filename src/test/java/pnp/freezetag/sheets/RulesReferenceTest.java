package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.freezetag.rules.MoveGenerator;
import pnp.freezetag.rules.Setup;
import pnp.io.TextSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.testing.PdfProbe;

class RulesReferenceTest {
    @ParameterizedTest(name = "{0} players, across {1}, {2}")
    @CsvSource({"2, true, LETTER", "2, false, A4", "3, true, LETTER", "4, true, A4"})
    void oneOrTwoPagesInOurWordsThatPassTheGuard(int n, boolean across, Paper paper) throws Exception {
        List<Player> players = Setup.players(Setup.COLOURS.subList(0, n), across);
        byte[][] pdf = new byte[1][];
        List<String> problems =
                LayoutGuard.recording(() -> pdf[0] = RulesReference.pdf(paper, Setup.position(players)));
        assertEquals(List.of(), problems);
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertTrue(probe.pages() >= 1 && probe.pages() <= 2, "pages: " + probe.pages());
            String text = probe.allText().replaceAll("\\s+", " ");
            for (String heading : List.of("You need", "Set-up", "Goal", "Your turn", "End and scoring")) {
                assertTrue(text.contains(heading), heading);
            }
            assertTrue(text.contains("three of your pyramids"), text);
            assertTrue(text.contains("never more than two high"), text);
            assertTrue(text.contains("If you can move, you have to"), text);
            assertTrue(text.split("Our reading:", -1).length - 1 >= 3, "readings marked as ours");
            // the west and east labels run up the page: compare without the breaks PDFBox puts in them
            String squeezed = text.replaceAll("\\s+", "");
            for (Player p : players)
                assertTrue(squeezed.contains(p.colour() + "startshere"), p.colour() + " in " + text);
            assertEquals(3 * n, count(text, "2 x "), "three stacks of two a player");
            assertTrue(text.contains("The start for " + n + " players"), text);
        }
    }

    /** The capture rule: set down anywhere on the board, the mover's own colour not excluded, the example worked. */
    @Test
    void aCapturedPyramidGoesAnywhereLegalAndTheOwnSmallExampleIsWorked() throws Exception {
        List<Player> players = Setup.players(Setup.COLOURS.subList(0, 2), true);
        try (PdfProbe probe = new PdfProbe(RulesReference.pdf(Paper.LETTER, Setup.position(players)))) {
            String text = probe.allText().replaceAll("\\s+", " ");
            assertTrue(text.contains("any square of the whole board, near or far"), text);
            assertTrue(text.contains("a colour not its own, yours included"), text);
            assertFalse(text.contains("yet another colour"), "the wording that reads as excluding the mover's colour");
            assertFalse(text.contains("where it could legally move"), "the wording that reads as one square away");
            assertTrue(text.contains("Example: a captured medium takes your own small"), text);
            assertTrue(text.contains("here A4"), text);
        }
    }

    /**
     * The worked example is a move pnp's own generator lists: red L C3 takes blue M on C2, which is set
     * down on A1 on red's lone small, which red sets down on A4 (the position of seeds/freeze-tag/chain.txt).
     */
    @Test
    void theExampleIsALegalMoveOfTheGenerator() {
        Position pos = StateFormat.parse(new TextSource("chain.txt", """
                player R red S
                player B blue N
                board
                   A   B   C   D   E
                1  RS  .   .   .   .
                2  .   .   BM  .   .
                3  .   .   RL  .   .
                4  .   .   .   .   .
                5  .   .   .   .   BS
                """));
        List<String> moves = MoveGenerator.moves(pos, 0, Size.L).stream()
                .map(o -> o.move().notation())
                .toList();
        assertTrue(moves.contains("L C3-C2 xM>A1 xS>A4"), moves.toString());
        assertFalse(moves.contains("L C3-C2 xM>A1 xS>E5"), "blue's small on E5 is not smaller than red's small");
        // the medium may land far from C2, on any of the board's empty squares
        assertTrue(moves.contains("L C3-C2 xM>E1"), moves.toString());
    }

    @Test
    void theReminderCardSaysWhereACapturedPyramidGoes() throws Exception {
        List<Player> players = Setup.players(Setup.COLOURS.subList(0, 2), true);
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "cards", null)) {
            CardSheet.draw(doc, players);
            try (PdfProbe probe = new PdfProbe(doc.toBytes())) {
                String text = probe.allText().replaceAll("\\s+", " ");
                assertTrue(text.contains("set it down on any square of the board where it may land, never off"), text);
                assertFalse(text.contains("(relocate it)"), text);
            }
        }
    }

    /** The picture's stacks, read back from where their labels landed: hand-worked from the set-up rule. */
    @Test
    void thePictureShowsEachPlayersStacksOnTheMiddleOfTheirEdge() {
        List<Player> players = Setup.players(Setup.COLOURS, true); // seats S, W, N, E
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "test", null)) {
            Page page = doc.newPage();
            Rect box = new Rect(100, 100, 300, 300);
            RulesReference.drawSetup(page.canvas(), box, Setup.position(players));
            Map<String, List<String>> where = new TreeMap<>();
            for (LayoutGuard.Claim c : page.guard().claims()) {
                if (!c.what().startsWith("text '2 x ")) continue;
                int col = (int) Math.floor((c.box().centerX() - box.x() - RulesReference.BAND) / RulesReference.CELL);
                int row = (int) Math.floor((c.box().centerY() - box.y() - RulesReference.BAND) / RulesReference.CELL);
                String size = c.what().substring("text '2 x ".length(), "text '2 x ".length() + 1);
                where.computeIfAbsent(size, k -> new ArrayList<>()).add("" + (char) ('A' + col) + (row + 1));
            }
            // south: smalls on its left (B5), larges on its right (D5); west A2/A4; north D1/B1; east E4/E2
            assertEquals(List.of("A2", "B5", "D1", "E4"), sorted(where.get("S")));
            assertEquals(List.of("A3", "C1", "C5", "E3"), sorted(where.get("M")));
            assertEquals(List.of("A4", "B1", "D5", "E2"), sorted(where.get("L")));
        }
    }

    private static List<String> sorted(List<String> l) {
        return l.stream().sorted().toList();
    }

    private static int count(String text, String what) {
        return text.split(Pattern.quote(what), -1).length - 1;
    }
}
