package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Both ways of running the browser tests ({@code npm test} and {@code src/test/browser/run}) run every suite. */
class BrowserSuitesTest {
    static final Path DIR = Path.of("src/test/browser");

    static Set<String> suites() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".test.mjs"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void npmTestRunsEverySuite() throws IOException {
        String script = new ObjectMapper()
                .readTree(DIR.resolve("package.json").toFile())
                .path("scripts")
                .path("test")
                .asText();
        List<String> words = Arrays.asList(script.split(" +"));
        assertEquals(List.of("node", "--test"), words.subList(0, 2), script);
        assertEquals(suites(), new TreeSet<>(words.subList(2, words.size())));
    }

    @Test
    void runScriptRunsEverySuiteByDefault() throws IOException {
        Matcher m = Pattern.compile("suites=\\(([a-z0-9. ]+)\\)").matcher(Files.readString(DIR.resolve("run")));
        Set<String> listed = new TreeSet<>();
        while (m.find()) listed.addAll(Arrays.asList(m.group(1).trim().split(" +")));
        assertEquals(suites(), listed);
    }
}
