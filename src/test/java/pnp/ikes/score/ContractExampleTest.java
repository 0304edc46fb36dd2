package pnp.ikes.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pnp.cli.TextSource;
import pnp.ikes.format.IkesParser;
import pnp.ikes.model.Sheet;

class ContractExampleTest {
    @Test
    void contractExampleScoresSix() throws Exception {
        Sheet sheet = IkesParser.parse(new TextSource("x", Files.readString(Path.of("seeds/ikes/contract-example.ikes"))));
        ScoreResult r = RouteScorer.score(sheet, Variant.DISTINCT);
        System.out.println(r.best() + " " + r.worst() + " " + r.tiedRoutes());
        assertEquals(6, r.score());
        assertEquals(54, r.tiedRoutes());
        assertEquals(-4, r.worstScore());
    }
}
