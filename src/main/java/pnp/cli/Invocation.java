package pnp.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.commons.cli.CommandLine;
import pnp.io.Display;
import pnp.io.FileProblems;
import pnp.io.InputException;
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

    public Invocation(
            CommandLine line, String commandName, PrintStream out, PrintStream err, InputStream in, Path workDir) {
        this.line = line;
        this.commandName = commandName;
        this.out = out;
        this.err = err;
        this.in = in;
        this.workDir = workDir;
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

    public Paper paper() {
        return value("paper").map(Paper::parse).orElse(Paper.LETTER);
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

    /** Whether the seed was drawn fresh rather than given. */
    public boolean freshSeed() {
        return !has("seed");
    }

    /** The {@code --out} path resolved against the working folder, or {@code dflt} (already relative to it). */
    public Path outPath(String dflt) {
        return workDir.resolve(value("out").orElse(dflt)).normalize();
    }

    public Path resolve(String path) {
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

    /**
     * Reads a file's bytes, or standard input when the name is {@code -}, refusing more than
     * {@code max} bytes (a {@code what} larger than that is not what the command reads).
     */
    public byte[] readBytes(String name, long max, String what) {
        try {
            if (name.equals("-")) {
                // one byte more than allowed tells an oversize input (at most what an array can hold)
                byte[] b =
                        in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8L, max >= Integer.MAX_VALUE ? max : max + 1));
                if (b.length > max)
                    throw new InputException("<stdin>: more than " + (max >> 20) + " MB is not " + what);
                return b;
            }
            Path p = resolve(name);
            if (Files.isDirectory(p)) throw new InputException(name + ": is a folder, not a file");
            long size = Files.size(p);
            if (size > max)
                throw new InputException(name + ": " + (size >> 20) + " MB is more than " + what + " can be (at most "
                        + (max >> 20) + " MB)");
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw FileProblems.reading(name, e);
        }
    }

    /** Reads a text file, or standard input when the name is {@code -}; UTF-8, strictly. */
    public TextSource readText(String name) {
        return TextSource.decode(name.equals("-") ? "<stdin>" : name, readBytes(name, Long.MAX_VALUE, "text"));
    }
}
