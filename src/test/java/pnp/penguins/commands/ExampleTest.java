package pnp.penguins.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.cli.Json;
import pnp.testing.Cli;

/** The worked example of seeds/penguins.md: the commands' output is exactly the saved, hand-checked output. */
class ExampleTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "moves --player red --roll 3|example-moves-red-3.txt",
                "moves --player red --roll 3 --json|example-moves-red-3.json",
                "alter --player red --roll 1 1|example-alter-red-1-1.txt",
                "alter --player red --roll 6 3|example-alter-red-6-3.txt",
            })
    void outputMatchesTheWorkedExample(String args, String expected) throws Exception {
        Path root = Path.of("").toAbsolutePath();
        String[] words = args.split(" ");
        String[] all = new String[words.length + 2];
        all[0] = "penguins";
        all[1] = words[0];
        all[2] = "seeds/penguins/example.txt";
        System.arraycopy(words, 1, all, 3, words.length - 1);
        Cli.Result r = Cli.run(root, all);
        assertEquals(0, r.status(), r.err());
        String want = Files.readString(root.resolve("seeds/penguins/" + expected));
        if (expected.endsWith(".json")) {
            assertEquals(Json.MAPPER.readTree(want), Json.MAPPER.readTree(r.out()), r.out());
        } else {
            assertEquals(want, r.out());
        }
    }
}
