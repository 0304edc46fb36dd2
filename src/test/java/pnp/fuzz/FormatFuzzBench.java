package pnp.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The million damaged inputs a format (-Pbench): {@code mvn -B -q -Pbench test -Dtest=FormatFuzzBench
 * -Dsurefire.failIfNoSpecifiedTests=false [-Dfuzz.cases=N]}. Prints a table row a format: cases,
 * read, rejected, failures, the slowest case; keeps each failing input under target/fuzz-failures.
 */
class FormatFuzzBench {
    @Test
    void aMillionCasesAFormat() throws IOException {
        long cases = Long.getLong("fuzz.cases", 1_000_000L);
        System.out.printf("%n| format | cases | read | rejected | failures | slowest case | seconds |%n|---|---|---|---|---|---|---|%n");
        long failed = 0;
        for (FuzzTarget t : FuzzTargets.all()) {
            long t0 = System.nanoTime();
            Fuzzer.Report r = Fuzzer.run(t, 1L, cases);
            double secs = (System.nanoTime() - t0) / 1e9;
            for (Fuzzer.Failure f : r.failures()) Fuzzer.keep(t.name(), f.input());
            failed += r.failed();
            System.out.printf("| %s | %,d | %,d | %,d | %,d | %.1f ms (%,d bytes) | %.0f |%n", t.name(), r.cases(), r.parsed(),
                    r.rejected(), r.failed(), r.slowestNanos() / 1e6, r.slowestInput().length, secs);
        }
        assertEquals(0, failed, "failing inputs are kept under target/fuzz-failures");
    }
}
