package pnp.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import pnp.io.Diagnostic;
import pnp.io.InputException;
import pnp.io.TextSource;

/**
 * Runs damaged inputs through a format in this JVM and checks the invariants every reader keeps:
 * it returns a model or throws an {@link InputException} whose every problem names the source,
 * a line and a column and says what was expected in words (no Java class name); nothing else
 * escapes; a model writes back to text that reads again to the same text.
 */
final class Fuzzer {
    /** What {@link #speaksJava} looks for, as a pattern: kept for the test that holds the two to the same answers. */
    static final Pattern JAVA_WORDS = Pattern.compile("Exception|java\\.[a-z]|at pnp\\.");

    /** What a run found: counts, the slowest case, and every failure with its input. */
    record Report(
            String target,
            long cases,
            long parsed,
            long rejected,
            long failed,
            long slowestNanos,
            byte[] slowestInput,
            List<Failure> failures) {}

    record Failure(byte[] input, String what) {}

    private Fuzzer() {}

    static Report run(FuzzTarget target, long seed, long cases) {
        List<byte[]> seeds = target.seeds();
        Mutator m = new Mutator(seed, target.vocabulary());
        long parsed = 0;
        long rejected = 0;
        long failed = 0;
        long slowest = -1;
        byte[] slowestInput = new byte[0];
        List<Failure> failures = new ArrayList<>();
        for (long i = 0; i < cases; i++) {
            byte[] input = m.mutate(seeds.get((int) (i % seeds.size())));
            long t0 = System.nanoTime();
            Optional<String> problem = check(target, input);
            long t = System.nanoTime() - t0;
            if (t > slowest) {
                slowest = t;
                slowestInput = input;
            }
            if (problem.isPresent()) {
                if (problem.get().startsWith("parsed")) parsed++;
                else if (problem.get().startsWith("rejected")) rejected++;
                else {
                    failed++;
                    if (failures.size() < 20) failures.add(new Failure(input, problem.get()));
                }
            }
        }
        return new Report(target.name(), cases, parsed, rejected, failed, slowest, slowestInput, failures);
    }

    /**
     * Checks one input: {@code "parsed"} or {@code "rejected"} when the invariants hold, else a
     * sentence saying which one broke.
     */
    static Optional<String> check(FuzzTarget target, byte[] input) {
        String name = target.name() + "-case";
        Object model;
        try {
            model = target.parse().apply(TextSource.decode(name, input));
        } catch (InputException e) {
            for (Diagnostic d : e.diagnostics()) {
                if (!name.equals(d.source())) return Optional.of("a problem does not name the file: " + d);
                if (d.line() < 1 || d.column() < 1) return Optional.of("a problem has no line and column: " + d);
                if (d.message() == null || d.message().isBlank()) return Optional.of("a problem says nothing: " + d);
                if (speaksJava(d.message())) return Optional.of("a problem speaks Java: " + d);
            }
            return Optional.of("rejected");
        } catch (Throwable t) {
            return Optional.of("escaped: " + t);
        }
        if (model == null) return Optional.of("the reader returned nothing");
        if (target.write() == null) return Optional.of("parsed");
        try {
            String text = target.write().apply(model);
            Object again = target.parse().apply(new TextSource(name + "-written", text));
            String text2 = target.write().apply(again);
            if (!text.equals(text2)) return Optional.of("the written text does not read back to itself");
        } catch (Throwable t) {
            return Optional.of("the written text does not read back: " + t);
        }
        return Optional.of("parsed");
    }

    /**
     * Whether a message holds an exception's name, a JDK package ("java." and a lower-case letter) or a
     * stack frame ("at pnp."): what {@link #JAVA_WORDS} finds, without a regular expression (a rejected
     * input has about a hundred messages, and the pattern's search was a sixth of the run).
     */
    static boolean speaksJava(String message) {
        if (message.contains("Exception") || message.contains("at pnp.")) return true;
        for (int i = message.indexOf("java."); i >= 0; i = message.indexOf("java.", i + 1)) {
            char next = i + 5 < message.length() ? message.charAt(i + 5) : ' ';
            if (next >= 'a' && next <= 'z') return true;
        }
        return false;
    }

    /** Keeps a failing input under target/fuzz-failures for a regression file; returns its path. */
    static Path keep(String target, byte[] input) throws IOException {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("SHA-256").digest(input);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        String id = HexFormat.of().formatHex(digest, 0, 8);
        Path p = Path.of("target", "fuzz-failures", target, id + ".txt");
        Files.createDirectories(p.getParent());
        Files.write(p, input);
        return p;
    }

    static String show(byte[] input) {
        String s = new String(input, StandardCharsets.UTF_8);
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
