package pnp;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import pnp.cli.Command;
import pnp.cli.CommandHelp;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.FileRoles;
import pnp.cli.Game;
import pnp.cli.Help;
import pnp.cli.Invocation;
import pnp.cli.UsageException;
import pnp.io.Display;
import pnp.io.FileProblems;
import pnp.io.InputException;
import pnp.io.StandardOutput;
import pnp.io.Version;
import pnp.kit.KitCommand;
import pnp.pdf.PdfDoc;
import pnp.web.ServeCommand;

/**
 * {@code pnp GAME VERB [options]}: finds the command, runs it, and turns every failure into one
 * line on stderr and an exit status (0 done, 1 a check did not pass, 2 bad input or usage, 3 a bug).
 */
public final class Main {
    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;
    private final Path workDir;

    public Main(PrintStream out, PrintStream err, InputStream in, Path workDir) {
        this.out = out;
        this.err = err;
        this.in = in;
        this.workDir = workDir;
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        PdfDoc.quietPdfBox();
        int status = new Main(System.out, System.err, System.in, Path.of("").toAbsolutePath()).run(args);
        System.out.flush();
        System.exit(status);
    }

    public int run(String[] rawArgs) {
        int status = runAndReport(rawArgs);
        // a PrintStream keeps its write failures to itself: a full device or a closed stdout loses the
        // output without a word unless asked
        out.flush();
        if (out.checkError()) {
            err.println("pnp: cannot write to standard output (a full disk, or closed before pnp finished);"
                    + " what pnp printed is incomplete");
            err.flush();
            return Math.max(status, ExitStatus.BAD_INPUT);
        }
        return status;
    }

    private int runAndReport(String[] rawArgs) {
        boolean debug = Arrays.asList(rawArgs).contains("--debug");
        String[] args = Arrays.stream(rawArgs).filter(a -> !a.equals("--debug")).toArray(String[]::new);
        try {
            return dispatch(args);
        } catch (InputException e) {
            if (debug) e.printStackTrace(err);
            err.println("pnp: " + shown(e.getMessage()));
            return ExitStatus.BAD_INPUT;
        } catch (UsageException e) {
            if (debug) e.printStackTrace(err);
            err.println("pnp: " + shown(e.getMessage()) + " (see '" + e.helpHint() + " --help')");
            return ExitStatus.BAD_INPUT;
        } catch (Exception | StackOverflowError | OutOfMemoryError e) {
            Optional<IOException> file = fileProblem(e);
            if (file.isPresent()) {
                if (debug) e.printStackTrace(err);
                err.println("pnp: cannot read or write a file: " + shown(FileProblems.reason(file.get())));
                return ExitStatus.BAD_INPUT;
            }
            if (debug) {
                e.printStackTrace(err);
            }
            err.println("pnp: internal error (" + shown(describe(e)) + "); this is a bug in pnp"
                    + (debug ? "" : ": run again with --debug for the details"));
            return ExitStatus.BUG;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** A message with paths inside the working folder shown relative to it, as the player typed them. */
    private String shown(String message) {
        return Display.message(message, workDir);
    }

    /**
     * The file-system failure behind {@code e}, if it is one: a checked {@link IOException} a command
     * let through (commands read and write files; the page kit's in-memory failures are not
     * IOExceptions), or an {@link UncheckedIOException} around a {@link FileSystemException}. Anything
     * else, an in-memory PDF failure included, is a bug.
     */
    static Optional<IOException> fileProblem(Throwable e) {
        if (e instanceof IOException io) return Optional.of(io);
        if (e instanceof UncheckedIOException u && u.getCause() instanceof FileSystemException f) return Optional.of(f);
        return Optional.empty();
    }

    private static String describe(Throwable t) {
        String msg = t.getMessage();
        return t.getClass().getSimpleName() + (msg == null ? "" : ": " + msg);
    }

    private int dispatch(String[] args) throws IOException {
        if (args.length == 0 || isHelp(args[0])) {
            out.print(generalHelp());
            return ExitStatus.OK;
        }
        if (args[0].equals("--version") || args[0].equals("-V")) {
            out.println("pnp " + Version.get());
            return ExitStatus.OK;
        }
        if (args[0].equals("kit")) {
            return runCommand("pnp", new KitCommand(Games.all()), Arrays.copyOfRange(args, 1, args.length));
        }
        if (args[0].equals("serve")) {
            return runCommand("pnp", new ServeCommand(), Arrays.copyOfRange(args, 1, args.length));
        }
        Optional<Game> game = Games.find(args[0]);
        if (game.isEmpty()) {
            throw new UsageException("unknown game or command '" + args[0] + "'; games: " + gameNames(), "pnp");
        }
        Game g = game.get();
        if (args.length == 1 || isHelp(args[1])) {
            out.print(gameHelp(g));
            return ExitStatus.OK;
        }
        Command cmd = g.commands().stream()
                .filter(c -> c.name().equals(args[1]))
                .findFirst()
                .orElseThrow(() -> new UsageException(
                        "unknown " + g.name() + " command '" + args[1] + "'; commands: "
                                + String.join(
                                        ", ",
                                        g.commands().stream().map(Command::name).toList()),
                        "pnp " + g.name()));
        return runCommand("pnp " + g.name(), cmd, Arrays.copyOfRange(args, 2, args.length));
    }

    private int runCommand(String prefix, Command cmd, String[] args) throws IOException {
        Options options = cmd.options();
        options.addOption(
                Option.builder("h").longOpt("help").desc("show this help").get());
        options.addOption(CommonOptions.flag("debug", "show the stack trace of an error"));
        String name = prefix + " " + cmd.name();
        if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
            out.print(Help.forCommand(prefix, cmd, options));
            return ExitStatus.OK;
        }
        CommandLine line;
        try {
            line = DefaultParser.builder().setAllowPartialMatching(false).get().parse(options, args);
        } catch (ParseException e) {
            throw new UsageException(e.getMessage(), name);
        }
        FileRoles.check(cmd, line, workDir);
        StandardOutput.use(out);
        return cmd.run(new Invocation(line, name, out, err, in, workDir, cmd));
    }

    private static boolean isHelp(String a) {
        return a.equals("--help") || a.equals("-h") || a.equals("help");
    }

    private static String gameNames() {
        return String.join(", ", Games.all().stream().map(Game::name).toList());
    }

    private static String generalHelp() {
        StringBuilder b = new StringBuilder();
        b.append("pnp ").append(Version.get()).append(": print-and-play sheets, scorers and referees\n\n");
        b.append("usage: pnp GAME COMMAND [options]     pnp GAME --help lists a game's commands\n");
        b.append("       pnp kit [options]              a whole game-night kit into output/kit/\n");
        b.append("       pnp serve [options]            Ike's score pad and solo play in a browser\n");
        b.append("       pnp --version\n\ngames:\n");
        for (Game g : Games.all()) {
            List<String> verbs = g.commands().stream().map(Command::name).toList();
            b.append(String.format(
                    "  %-11s %-20s %s%n",
                    g.name(), g.title(), verbs.isEmpty() ? "(no commands yet)" : String.join(", ", verbs)));
        }
        b.append("\nexit status: 0 done, 1 a check did not pass, 2 bad input or usage, 3 a bug in pnp\n");
        b.append("--debug on any command shows the stack trace of an error.\n");
        return b.toString();
    }

    private static String gameHelp(Game g) {
        StringBuilder b = new StringBuilder();
        b.append(g.title()).append(" (pnp ").append(g.name()).append(")\n\ncommands:\n");
        for (Command c : g.commands()) {
            b.append(String.format(
                    "  %-10s %s%n", c.name(), CommandHelp.of(g.name(), c.name()).summary()));
        }
        b.append("\npnp ").append(g.name()).append(" COMMAND --help shows a command's options.\n");
        return b.toString();
    }
}
