package pnp.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.cli.Option;
import pnp.Games;
import pnp.cli.Command;
import pnp.cli.Game;
import pnp.random.Rng;
import pnp.testing.Cli;

/**
 * Random command lines for every command, run in this JVM: each option of the command with
 * values good and bad, example files, folders, missing files and standard input as arguments.
 * Invariants: exit 0, 1 or 2, never 3; nothing that speaks Java on stderr; a status 2 is one
 * line {@code pnp: ...} and leaves no new file.
 */
final class CommandLineFuzz {
    /** Commands that run for seconds or until stopped; fuzzed only with a bad value among their options. */
    static final Set<String> LONG_RUNNING = Set.of("ikes solve", "freezetag simulate", "serve", "kit");

    private static final String[] VALUES = {
        "1",
        "2",
        "4",
        "0",
        "-1",
        "7",
        "99999999999",
        "a4",
        "letter",
        "A4",
        "abc",
        "",
        " ",
        "1.5",
        "red",
        "blue",
        "3",
        "6",
        "1 1",
        "A1",
        "G4",
        "x.pdf",
        "out/x.pdf",
        "afile/x.pdf",
        "adir",
        "-",
        "\u00e9",
        "%s",
        "--seed",
    };
    private static final String[] FILES = {
        "seeds/ikes/contract-example.ikes",
        "seeds/ikes/solo-1-short.ikeslog",
        "seeds/fridge/example.fridge",
        "seeds/bridge-wars/two-players.bridge",
        "seeds/bridge-wars/short-game.bwlog",
        "seeds/freeze-tag/chain.txt",
        "seeds/penguins/example.txt",
        "templates/ikes/tiles.txt",
        "afile",
        "adir",
        "missing.txt",
        "-",
        "binary.bin",
    };

    record Case(String command, List<String> args) {}

    private CommandLineFuzz() {}

    /** Every command as {@code [game, verb]}, from the registry the launcher uses. */
    static List<String[]> commands() {
        List<String[]> out = new ArrayList<>();
        for (Game g : Games.all()) for (Command c : g.commands()) out.add(new String[] {g.name(), c.name()});
        return out;
    }

    static List<Option> options(String game, String verb) {
        for (Game g : Games.all()) {
            if (!g.name().equals(game)) continue;
            for (Command c : g.commands())
                if (c.name().equals(verb)) return new ArrayList<>(c.options().getOptions());
        }
        throw new IllegalArgumentException(game + " " + verb);
    }

    /** One random command line for {@code game verb}. */
    static List<String> argv(Rng rng, String game, String verb) {
        List<String> a = new ArrayList<>(List.of(game, verb));
        List<Option> opts = options(game, verb);
        int positional = rng.nextInt(3);
        for (int i = 0; i < positional; i++) a.add(FILES[rng.nextInt(FILES.length)]);
        int n = rng.nextInt(Math.min(4, opts.size() + 1));
        for (int i = 0; i < n; i++) {
            Option o = opts.get(rng.nextInt(opts.size()));
            a.add("--" + o.getLongOpt());
            if (o.hasArg())
                a.add(rng.nextInt(3) == 0 ? FILES[rng.nextInt(FILES.length)] : VALUES[rng.nextInt(VALUES.length)]);
        }
        if (rng.nextInt(10) == 0) a.add("--no-such-option");
        if (LONG_RUNNING.contains(game + " " + verb)) a.add("--no-such-option");
        return a;
    }

    /** A working folder with the examples, a file, a folder and a binary file in it. */
    static Path workDir(Path dir) throws IOException {
        for (String d : List.of("seeds", "templates")) copy(Path.of(d), dir.resolve(d));
        Files.writeString(dir.resolve("afile"), "x");
        Files.createDirectories(dir.resolve("adir"));
        Files.write(dir.resolve("binary.bin"), new byte[] {0, (byte) 0xff, 0x13, (byte) 0xc3, 0x28});
        return dir;
    }

    /** {@code null} when the invariants hold, else what broke. */
    static String check(Path dir, List<String> argv) throws IOException {
        Set<Path> before = listing(dir);
        Cli.Result r = Cli.run(dir, argv.toArray(String[]::new));
        String err = r.err();
        if (r.status() < 0 || r.status() > 2) return "exit " + r.status() + ": " + err;
        if (err.contains("Exception") || err.contains("\tat ")) return "Java on stderr: " + err;
        if (r.status() == 2) {
            List<String> lines = err.lines().filter(l -> !l.startsWith("seed ")).toList();
            // a checker lists every problem, each on its own 'pnp: ' line; any other command says one line
            boolean checker = argv.size() > 1 && argv.get(1).equals("check");
            boolean shape = checker
                    ? !lines.isEmpty() && lines.stream().allMatch(l -> l.startsWith("pnp: "))
                    : lines.size() == 1 && lines.get(0).startsWith("pnp: ");
            if (!shape) return "not " + (checker ? "lines" : "one line") + " 'pnp: ...': " + err;
            Set<Path> after = listing(dir);
            after.removeAll(before);
            if (!after.isEmpty()) return "exit 2 left " + after;
        }
        return null;
    }

    private static Set<Path> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return new HashSet<>(s.toList());
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }
}
