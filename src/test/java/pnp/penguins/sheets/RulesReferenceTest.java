package pnp.penguins.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.DominoSet;
import pnp.penguins.rules.NewGame;
import pnp.testing.PdfProbe;

class RulesReferenceTest {
    /**
     * Who gets which buddy, from the dealt set-up, against the rule worked by hand on the turn order:
     * a player's buddy 1 goes to the next player clockwise, buddy 2 to the one after; with two players
     * both go to the opponent.
     */
    @ParameterizedTest(name = "{0} players, seed {1}")
    @CsvSource({"2, 1", "3, 2", "4, 3", "4, 44"})
    void theHandOutFollowsTheRule(int n, long seed) {
        NewGame game = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_SIX), false, n, seed);
        List<String> order = game.state().players();
        List<RulesReference.Handout> handouts = RulesReference.handouts(game.setup());
        for (int i = 0; i < n; i++) {
            String me = order.get(i);
            List<String> expected = new ArrayList<>();
            for (int k = 1; k <= 2; k++) {
                int from = n == 2 ? (i + 1) % n : Math.floorMod(i - k, n);
                expected.add(RulesReference.token(order.get(from), k));
            }
            List<String> got = SetupPicture.received(handouts, me);
            assertEquals(
                    expected.stream().sorted().toList(), got.stream().sorted().toList(), me);
        }
    }

    @ParameterizedTest(name = "{0} players, {1}, {2}")
    @CsvSource({"0, DOUBLE_SIX, LETTER", "2, DOUBLE_SIX, A4", "3, DOUBLE_NINE, LETTER", "4, DOUBLE_SIX, LETTER"})
    void oneOrTwoPagesThatPassTheGuardAndShowTheSetUp(int n, DominoSet set, Paper paper) throws Exception {
        NewGame game = NewGame.deal(Layouts.builtIn(set), false, n, 9);
        byte[][] pdf = new byte[1][];
        assertEquals(
                List.of(),
                LayoutGuard.recording(() -> pdf[0] = RulesReference.pdf(paper, game.state(), game.setup(), 9)));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertTrue(probe.pages() >= 1 && probe.pages() <= 2, "pages: " + probe.pages());
            String text = probe.allText().replaceAll("\\s+", " ");
            for (String s : List.of(
                    "You need",
                    "Set-up",
                    "first move, then change the board",
                    "Winning",
                    "have taken six steps",
                    "stunned",
                    "carrying both of their buddies")) {
                assertTrue(text.contains(s), s + " in " + text);
            }
            assertTrue(text.split("Our reading:", -1).length - 1 >= 3, "readings marked as ours");
            assertEquals(set == DominoSet.DOUBLE_NINE, text.contains("Two ten-sided dice"), text);
            if (n == 0) {
                assertTrue(text.contains("Buddies handed out, four players"), text);
                assertTrue(text.contains("gets Y1, G2"), "red gets yellow's 1 and green's 2: " + text);
            } else {
                assertTrue(text.contains("Nests of this set-up"), text);
                for (String p : game.state().players()) {
                    var got = SetupPicture.received(RulesReference.handouts(game.setup()), p);
                    assertTrue(text.contains("gets " + String.join(", ", got)), p + ": " + text);
                }
            }
        }
    }
}
