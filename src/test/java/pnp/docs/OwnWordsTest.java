package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pnp.testing.OwnWords;

/**
 * What pnp documents is in its own words too: README.md, CHANGELOG.md, docs/, seeds/*.md (the rule
 * readings) and every command's help copy no run of ten words of the games' rule texts.
 */
class OwnWordsTest {
    @Test
    void theDocsTheReadingsAndTheHelpCopyNoRunOfTheRules() throws Exception {
        Optional<OwnWords> texts = OwnWords.ruleTexts();
        assumeTrue(texts.isPresent(), OwnWords.ABSENT);
        OwnWords rules = texts.orElseThrow();
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CHANGELOG.md")));
        for (String dir : List.of("docs", "seeds", "src/main/resources/pnp/help")) {
            try (Stream<Path> s = Files.walk(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".md") || p.toString().endsWith(".txt"))
                        .filter(p ->
                                !p.startsWith(Path.of("seeds")) || p.getParent().equals(Path.of("seeds")))
                        .sorted()
                        .forEach(files::add);
            }
        }
        assertTrue(files.size() > 30, files.toString());
        List<String> copies = new ArrayList<>();
        for (Path f : files) rules.copied(Files.readString(f)).ifPresent(run -> copies.add(f + ": " + run));
        assertEquals(List.of(), copies);
    }
}
