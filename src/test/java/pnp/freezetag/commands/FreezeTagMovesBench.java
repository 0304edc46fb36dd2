package pnp.freezetag.commands;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pnp.Main;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.rules.LargestPositionSearch;
import pnp.freezetag.rules.TurnGroups;
import pnp.io.TextSource;

/**
 * {@code freezetag moves} on the largest position we found ({@code largest.txt} under test
 * resources, made by {@link LargestPositionSearch}; {@code -Dfreezetag.search=SEED} searches again
 * and prints the new file): the CPU time of the grouped listing in a warm JVM (CPU, not wall time,
 * because the machine is shared), then whole runs of the command in their own JVMs, with the options
 * the {@code pnp} launcher gives it and with the JVM's defaults, timed, with their CPU time and peak
 * resident memory ({@code /usr/bin/time}).
 */
class FreezeTagMovesBench {
    private static final Path LARGEST = Path.of("src/test/resources/pnp/freezetag/largest.txt");

    @Test
    void groupedMovesOnTheLargestPosition() throws Exception {
        String seed = System.getProperty("freezetag.search");
        if (seed != null) {
            long start = System.nanoTime();
            Position found = LargestPositionSearch.search(
                    Long.parseLong(seed),
                    Integer.getInteger("freezetag.restarts", 40),
                    Integer.getInteger("freezetag.steps", 1500),
                    Integer.getInteger("freezetag.refine", 200));
            System.out.printf(
                    Locale.ROOT,
                    "search (seed %s): %d turns for %s, %.1f s%n%s",
                    seed,
                    LargestPositionSearch.mostTurns(found),
                    LargestPositionSearch.biggestRoll(found),
                    (System.nanoTime() - start) / 1e9,
                    StateFormat.write(found));
            return;
        }
        Position pos = StateFormat.parse(new TextSource("largest.txt", Files.readString(LARGEST)));
        Roll roll = LargestPositionSearch.biggestRoll(pos);
        TurnGroups g = TurnGroups.count(pos, 0, roll);
        System.out.printf(
                Locale.ROOT, "largest.txt, red rolls %s: %,d turns to %,d positions%n", roll, g.turns(), g.positions());
        System.out.printf(
                Locale.ROOT,
                "load average at the start: %.1f on %d cores%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        for (int warm = 0; warm < 2; warm++) inProcess(roll);
        List<double[]> times = new ArrayList<>();
        long bytes = 0;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int rep = 0; rep < 3; rep++) {
            long start = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            bytes = inProcess(roll);
            times.add(
                    new double[] {(threads.getCurrentThreadCpuTime() - cpu) / 1e9, (System.nanoTime() - start) / 1e9});
        }
        times.sort((a, b) -> Double.compare(a[0], b[0]));
        System.out.printf(
                Locale.ROOT,
                "in one warm JVM, grouped text: median %.2f s CPU (%.2f s wall), %,d bytes%n",
                times.get(1)[0],
                times.get(1)[1],
                bytes);
        // as ./pnp runs it (the quick compiler, the serial collector), then the JVM's defaults and G1 beside it
        String launcher = "-Xss8m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC";
        process(roll, launcher);
        process(roll, "-Xss8m");
        process(roll, "-Xss8m -XX:TieredStopAtLevel=1");
        process(roll, launcher, "--json");
        process(roll, launcher, "--all");
        process(roll, launcher, "--all", "--json");
    }

    private static long inProcess(Roll roll) {
        CountingStream sink = new CountingStream();
        int status = new Main(
                        new PrintStream(sink, false, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream()),
                        System.in,
                        Path.of("").toAbsolutePath())
                .run(new String[] {"freezetag", "moves", LARGEST.toString(), "--player", "red", "--roll", roll.label()
                });
        if (status != 0) throw new IllegalStateException("status " + status);
        return sink.count;
    }

    /** One run of the command in its own JVM with the options given (a heap limit), output kept on disk and counted. */
    private static void process(Roll roll, String heap, String... extra) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(
                "/usr/bin/time",
                "-f",
                "%e %U %S %M",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "pnp.Main",
                "freezetag",
                "moves",
                LARGEST.toString(),
                "--player",
                "red",
                "--roll",
                roll.label()));
        cmd.addAll(4, List.of(heap.split(" ")));
        cmd.addAll(List.of(extra));
        Path out = Files.createTempFile("ftmoves", ".out");
        Path err = Files.createTempFile("ftmoves", ".err");
        try {
            int status = new ProcessBuilder(cmd)
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start()
                    .waitFor();
            String[] timeLine = Files.readString(err).strip().split("\n");
            String[] f = timeLine[timeLine.length - 1].split(" ");
            System.out.printf(
                    Locale.ROOT,
                    "process %-48s %-12s status %d: %s s wall, %.2f s CPU, peak %.0f MB resident, %,d bytes out%n",
                    heap,
                    extra.length == 0 ? "(grouped)" : String.join(" ", extra),
                    status,
                    f[0],
                    Double.parseDouble(f[1]) + Double.parseDouble(f[2]),
                    Long.parseLong(f[3]) / 1024.0,
                    Files.size(out));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static final class CountingStream extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }
}
