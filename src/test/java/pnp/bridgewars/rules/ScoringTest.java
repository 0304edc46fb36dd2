package pnp.bridgewars.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.TopView;
import pnp.io.TextSource;

class ScoringTest {
    static TopView read(String path) throws Exception {
        return TopFormat.parse(new TextSource(path, Files.readString(Path.of(path))));
    }

    @Test
    void twoPlayerExampleWithTheBrassRod() throws Exception {
        // Diagonals of the diamond (columns plus rows, 0-based, s = 5..15) hold 6,5,6,5,6,5,6,5,6,5,6 holes
        // counting the brass hole on s = 10. R: NW corner 15 + s = 5,6,7 (6+5+6 = 17) = 32 rods, + brass 5 = 37.
        // B: SE corner 15 + s = 13,14,15 (6+5+6 = 17) = 32. Bare: s = 8..12 is 5+6+5+6+5 = 27 less the brass = 26.
        Score s = Scoring.score(read("seeds/bridge-wars/two-players.bridge"));
        assertEquals(32, s.of('R').rods().size());
        assertTrue(s.of('R').brass());
        assertEquals(37, s.of('R').total());
        assertEquals(32, s.of('B').rods().size());
        assertFalse(s.of('B').brass());
        assertEquals(32, s.of('B').total());
        assertEquals(26, s.bare().size());
        assertEquals(List.of('R'), s.winners());
    }

    @Test
    void theBrassRodBreaksWhatWouldBeATie() throws Exception {
        // the same position with f6 bare: 32 against 32, a shared win
        TopView v = read("seeds/bridge-wars/two-players.bridge");
        TopView bare = new TopView(
                v.setup(),
                v.cells().substring(0, Board.BRASS.index()) + "-" + v.cells().substring(Board.BRASS.index() + 1));
        Score s = Scoring.score(bare);
        assertEquals(32, s.of('R').total());
        assertEquals(List.of('R', 'B'), s.winners());
        assertTrue(s.describe().contains("winners (equal totals share the win): R, B"), s.describe());
        assertTrue(s.describe().contains("brass rod f6: nobody"), s.describe());
    }

    @Test
    void threePlayerExampleWithBridgesAndTheBrassRod() throws Exception {
        // R: the NW corner, 15. G: the SW corner 15 + brass 5 = 20. B: the SE corner 15 + f5 + f7 = 17.
        // Rods: 61 + 45 = 106; bare = 106 - 15 - 16 - 17 = 58.
        Score s = Scoring.score(read("seeds/bridge-wars/three-players.bridge"));
        assertEquals(15, s.of('R').total());
        assertEquals(20, s.of('G').total());
        assertEquals(15, s.of('G').rods().size());
        assertEquals(17, s.of('B').total());
        assertEquals(
                List.of("f5", "f7"),
                s.of('B').rods().stream()
                        .map(Hole::name)
                        .filter(n -> n.startsWith("f"))
                        .toList());
        assertEquals(58, s.bare().size());
        assertEquals(List.of('G'), s.winners());
        // players in the order of their corner lines
        assertEquals(
                List.of('R', 'G', 'B'),
                s.players().stream().map(Score.PlayerScore::letter).toList());
    }

    @Test
    void brassAloneOutscoresFourRods() {
        // R owns only the brass rod (5), B owns four acrylic rods (4): R wins 5 to 4
        StringBuilder cells = new StringBuilder();
        Setup setup = new Setup(List.of(new Claim(Corner.NW, 'R'), new Claim(Corner.SE, 'B')));
        for (Hole h : Board.holes()) {
            char c = !setup.hasRod(h)
                    ? '.'
                    : Board.isBrass(h) ? 'R' : Corner.SE.startSquare().contains(h) ? 'B' : '-';
            cells.append(c);
        }
        Score s = Scoring.score(new TopView(setup, cells.toString()));
        assertEquals(5, s.of('R').total());
        assertEquals(0, s.of('R').rods().size());
        assertEquals(4, s.of('B').total());
        assertEquals(List.of('R'), s.winners());
    }
}
