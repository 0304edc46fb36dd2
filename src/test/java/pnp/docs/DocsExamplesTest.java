package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/**
 * Runs every {@code ./pnp} command of a fenced {@code sh} block in README.md and docs/*.md, in-process
 * through {@link pnp.Main}, in a temporary folder holding a copy of the repository's seeds/, templates/
 * and docs/, in the order the page shows them; checks the exit status ({@code # exit N}, else 0) and,
 * where the page shows output, that output (stdout, then stderr).
 */
class DocsExamplesTest {
    @TempDir
    Path temp;

    @TestFactory
    Stream<DynamicTest> everyExampleRunsAsDocumented() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : Pages.all()) {
            String name = Pages.name(page);
            Path dir = temp.resolve(name.replace('/', '-'));
            for (String folder : List.of("seeds", "templates", "docs")) copy(Path.of(folder), dir.resolve(folder));
            for (DocExamples.Example e :
                    DocExamples.of(name, Files.readString(page)).examples()) {
                tests.add(DynamicTest.dynamicTest(e.toString(), () -> run(dir, e)));
            }
        }
        assertTrue(tests.size() >= 20, "the pages show few examples: " + tests.size());
        return tests.stream();
    }

    private static void run(Path dir, DocExamples.Example e) throws IOException {
        List<List<String>> segments = new ArrayList<>();
        segments.add(new ArrayList<>());
        for (String w : e.words()) {
            if (w.equals("|")) segments.add(new ArrayList<>());
            else segments.get(segments.size() - 1).add(w);
        }
        String stdin = "";
        Cli.Result last = null;
        for (int s = 0; s < segments.size(); s++) {
            List<String> words = segments.get(s);
            if (words.isEmpty() || !words.get(0).equals("./pnp")) fail(e + ": only ./pnp commands may be piped");
            List<String> args = new ArrayList<>();
            Path stdout = null;
            for (int i = 1; i < words.size(); i++) {
                String w = words.get(i);
                if (w.equals("<")) stdin = Files.readString(dir.resolve(words.get(++i)));
                else if (w.equals(">")) stdout = dir.resolve(words.get(++i));
                else if (!w.equals("2>/dev/null") && !w.equals(">/dev/null")) args.add(w);
            }
            if (!args.isEmpty() && args.get(0).equals("serve"))
                fail(e + ": pnp serve runs until Ctrl-C; show it in a text block");
            last = Cli.runWithInput(dir, stdin, args.toArray(String[]::new));
            int expected = s == segments.size() - 1 ? e.status() : 0;
            assertEquals(expected, last.status(), e + "\nstdout:\n" + last.out() + "\nstderr:\n" + last.err());
            if (stdout != null) {
                Files.writeString(stdout, last.out(), StandardCharsets.UTF_8);
                last = new Cli.Result(last.status(), "", last.err());
            }
            stdin = last.out();
        }
        if (e.output().isEmpty()) return;
        List<String> actual = new ArrayList<>(last.out().lines().toList());
        actual.addAll(last.err().lines().toList());
        while (!actual.isEmpty() && actual.get(actual.size() - 1).isBlank()) actual.remove(actual.size() - 1);
        if (!DocExamples.shows(e.output(), actual)) {
            fail(e + ": the page shows\n" + String.join("\n", e.output()) + "\nbut pnp printed\n"
                    + String.join("\n", actual));
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
    }

    @Test
    void examplesAreReadFromShBlocksOnly() {
        String page = String.join(
                "\n",
                "```sh",
                "./pnp ikes score a.ikes --claim 9   # exit 1",
                "a.ikes: score 6",
                "...",
                "",
                "# a comment",
                "./pnp fridge score 'my file.fridge' | ./pnp x - > out.txt",
                "```",
                "```text",
                "./pnp serve",
                "```",
                "```sh",
                "mvn -B verify",
                "```");
        List<DocExamples.Example> found = DocExamples.of("p.md", page).examples();
        assertEquals(2, found.size(), found.toString());
        assertEquals(1, found.get(0).status());
        assertEquals(
                List.of("./pnp", "ikes", "score", "a.ikes", "--claim", "9"),
                found.get(0).words());
        assertEquals(List.of("a.ikes: score 6", "..."), found.get(0).output());
        assertEquals(2, found.get(0).line());
        assertEquals(0, found.get(1).status());
        assertEquals(
                List.of("./pnp", "fridge", "score", "my file.fridge", "|", "./pnp", "x", "-", ">", "out.txt"),
                found.get(1).words());
        assertTrue(found.get(1).output().isEmpty());
    }

    @Test
    void shownOutputMatchesLineByLineWithEllipses() {
        List<String> actual = List.of("score 6", "legs 3", "a", "b", "claim 6: matches");
        assertTrue(DocExamples.shows(List.of("score 6", "...", "claim 6: matches"), actual));
        assertTrue(DocExamples.shows(List.of("score 6", "legs 3", "..."), actual));
        assertTrue(DocExamples.shows(List.of("...", "b", "claim 6: matches"), actual));
        assertFalse(DocExamples.shows(List.of("score 6", "legs 3"), actual), "unshown lines left over");
        assertFalse(DocExamples.shows(List.of("score 7", "..."), actual));
        assertFalse(DocExamples.shows(List.of("...", "claim 9: matches"), actual));
    }
}
