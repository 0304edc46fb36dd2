package pnp.fridge.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pnp.fridge.commands.FridgeInput;
import pnp.fridge.commands.FridgeInputTest;
import pnp.fridge.model.Point;
import pnp.io.TextSource;

class ScorerTest {
    static Score score(String text) {
        return Scorer.score(FridgeInput.read(new TextSource("t.fridge", text)));
    }

    static Captures caps(int red, int blue, int yellow) {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("red", red);
        m.put("blue", blue);
        m.put("yellow", yellow);
        return Captures.score(m);
    }

    @Test
    void capturesFollowTheRulesExamples() {
        // Red + Blue: no complete set, two different colours: 2
        assertEquals(2, caps(1, 1, 0).points());
        assertEquals(List.of(List.of("red", "blue")), caps(1, 1, 0).sets());
        // Red, Red, Blue: still no complete set; the second red is a duplicate: 2, one unscored
        Captures rrb = caps(2, 1, 0);
        assertEquals(2, rrb.points());
        assertEquals(1, rrb.unscored());
        // Red, Red, Blue, Yellow: one complete set (3) then red alone (1): 4
        Captures rrby = caps(2, 1, 1);
        assertEquals(4, rrby.points());
        assertEquals(List.of(List.of("red", "blue", "yellow"), List.of("red")), rrby.sets());
        assertEquals(0, rrby.unscored());
        // formula 3*c3 + (c1>c3) + (c2>c3): counts 5,3,2 -> 6 + 1 + 1 = 8; counts 4,0,0 -> 1
        assertEquals(8, caps(5, 3, 2).points());
        assertEquals(1, caps(0, 4, 0).points());
        assertEquals(3, caps(0, 4, 0).unscored());
        assertEquals(0, caps(0, 0, 0).points());
        assertEquals(List.of(), caps(0, 0, 0).sets());
    }

    @Test
    void capturesWithTwoOpponentsNeverCompleteASet() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("blue", 3);
        m.put("green", 2);
        assertEquals(2, Captures.score(m).points()); // c3 = 0 (no third opponent): 0 + 1 + 1
    }

    @Test
    void theContractsExample() {
        // red: 1 capture (1) + @blue by a 1-inch bar (1) + longest chain 2 with b broken -> bonus 1 = 3
        // blue: 1 capture (1) + no infiltration + chain 1 (x broken) = 1
        Score s = score(FridgeInputTest.EXAMPLE);
        PlayerScore red = s.players().get(0);
        PlayerScore blue = s.players().get(1);
        assertEquals(
                List.of(1, 1, 2, 1, 3),
                List.of(red.captures().points(), red.infiltration(), red.chain().length(), red.bonus(), red.total()));
        assertEquals(
                List.of(1, 0, 1, 0, 1),
                List.of(
                        blue.captures().points(),
                        blue.infiltration(),
                        blue.chain().length(),
                        blue.bonus(),
                        blue.total()));
        assertEquals(List.of(Point.junction("b")), red.broken());
        assertEquals(List.of(Point.junction("x")), blue.broken());
        assertTrue(
                List.of(List.of("base-a", "a-b"), List.of("b-d", "d-@blue"), List.of("@blue-d", "d-b"))
                        .contains(red.chain().labels()),
                red.chain().labels().toString());
        assertEquals(List.of("red"), s.winners());
    }

    @Test
    void infiltrationScoresOneThreeSix() {
        // red's 1-inch bars touch 1, 2, then 3 other bases: 1, 3, 6 points
        String one = "player red\nbar 1 base @blue\nplayer blue\nplayer yellow\nplayer green\n";
        String two = "player red\nbar 1 base @blue\nbar 1 base @yellow\nplayer blue\nplayer yellow\nplayer green\n";
        String three =
                "player red\nbar 1 base @blue\nbar 1 base @yellow\nbar 1 base @green\nplayer blue\nplayer yellow\nplayer green\n";
        assertEquals(1, score(one).players().get(0).infiltration());
        assertEquals(3, score(two).players().get(0).infiltration());
        PlayerScore r = score(three).players().get(0);
        assertEquals(6, r.infiltration());
        assertEquals(List.of("blue", "yellow", "green"), r.infiltrated());
    }

    @Test
    void twoAndFourInchBarsTouchingABaseScoreNothing() {
        // base-a (1), a-@blue (2), a-c (2), c-@yellow (4): bases touched only by longer bars
        String text =
                "player red\nbar 1 base a\nbar 2 a @blue\nbar 2 a c\nbar 4 c @yellow\nplayer blue\nplayer yellow\n";
        PlayerScore r = score(text).players().get(0);
        assertEquals(0, r.infiltration());
        assertEquals(List.of(), r.infiltrated());
        // the same base touched twice by 1-inch bars still counts once
        String twice = "player red\nbar 1 base @blue\nbar 1 base a\nbar 1 a @blue\nplayer blue\n";
        assertEquals(1, score(twice).players().get(0).infiltration());
    }

    @Test
    void tiedLongestRoadsAllScoreTheBonus() {
        // red base-a-b (2 bars), blue base-x-y (2), yellow p-base-q (2): a three-way tie, all score
        // the bonus. Red and blue each captured once (1): red 2, blue 2, yellow 1: red and blue share the win
        String text = """
                player red
                bar 1 base a
                bar 2 a b
                cross yellow
                player blue
                bar 1 base x
                bar 2 x y
                cross red
                player yellow
                bar 1 base p
                bar 1 base q
                """;
        Score s = score(text);
        assertEquals(
                List.of(1, 1, 1), s.players().stream().map(PlayerScore::bonus).toList());
        assertEquals(
                List.of(2, 2, 1), s.players().stream().map(PlayerScore::total).toList());
        assertEquals(List.of("p-base", "base-q"), s.players().get(2).chain().labels());
        assertEquals(2, s.longestChain());
        assertEquals(List.of("red", "blue"), s.winners());
    }

    @Test
    void aBrokenLeaderLosesTheBonusToTheOthers() {
        // red base-a-b-c (3) but blue crosses through b: red's chains are base-a-b (2) and b-c (1);
        // blue base-x-y-z (3) takes the bonus alone. red 0 + 0 + 0 = 0, blue 1 + 0 + 1 = 2
        String text =
                "player red\nbar 1 base a\nbar 2 a b\nbar 2 b c\nplayer blue\nbar 1 base x\nbar 2 x y\nbar 2 y z\ncross red b\n";
        Score s = score(text);
        assertEquals(
                List.of(2, 3), s.players().stream().map(p -> p.chain().length()).toList());
        assertEquals(List.of(0, 2), s.players().stream().map(PlayerScore::total).toList());
        assertEquals(List.of("blue"), s.winners());
    }

    @Test
    void playersWithoutBarsGetNoBonus() {
        Score s = score("player red\nplayer blue\n");
        assertEquals(List.of(0, 0), s.players().stream().map(PlayerScore::bonus).toList());
        assertEquals(List.of("red", "blue"), s.winners());
    }
}
