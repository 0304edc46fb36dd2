package pnp.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import pnp.io.TextSource;

/**
 * One input format under fuzzing: valid example files to damage, words of its grammar, the
 * reader, and (where the format has one) the writer whose output must read back to the same text.
 *
 * @param parse reads a source and returns the model, or throws {@link pnp.io.InputException}
 * @param write the model back to text, or {@code null} when the format has no writer
 */
record FuzzTarget(
        String name,
        List<Path> corpus,
        List<String> vocabulary,
        Function<TextSource, Object> parse,
        Function<Object, String> write) {

    /** The example files' bytes. */
    List<byte[]> seeds() {
        return corpus.stream()
                .map(p -> {
                    try {
                        return Files.readAllBytes(p);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .toList();
    }

    @Override
    public String toString() {
        return name;
    }
}
