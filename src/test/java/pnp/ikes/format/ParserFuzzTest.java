package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import pnp.ikes.model.Sheet;
import pnp.io.Diagnostic;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.random.Rng;

/**
 * Seeded random damage to the contract's example (characters deleted, inserted, lines swapped):
 * the parser must either read a sheet that writes back to itself, or report problems with a
 * position inside the file; never any other exception.
 */
class ParserFuzzTest {
    private static final String ALPHABET = " -.123456789@#ABCDEFGHNESWxwalldoorexitgrid\n\t";

    @Test
    void damagedFilesGiveProblemsWithPositionsOrValidSheets() {
        Rng rng = new Rng(31337);
        int valid = 0;
        for (int i = 0; i < 3000; i++) {
            StringBuilder b = new StringBuilder(IkesParserTest.EXAMPLE);
            int edits = 1 + rng.nextInt(4);
            for (int e = 0; e < edits; e++) {
                int at = rng.nextInt(b.length());
                switch (rng.nextInt(3)) {
                    case 0 -> b.deleteCharAt(at);
                    case 1 -> b.insert(at, ALPHABET.charAt(rng.nextInt(ALPHABET.length())));
                    default -> {
                        String[] lines = b.toString().split("\n", -1);
                        int x = rng.nextInt(lines.length);
                        int y = rng.nextInt(lines.length);
                        String t = lines[x];
                        lines[x] = lines[y];
                        lines[y] = t;
                        b = new StringBuilder(String.join("\n", lines));
                    }
                }
            }
            String text = b.toString();
            TextSource src = new TextSource("f.ikes", text);
            IkesParser.Checked c = IkesParser.check(src);
            int lines = Math.max(1, src.lines().size());
            for (Diagnostic p : c.problems()) {
                assertTrue(p.line() >= 1 && p.line() <= lines && p.column() >= 1, p + " in\n" + text);
                assertTrue(!p.message().contains("\n"), p.message());
            }
            try {
                Sheet s = IkesParser.parse(src);
                valid++;
                assertEquals(s, IkesParser.parse(new TextSource("w", IkesWriter.write(s))));
            } catch (InputException e) {
                assertEquals(c.problems().get(0).line(), e.line());
            }
        }
        assertTrue(valid > 50 && valid < 2900, "a mix of valid and invalid files: " + valid);
    }
}
