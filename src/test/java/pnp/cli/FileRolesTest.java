package pnp.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.cli.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.Games;
import pnp.testing.Cli;

/**
 * No command writes over what it reads, and no two outputs name one file: refused with one line
 * and exit 2 before anything is read, the input left byte for byte.
 */
class FileRolesTest {
    @TempDir
    Path dir;

    private static final byte[] INPUT = "the player's own file, not to be replaced\n".getBytes(StandardCharsets.UTF_8);

    /** The cases found by hand: each replaced its input silently (exit 0) or exited 3. */
    static Stream<Arguments> reported() {
        return Stream.of(
                Arguments.of("in.ikeslog", List.of("ikes", "replay", "in.ikeslog", "--sheet", "in.ikeslog")),
                Arguments.of("in.jpg", List.of("ikes", "read", "in.jpg", "--out", "in.jpg")),
                Arguments.of("in.jpg", List.of("ikes", "read", "in.jpg", "--debug-image", "./in.jpg")),
                Arguments.of("in.ikes", List.of("ikes", "score", "in.ikes", "--pdf", "in.ikes")),
                Arguments.of("in.ikes", List.of("ikes", "score", "in.ikes", "--png", "sub/../in.ikes")),
                Arguments.of("in.bwlog", List.of("bridgewars", "replay", "in.bwlog", "--top", "in.bwlog")),
                Arguments.of("in.txt", List.of("penguins", "layout", "--layout", "in.txt", "--out", "in.txt")),
                Arguments.of("in.txt", List.of("ikes", "sheet", "--tiles", "in.txt", "--out", "in.txt")),
                Arguments.of("in.ikes", List.of("ikes", "score", "in.ikes", "--pdf", "a.out", "--png", "./a.out")));
    }

    @ParameterizedTest
    @MethodSource("reported")
    void anOutputThatIsAnInputOrAnotherOutputIsRefused(String input, List<String> args) throws Exception {
        Files.write(dir.resolve(input), INPUT);
        Files.createDirectories(dir.resolve("sub"));
        Cli.Result r = Cli.run(dir, args.toArray(String[]::new));
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("choose another name") || r.err().contains("its own file"), r.err());
        assertArrayEquals(INPUT, Files.readAllBytes(dir.resolve(input)));
        assertFalse(Files.exists(dir.resolve("a.out")));
        assertEquals("", r.out());
    }

    /**
     * The default output name (no --out given) is checked like a given one: a valid input that has
     * the default name is read, and the write over it refused.
     */
    static Stream<Arguments> defaults() {
        return Stream.of(
                Arguments.of(
                        "templates/ikes/tiles.txt",
                        "output/ikes-sheets.pdf",
                        List.of("ikes", "sheet", "--tiles", "output/ikes-sheets.pdf")),
                Arguments.of(
                        "templates/ikes/tiles.txt",
                        "output/ikes-sheets.pdf",
                        List.of("ikes", "sheet", "--tiles", "./output/../output/ikes-sheets.pdf")),
                Arguments.of(
                        "templates/penguins/compact.txt",
                        "output/penguins-layout.pdf",
                        List.of("penguins", "layout", "--layout", "output/penguins-layout.pdf")));
    }

    @ParameterizedTest
    @MethodSource("defaults")
    void aDefaultOutputThatIsAnInputIsRefused(String template, String input, List<String> args) throws Exception {
        byte[] valid = Files.readAllBytes(Path.of(template));
        Files.createDirectories(dir.resolve(input).getParent());
        Files.write(dir.resolve(input), valid);
        Cli.Result r = Cli.run(dir, args.toArray(String[]::new));
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("the default --out") && r.err().contains("choose another name"), r.err());
        assertArrayEquals(valid, Files.readAllBytes(dir.resolve(input)));
        assertEquals("", r.out());
    }

    @Test
    void aLinkToTheInputIsTheInput() throws Exception {
        Files.write(dir.resolve("in.ikes"), INPUT);
        Files.createSymbolicLink(dir.resolve("link.pdf"), dir.resolve("in.ikes"));
        Files.createLink(dir.resolve("hard.pdf"), dir.resolve("in.ikes"));
        for (String out : List.of("link.pdf", "hard.pdf")) {
            Cli.Result r = Cli.run(dir, "ikes", "score", "in.ikes", "--pdf", out);
            assertEquals(2, r.status(), out + ": " + r.err());
            assertArrayEquals(INPUT, Files.readAllBytes(dir.resolve("in.ikes")));
        }
    }

    /** Every command, every output option: pointed at an input file, refused before it is read. */
    @Test
    void everyOutputOfEveryCommandIsCheckedAgainstItsInputs() throws Exception {
        Files.write(dir.resolve("in.txt"), INPUT);
        List<String> tried = new ArrayList<>();
        for (Game g : Games.all()) {
            for (Command c : g.commands()) {
                for (String out : c.outputOptions()) {
                    List<List<String>> lines = new ArrayList<>();
                    if (takesAnArgument(g, c)) lines.add(List.of(g.name(), c.name(), "in.txt", "--" + out, "in.txt"));
                    for (String in : c.inputOptions())
                        lines.add(List.of(g.name(), c.name(), "--" + in, "in.txt", "--" + out, "./in.txt"));
                    for (String other : c.outputOptions())
                        if (!other.equals(out))
                            lines.add(List.of(g.name(), c.name(), "--" + other, "x.out", "--" + out, "x.out"));
                    for (List<String> args : lines) {
                        Cli.Result r = Cli.run(dir, args.toArray(String[]::new));
                        assertEquals(2, r.status(), args + ": " + r.err());
                        assertTrue(
                                r.err().contains("choose another name")
                                        || r.err().contains("its own file"),
                                args + ": " + r.err());
                        assertArrayEquals(INPUT, Files.readAllBytes(dir.resolve("in.txt")), args.toString());
                        assertFalse(Files.exists(dir.resolve("x.out")), args.toString());
                        tried.add(String.join(" ", args));
                    }
                }
            }
        }
        assertTrue(tried.size() >= 20, tried.toString());
    }

    /** A command's arguments are input files: the ones that take one say so in their usage line. */
    private static boolean takesAnArgument(Game g, Command c) {
        return !CommandHelp.of(g.name(), c.name()).arguments().isBlank();
    }

    /** Every option that takes a file or a path is declared an input or an output, so the check sees it. */
    @Test
    void everyFileOptionIsAnInputOrAnOutput() {
        for (Game g : Games.all()) {
            for (Command c : g.commands()) {
                for (Option o : c.options().getOptions()) {
                    String arg = o.getArgName() == null ? "" : o.getArgName();
                    if (!arg.contains("FILE") && !arg.contains("PATH")) continue;
                    assertTrue(
                            c.outputOptions().contains(o.getLongOpt())
                                    || c.inputOptions().contains(o.getLongOpt()),
                            g.name() + " " + c.name() + " --" + o.getLongOpt() + " is neither an input nor an output");
                }
            }
        }
    }
}
