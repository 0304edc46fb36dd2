package pnp.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A few thousand damaged inputs a format in the default run (the million a format is
 * {@code FormatFuzzBench} in -Pbench), and every input that ever failed, kept under
 * {@code src/test/resources/fuzz/<format>/}.
 */
class FormatFuzzTest {
    static final int CASES = 3_000;

    static List<FuzzTarget> targets() {
        return FuzzTargets.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void damagedInputsAreReadOrRejectedWithAPosition(FuzzTarget target) throws IOException {
        Fuzzer.Report r = Fuzzer.run(target, 20261123L, CASES);
        StringBuilder why = new StringBuilder();
        List<Fuzzer.Failure> failures = r.failures();
        for (Fuzzer.Failure f : failures) {
            why.append('\n')
                    .append(f.what())
                    .append("\n  kept as ")
                    .append(Fuzzer.keep(target.name(), f.input()))
                    .append("\n  input: ")
                    .append(Fuzzer.show(f.input()));
        }
        assertEquals(0, failures.size(), target.name() + ":" + why);
        assertEquals(CASES, r.parsed() + r.rejected() + r.failed());
        assertTrue(r.rejected() > 0, "the mutations reach the error paths");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void everyValidExampleIsReadAndRoundTrips(FuzzTarget target) {
        for (byte[] seed : target.seeds()) {
            assertEquals(Optional.of("parsed"), Fuzzer.check(target, seed), target.name());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void inputsThatOnceFailedStayFixed(FuzzTarget target) throws IOException {
        Path dir = Path.of("src/test/resources/fuzz", target.name());
        if (!Files.isDirectory(dir)) return;
        List<Path> kept = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.sorted().forEach(kept::add);
        }
        for (Path p : kept) {
            Optional<String> r = Fuzzer.check(target, Files.readAllBytes(p));
            assertTrue(r.equals(Optional.of("parsed")) || r.equals(Optional.of("rejected")), p + ": " + r.orElse("?"));
        }
    }
}
