package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.testing.Cli;

/**
 * The pictures in docs/ that pnp's own commands draw are what those commands draw today, byte for byte
 * (the output is deterministic), so they cannot go stale. {@code -Ddocs.pictures=true} writes them anew.
 * (The screenshots docs/serve-*.png come from the browser tests: {@code SCREENSHOTS=1 src/test/browser/run}.)
 */
class DocPicturesTest {
    @TempDir
    Path dir;

    static Stream<Arguments> pictures() {
        return Stream.of(
                Arguments.of(
                        "docs/fridge-score.png",
                        List.of("fridge", "score", "seeds/fridge/four-players.fridge", "--png", "out.png")),
                Arguments.of(
                        "docs/bridgewars-score.png",
                        List.of("bridgewars", "score", "seeds/bridge-wars/three-players.bridge", "--png", "out.png")),
                Arguments.of(
                        "docs/ikes-photo-read.png",
                        List.of(
                                "ikes",
                                "read",
                                "docs/ikes-photo-example.jpg",
                                "--out",
                                "out.ikes",
                                "--debug-image",
                                "out.png")));
    }

    @ParameterizedTest
    @MethodSource("pictures")
    void thePictureIsWhatTheCommandDrawsToday(String picture, List<String> command) throws Exception {
        String input = command.get(2);
        Files.createDirectories(dir.resolve(input).getParent());
        Files.copy(Path.of(input), dir.resolve(input));
        Cli.Result r = Cli.run(dir, command.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        byte[] made = Files.readAllBytes(dir.resolve("out.png"));
        if (Boolean.getBoolean("docs.pictures")) {
            Files.copy(dir.resolve("out.png"), Path.of(picture), StandardCopyOption.REPLACE_EXISTING);
        }
        assertTrue(
                Arrays.equals(made, Files.readAllBytes(Path.of(picture))),
                picture + " is stale: make it again with "
                        + "mvn -B -q test -Dtest=DocPicturesTest -Ddocs.pictures=true");
    }
}
