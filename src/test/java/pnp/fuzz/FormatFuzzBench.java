package pnp.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * The million damaged inputs a format (-Pbench): {@code mvn -B -q -Pbench test -Dtest=FormatFuzzBench
 * -Dsurefire.failIfNoSpecifiedTests=false [-Dfuzz.cases=N] [-Dfuzz.threads=N] [-Dfuzz.only=FORMAT]}. Formats run side by
 * side on the cores; a row a format as it finishes (cases, read, rejected, failures, the slowest case),
 * then the table in format order. Each failing input is kept under target/fuzz-failures.
 */
class FormatFuzzBench {
    @Test
    void aMillionCasesAFormat() throws Exception {
        long cases = Long.getLong("fuzz.cases", 1_000_000L);
        int threads = Integer.getInteger("fuzz.threads", Runtime.getRuntime().availableProcessors());
        String only = System.getProperty("fuzz.only", "");
        List<FuzzTarget> targets = FuzzTargets.all().stream()
                .filter(t -> only.isEmpty() || t.name().equals(only))
                .toList();
        ForkJoinPool pool = new ForkJoinPool(threads);
        List<Row> rows;
        try {
            rows = pool.submit(() ->
                            targets.parallelStream().map(t -> row(t, cases)).toList())
                    .get();
        } finally {
            pool.shutdown();
        }
        System.out.printf(
                "%n| format | cases | read | rejected | failures | slowest case | seconds |%n|---|---|---|---|---|---|---|%n");
        rows.forEach(r -> System.out.println(r.text()));
        assertEquals(
                0, rows.stream().mapToLong(Row::failed).sum(), "failing inputs are kept under target/fuzz-failures");
    }

    private record Row(String text, long failed) {}

    private static Row row(FuzzTarget t, long cases) {
        long t0 = System.nanoTime();
        Fuzzer.Report r = Fuzzer.run(t, 1L, cases);
        double secs = (System.nanoTime() - t0) / 1e9;
        try {
            for (Fuzzer.Failure f : r.failures()) Fuzzer.keep(t.name(), f.input());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String row = String.format(
                "| %s | %,d | %,d | %,d | %,d | %.1f ms (%,d bytes) | %.0f |",
                t.name(),
                r.cases(),
                r.parsed(),
                r.rejected(),
                r.failed(),
                r.slowestNanos() / 1e6,
                r.slowestInput().length,
                secs);
        System.out.println(row);
        return new Row(row, r.failed());
    }
}
