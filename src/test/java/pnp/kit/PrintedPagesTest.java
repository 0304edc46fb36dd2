package pnp.kit;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.testing.Cli;
import pnp.testing.OwnWords;
import pnp.testing.PdfProbe;

/**
 * Every printed page, of the kit and of every print command (rules included, with options other than
 * the defaults), is in pnp's own words (no run of ten words of the games' rule texts) and names no
 * file or folder of the repository. The text is PDFBox's extraction of each page. In a clone with no
 * rule texts beside it, the path checks run and the copy checks skip, saying why.
 */
class PrintedPagesTest {
    /** The rule texts' runs; empty in a clone alone, where the copy checks skip after the path checks. */
    private static Optional<OwnWords> rules;

    @BeforeAll
    static void readTheRuleTexts() {
        rules = OwnWords.ruleTexts();
    }

    @Test
    void theChecksCatchACopiedRunAndARepositoryPath() throws Exception {
        assertEquals(
                List.of("seeds/bridge-wars.md", "seeds/ikes.md", "templates/ikes/blank.ikes"),
                OwnWords.repositoryPaths(
                        "(our readings: seeds/bridge-wars.md) see seeds/ikes.md, as " + "templates/ikes/blank.ikes"));
        assertEquals(
                List.of(),
                OwnWords.repositoryPaths("see pnp ikes solo --help or the pnp README; ikes-blank.ikes in the kit; "
                        + "run ./pnp ikes replay FILE --out output/x.pdf"));
        assumeTrue(rules.isPresent(), OwnWords.ABSENT);
        OwnWords texts = rules.orElseThrow();
        Path ft = OwnWords.seedsFolder().orElseThrow().resolve("freeze-tag.txt");
        List<String> words = OwnWords.words(Files.readString(ft));
        String ten = String.join(" ", words.subList(40, 50)).toUpperCase(Locale.ROOT);
        assertTrue(
                texts.copied("Our page says: " + ten.replace(" ", ",\n ") + " and more.")
                        .isPresent(),
                ten);
        String nine = String.join(" ", words.subList(40, 49));
        assertEquals(Optional.empty(), texts.copied("x " + nine + " y"));
    }

    @ParameterizedTest(name = "{0} players on {1}")
    @CsvSource({"1, letter", "4, letter", "2, a4"})
    void everyPageOfTheKit(int players, String paper, @TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run(dir, "kit", "--players", "" + players, "--paper", paper, "--seed", "7", "--out", "kit");
        assertEquals(0, r.status(), r.err());
        List<Path> pdfs;
        try (Stream<Path> files = Files.list(dir.resolve("kit"))) {
            pdfs = files.filter(p -> p.toString().endsWith(".pdf")).sorted().toList();
        }
        assertTrue(pdfs.size() >= 10, pdfs.toString());
        assertEquals(List.of(), problems(pdfs));
        assumeTrue(rules.isPresent(), OwnWords.ABSENT);
    }

    @Test
    void everyPageOfEveryPrintCommand(@TempDir Path dir) throws Exception {
        String[][] commands = {
            {"ikes", "sheet", "--players", "2", "--random-doors", "--seed", "3", "--out", "o/ikes-sheet.pdf"},
            {"ikes", "solo", "--seed", "5", "--paper", "a4", "--out", "o/ikes-solo.pdf"},
            {"ikes", "book", "--from", "1", "--to", "2", "--out", "o/ikes-book.pdf"},
            {"freezetag", "components", "--players", "2", "--seating", "corner", "--out", "o/ft.pdf"},
            {"fridge", "components", "--colors", "green,blue,red", "--out", "o/fridge.pdf"},
            {"penguins", "layout", "--seed", "4", "--out", "o/penguins.pdf"},
            {"penguins", "layout", "--seed", "4", "--players", "3", "--set", "double-nine", "--out", "o/p9.pdf"},
            {"penguins", "dominoes", "--out", "o/dominoes.pdf"},
            {"penguins", "components", "--players", "3", "--set", "double-nine", "--out", "o/p-pieces.pdf"},
            {"bridgewars", "board", "--pitch", "20mm", "--out", "o/bw-board.pdf"},
            {"bridgewars", "blocks", "--out", "o/bw-blocks.pdf"},
        };
        List<Path> pdfs = new ArrayList<>();
        for (String[] c : commands) {
            Cli.Result r = Cli.run(dir, c);
            assertEquals(0, r.status(), String.join(" ", c) + ": " + r.err());
            pdfs.add(dir.resolve(c[c.length - 1]));
        }
        assertEquals(List.of(), problems(pdfs));
        assumeTrue(rules.isPresent(), OwnWords.ABSENT);
    }

    /** Each game's print command ends with the rules in brief; --no-rules leaves exactly those pages out. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "ikes solo --seed 2, Ike's in brief",
        "ikes book --from 3 --to 3, Ike's in brief",
        "freezetag components --players 3, Freeze Tag: the rules in brief",
        "fridge components, Fridge: the rules in brief",
        "penguins layout --players 2 --seed 8, Penguin's Night Out: the rules in brief",
        "bridgewars board, Bridge Wars: the rules in brief"
    })
    void printCommandsCarryTheRulesUnlessToldNot(String command, String heading, @TempDir Path dir) throws Exception {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--out", "with.pdf"));
        assertEquals(0, Cli.run(dir, args.toArray(String[]::new)).status());
        args.set(args.size() - 1, "without.pdf");
        args.add("--no-rules");
        assertEquals(0, Cli.run(dir, args.toArray(String[]::new)).status());
        try (PdfProbe with = new PdfProbe(Files.readAllBytes(dir.resolve("with.pdf")));
                PdfProbe without = new PdfProbe(Files.readAllBytes(dir.resolve("without.pdf")))) {
            int rulesPages = 0;
            for (int p = 0; p < with.pages(); p++) if (with.text(p).contains(heading)) rulesPages++;
            assertTrue(rulesPages >= 1 && rulesPages <= 2, heading + ": " + rulesPages + " pages");
            assertEquals(with.pages() - rulesPages, without.pages(), "--no-rules leaves out the rules pages alone");
            assertFalse(without.allText().contains(heading));
        }
    }

    /** One line per page that copies the rules (where the texts are here) or names a repository path. */
    private static List<String> problems(List<Path> pdfs) throws Exception {
        List<String> out = new ArrayList<>();
        for (Path pdf : pdfs) {
            try (PdfProbe probe = new PdfProbe(Files.readAllBytes(pdf))) {
                for (int p = 0; p < probe.pages(); p++) {
                    String text = probe.text(p);
                    String where = pdf.getFileName() + " page " + (p + 1) + ": ";
                    rules.flatMap(r -> r.copied(text)).ifPresent(run -> out.add(where + "copies " + run));
                    for (String path : OwnWords.repositoryPaths(text)) out.add(where + "names " + path);
                }
            }
        }
        return out;
    }
}
