package pnp.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The two checks every printed page passes: it copies no run of {@link #RUN} consecutive words of
 * the games' rule texts ({@code shared/seeds/*.txt}, found beside the repository or beside one of
 * its parent folders), and it names no file or folder of the repository (a player at the table
 * does not have them). Words are compared after normalising case, accents and punctuation.
 */
public final class OwnWords {
    /** How many consecutive words make a copied run. */
    public static final int RUN = 10;

    /** Top-level folders of the repository a printed page might name; "output" is where pnp writes. */
    private static final List<String> FOLDERS =
            List.of("seeds", "templates", "src", "docs", "target", "tools", "hooks", ".github");
    /** Top-level files with an extension, named in full. */
    private static final Pattern REPO_PATH = Pattern.compile("(?<![\\w.-])(?:"
            + String.join("|", FOLDERS.stream().map(Pattern::quote).toList())
            + ")/[\\w./-]+|\\b(?:pom\\.xml|README\\.md|CHANGELOG\\.md|ARCHITECTURE\\.md)\\b|\\b[\\w-]+\\.java\\b");

    /** Each run of {@link #RUN} normalised words of the rule texts, and the file it comes from. */
    private final Map<String, String> runs;

    private OwnWords(Map<String, String> runs) {
        this.runs = runs;
    }

    /** Why the rule-text checks skip when the texts are not there. */
    public static final String ABSENT = "the games' rule texts (shared/seeds/*.txt) are not beside this clone; "
            + "the own-words checks skip (CI passes -Dpnp.shared.seeds=../shared/seeds and runs them)";

    /**
     * The rule texts' folder: {@code -Dpnp.shared.seeds=FOLDER} when given (it must then exist), else
     * {@code shared/seeds} beside the working folder or one of its parents, else empty: a clone of the
     * repository alone has no rule texts.
     */
    public static Optional<Path> seedsFolder() {
        String property = System.getProperty("pnp.shared.seeds");
        if (property != null && !property.isBlank()) {
            Path given = Path.of(property).toAbsolutePath().normalize();
            if (!Files.isDirectory(given)) {
                throw new IllegalStateException("-Dpnp.shared.seeds=" + property + ": no such folder (" + given + ")");
            }
            return Optional.of(given);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("seeds");
            if (Files.isDirectory(candidate)) return Optional.of(candidate);
        }
        return Optional.empty();
    }

    /** The rule texts' runs, or empty when the texts are absent (see {@link #ABSENT}). */
    public static Optional<OwnWords> ruleTexts() {
        Optional<Path> folder = seedsFolder();
        if (folder.isEmpty()) System.err.println("skipped: " + ABSENT);
        return folder.map(OwnWords::of);
    }

    /** The runs of every {@code *.txt} in {@code folder}; fails when there is none. */
    public static OwnWords of(Path folder) {
        Map<String, String> runs = new HashMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                List<String> words = words(Files.readString(f, StandardCharsets.UTF_8));
                for (int i = 0; i + RUN <= words.size(); i++) {
                    runs.putIfAbsent(
                            String.join(" ", words.subList(i, i + RUN)),
                            f.getFileName().toString());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (runs.isEmpty()) throw new IllegalStateException("no rule texts (*.txt) in " + folder);
        return new OwnWords(runs);
    }

    /** Lower-case words of letters and digits; apostrophes vanish ("don't" is "dont"), other marks split. */
    public static List<String> words(String text) {
        String s = Normalizer.normalize(text, Normalizer.Form.NFKD)
                .replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT)
                .replaceAll("['\u2019\u2018`]", "")
                .replaceAll("[^\\p{L}\\p{N}]+", " ")
                .trim();
        return s.isEmpty() ? List.of() : List.of(s.split(" "));
    }

    /** The first copied run in {@code text} and where it comes from, if any. */
    public Optional<String> copied(String text) {
        List<String> words = words(text);
        for (int i = 0; i + RUN <= words.size(); i++) {
            String run = String.join(" ", words.subList(i, i + RUN));
            String from = runs.get(run);
            if (from != null) return Optional.of("'" + run + "' (from " + from + ")");
        }
        return Optional.empty();
    }

    /** Every repository path named in {@code text}. */
    public static List<String> repositoryPaths(String text) {
        List<String> out = new ArrayList<>();
        var m = REPO_PATH.matcher(text);
        while (m.find()) out.add(m.group());
        return out;
    }
}
