package pnp.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.cli.CommandLine;
import pnp.io.Display;
import pnp.io.FileProblems;
import pnp.io.InputException;
import pnp.io.StandardOutput;
import pnp.io.TextSource;
import pnp.pdf.Paper;
import pnp.random.Seeds;

/** One run of a command: its parsed command line, its streams, and typed access to common options. */
public final class Invocation {
    private final CommandLine line;
    private final String commandName;
    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;
    private final Path workDir;
    private final Command command;

    public Invocation(
            CommandLine line,
            String commandName,
            PrintStream out,
            PrintStream err,
            InputStream in,
            Path workDir,
            Command command) {
        this.line = line;
        this.command = command;
        this.commandName = commandName;
        // a file sent to stdout (an output option set to -) has stdout to itself: the command's words go to stderr
        this.out = fileToStdout(line, command) ? err : out;
        this.err = err;
        this.in = in;
        this.workDir = workDir;
    }

    private static boolean fileToStdout(CommandLine line, Command command) {
        if (command == null) return false;
        List<String> dashed = command.outputOptions().stream()
                .filter(o -> "-".equals(line.getOptionValue(o)))
                .toList();
        if (dashed.size() > 1) {
            throw new InputException("--" + dashed.get(0) + " - and --" + dashed.get(1)
                    + " - both name standard output; give one of them a file");
        }
        if (!dashed.isEmpty() && line.hasOption("json")) {
            throw new InputException("--json and --" + dashed.get(0) + " - both write to standard output; give --"
                    + dashed.get(0) + " a file");
        }
        return !dashed.isEmpty();
    }

    public CommandLine line() {
        return line;
    }

    public PrintStream out() {
        return out;
    }

    public PrintStream err() {
        return err;
    }

    public InputStream in() {
        return in;
    }

    public Path workDir() {
        return workDir;
    }

    public boolean has(String longOpt) {
        return line.hasOption(longOpt);
    }

    public Optional<String> value(String longOpt) {
        return Optional.ofNullable(line.getOptionValue(longOpt));
    }

    /** The value of an option the command cannot run without, or the usage error {@code --NAME is required}. */
    public String required(String longOpt) {
        return value(longOpt).orElseThrow(() -> usage("--" + longOpt + " is required"));
    }

    public String[] values(String longOpt) {
        String[] v = line.getOptionValues(longOpt);
        return v == null ? new String[0] : v;
    }

    public List<String> args() {
        return line.getArgList();
    }

    /** Exactly {@code n} positional arguments, or a usage error naming them. */
    /** Fails with a usage error unless the command was given no arguments (only options). */
    public void noArgs() {
        args(0, "no arguments");
    }

    public List<String> args(int n, String names) {
        List<String> a = line.getArgList();
        if (a.size() != n) {
            throw usage(a.size() < n ? "expected " + names : "unexpected argument '" + a.get(n) + "'");
        }
        return a;
    }

    public UsageException usage(String message) {
        return new UsageException(message, commandName);
    }

    /** Whether the rules pages are printed: true unless {@code --no-rules} was given. */
    public boolean withRules() {
        return !has("no-rules");
    }

    public Paper paper() {
        return value("paper").map(Paper::parse).orElse(Paper.LETTER);
    }

    /**
     * The value of an option that takes one of the words of {@code type} ({@link Choice}), or empty when the
     * option is absent; any other word is a usage error that lists them.
     */
    public <E extends Enum<E> & Choice> Optional<E> choice(String longOpt, Class<E> type) {
        Optional<String> v = value(longOpt);
        if (v.isEmpty()) return Optional.empty();
        String word = v.get().trim().toLowerCase(Locale.ROOT);
        E[] values = type.getEnumConstants();
        for (E e : values) if (e.word().equals(word)) return Optional.of(e);
        throw usage("--" + longOpt + " takes " + Choice.words(values) + ", not '"
                + v.get().trim() + "'");
    }

    /** An integer option in [min, max], or {@code dflt} when absent. */
    public int intValue(String longOpt, int dflt, int min, int max) {
        Optional<String> v = value(longOpt);
        if (v.isEmpty()) return dflt;
        try {
            int n = Integer.parseInt(v.get().trim());
            if (n < min || n > max) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw usage(
                    "--" + longOpt + " takes a whole number from " + min + " to " + max + ", not '" + v.get() + "'");
        }
    }

    /**
     * The {@code --seed} value, or a fresh one when absent; a fresh seed is announced on stderr
     * ({@code seed N}) so the output can be made again. Every command announces it this way.
     */
    public long seed() {
        Optional<String> v = value("seed");
        if (v.isEmpty()) {
            long fresh = Seeds.fresh();
            err.println("seed " + fresh);
            return fresh;
        }
        return Seeds.parse(v.get())
                .orElseThrow(
                        () -> usage("--seed takes a whole number from 0 to " + Seeds.MAX + ", not '" + v.get() + "'"));
    }

    /** The {@code --out} path resolved against the working folder, or {@code dflt} (already relative to it). */
    public Path outPath(String dflt) {
        return outPath("out", dflt);
    }

    /**
     * Where the output of {@code option} goes: its value, or {@code dflt} when it is not given. A
     * default is checked as a given name is ({@link FileRoles}): it is refused when it is one of the
     * files this command reads or another of its outputs.
     */
    public Path outPath(String option, String dflt) {
        Optional<String> given = value(option);
        if (given.isEmpty()) FileRoles.checkDefault(command, line, option, dflt, workDir);
        return resolve(given.orElse(dflt));
    }

    /** {@code path} against the working folder; {@code -} stays {@link StandardOutput#PATH}. */
    public Path resolve(String path) {
        if (path.equals("-")) return StandardOutput.PATH;
        return workDir.resolve(path).normalize();
    }

    /** A path as the player should read it: relative to the working folder when inside it. */
    public String display(Path path) {
        return Display.path(path, workDir);
    }

    /** Tells the player a file was written: {@code wrote PATH} on stdout, the one way every command says it. */
    public void wrote(Path path) {
        wrote(path, "");
    }

    /**
     * {@code wrote PATH (note)}; an empty note adds nothing. With {@code --json} the line goes to
     * stderr, so that stdout carries the one JSON object alone.
     */
    public void wrote(Path path, String note) {
        (has("json") ? err : out).println("wrote " + display(path) + (note.isEmpty() ? "" : " (" + note + ")"));
    }

    /** The most bytes of a text input a command reads unless it says otherwise ({@link #readText(String, String, long)}). */
    public static final long TEXT_MAX = 1L << 20;

    /**
     * Reads a file's bytes, or standard input when the name is {@code -}, refusing more than
     * {@code max} bytes ({@code what} names what the command reads, e.g. "a photo"). Only a regular
     * file (or a link to one) is read: a device, pipe or socket given by name is refused before any
     * byte is read, and a file that grows past {@code max} while read is refused too, so no input can
     * exhaust memory.
     */
    public byte[] readBytes(String name, long max, String what) {
        try {
            if (name.equals("-")) return bounded(in, "<stdin>", max, what);
            Path p = resolve(name);
            BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
            if (a.isDirectory()) throw new InputException(name + ": is a folder, not a file");
            if (!a.isRegularFile())
                throw new InputException(name + ": is not a plain file (a device, pipe or socket); pnp reads files,"
                        + " or standard input with -");
            if (a.size() > max)
                throw new InputException(
                        name + ": " + size(a.size()) + " is more than " + what + " can be (at most " + size(max) + ")");
            try (InputStream s = Files.newInputStream(p)) {
                return bounded(s, name, max, what);
            }
        } catch (IOException e) {
            throw FileProblems.reading(name, e);
        }
    }

    private static byte[] bounded(InputStream s, String name, long max, String what) throws IOException {
        // one byte more than allowed tells an oversize input (at most what an array can hold)
        byte[] b = s.readNBytes((int) Math.min(Integer.MAX_VALUE - 8L, max + 1));
        if (b.length > max) throw tooBig(name, max, what);
        return b;
    }

    private static InputException tooBig(String name, long max, String what) {
        return new InputException(name + ": more than " + what + " can be (at most " + size(max) + ")");
    }

    /** A size in whole KB or MB, rounded up, so a size just past a limit never reads as the limit. */
    private static String size(long bytes) {
        return bytes >= 1L << 20 ? ((bytes + (1L << 20) - 1) >> 20) + " MB" : ((bytes + 1023) >> 10) + " KB";
    }

    /** Reads a text file of at most {@link #TEXT_MAX} bytes, or standard input when the name is {@code -}. */
    public TextSource readText(String name) {
        return readText(name, "a text file pnp reads", TEXT_MAX);
    }

    /**
     * Reads a text file, or standard input when the name is {@code -}: UTF-8, strictly, at most
     * {@code max} bytes ({@code what} names the format in the message past it).
     */
    public TextSource readText(String name, String what, long max) {
        return TextSource.decode(name.equals("-") ? "<stdin>" : name, readBytes(name, max, what));
    }
}
