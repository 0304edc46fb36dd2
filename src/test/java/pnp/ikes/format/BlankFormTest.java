package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;
import pnp.io.InputException;
import pnp.io.TextSource;

class BlankFormTest {
    private static String blank() throws Exception {
        return Files.readString(Path.of("templates/ikes/blank.ikes"));
    }

    @Test
    void unfilledFormPointsAtThePlaceholder() throws Exception {
        InputException e =
                assertThrows(InputException.class, () -> IkesParser.parse(new TextSource("blank.ikes", blank())));
        assertEquals(9, e.line());
        assertEquals(10, e.column());
        assertTrue(e.reason().contains("'CELL' is not a space"), e.getMessage());
    }

    @Test
    void filledInFormScores() throws Exception {
        String filled = blank().replace("entrance CELL SIDE", "entrance A4 W").replace("exit CELL SIDE", "exit G4");
        Sheet s = IkesParser.parse(new TextSource("blank.ikes", filled));
        // an untouched all-empty grid: the straight walk A4..G4 crosses 7 empty spaces
        ScoreResult r = RouteScorer.score(s, Variant.DISTINCT);
        assertEquals(-7, r.score());
        assertEquals(1, r.tiedRoutes());
    }
}
