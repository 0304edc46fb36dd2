package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/serve.md's taps for the contract example add up: the parts sum to the total, and the marked spaces and
 * codes it names are those of seeds/ikes/contract-example.ikes, counted here from the file.
 */
class TapArithmeticTest {
    @Test
    void contractExampleTapsAddUp() throws Exception {
        String doc = Files.readString(Path.of("docs/serve.md")).replaceAll("\\s+", " ");
        Matcher m = Pattern.compile(
                        "contract example \\(`seeds/ikes/contract-example.ikes`\\) takes (\\d+) taps from an"
                                + " empty pad: (\\d+) for the entrance and exit, (\\d+) for its (\\d+) marked spaces and the"
                                + " codes picked \\(one each for ([^)]*)\\), (\\d+) for its walls \\([^)]*\\) and (\\d+) for"
                                + " the claim")
                .matcher(doc);
        assertTrue(m.find(), "the sentence on the contract example's taps");
        int total = Integer.parseInt(m.group(1));
        int inOut = Integer.parseInt(m.group(2));
        int spacesAndCodes = Integer.parseInt(m.group(3));
        int marked = Integer.parseInt(m.group(4));
        int codes = m.group(5).trim().split("\\s+").length;
        int walls = Integer.parseInt(m.group(6));
        int claim = Integer.parseInt(m.group(7));
        assertEquals(total, inOut + spacesAndCodes + walls + claim);
        assertEquals(spacesAndCodes, marked + codes);
        // the grid's marked spaces (every code but '-') and its distinct codes, read off the file
        List<String> lines = Files.readAllLines(Path.of("seeds/ikes/contract-example.ikes"));
        int start = lines.indexOf("grid") + 2;
        StringBuilder cells = new StringBuilder();
        for (String line : lines.subList(start, start + 7)) {
            cells.append(line.substring(1).replace(" ", ""));
        }
        String grid = cells.toString().replace("-", "");
        assertEquals(17, grid.length());
        assertEquals(marked, grid.length());
        assertEquals(6, grid.chars().distinct().count());
        assertEquals(codes, grid.chars().distinct().count());
        // 2 + (17 + 6) + 4 + 2
        assertEquals(31, total);
    }
}
