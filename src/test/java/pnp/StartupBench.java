package pnp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Benchmark, not part of the default run:
 * {@code mvn -B -q -Pbench test -Dtest=StartupBench -Dsurefire.failIfNoSpecifiedTests=false}.
 * Whole-process times of {@code ./pnp ikes score}, {@code ./pnp ikes sheet} and {@code ./pnp kit}
 * beside a hello-world Java program ({@code java -cp DIR Hello}) in the same run: the commands take
 * turns, {@code startup.bench.reps} rounds (default 7), and each one's median is compared with the
 * hello-world median. The same commands through a bare {@code java -jar target/pnp.jar} (no
 * class-data archive, both compilers) show what the launcher's start-up options save. Targets
 * (issue 13): score within 3x, sheet within 8x, kit within 20x of hello-world.
 */
class StartupBench {
    private static final int REPS = Integer.getInteger("startup.bench.reps", 7);

    @TempDir
    Path tmp;

    @Test
    void commandsBesideHelloWorld() throws Exception {
        Path project = Path.of("").toAbsolutePath();
        Path hello = tmp.resolve("hello");
        Files.createDirectories(hello);
        Files.writeString(
                hello.resolve("Hello.java"),
                "public class Hello { public static void main(String[] a) { System.out.println(\"hello\"); } }\n");
        assertEquals(
                0,
                ToolProvider.getSystemJavaCompiler()
                        .run(null, null, null, hello.resolve("Hello.java").toString()));
        // builds the jar and the class-data archive when they are missing or stale, outside the timing
        run(project, List.of("./pnp", "--version"));

        String example = project.resolve("seeds/ikes/contract-example.ikes").toString();
        String jar = project.resolve("target/pnp.jar").toString();
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("hello-world", List.of("java", "-cp", hello.toString(), "Hello"));
        commands.put("./pnp ikes score", List.of("./pnp", "ikes", "score", example));
        commands.put(
                "./pnp ikes sheet",
                List.of("./pnp", "ikes", "sheet", "--out", tmp.resolve("s.pdf").toString()));
        commands.put(
                "./pnp kit",
                List.of(
                        "./pnp",
                        "kit",
                        "--seed",
                        "1",
                        "--out",
                        tmp.resolve("kit").toString()));
        commands.put(
                "./pnp kit --jobs 1",
                List.of(
                        "./pnp",
                        "kit",
                        "--seed",
                        "1",
                        "--jobs",
                        "1",
                        "--out",
                        tmp.resolve("kit1").toString()));
        commands.put("java -jar: ikes score", List.of("java", "-Xss8m", "-jar", jar, "ikes", "score", example));
        commands.put(
                "java -jar: ikes sheet",
                List.of(
                        "java",
                        "-Xss8m",
                        "-jar",
                        jar,
                        "ikes",
                        "sheet",
                        "--out",
                        tmp.resolve("s2.pdf").toString()));
        commands.put(
                "java -jar: kit",
                List.of(
                        "java",
                        "-Xss8m",
                        "-jar",
                        jar,
                        "kit",
                        "--seed",
                        "1",
                        "--out",
                        tmp.resolve("kit2").toString()));

        Map<String, double[]> times = new LinkedHashMap<>();
        commands.keySet().forEach(k -> times.put(k, new double[REPS]));
        for (int r = 0; r < REPS; r++) {
            for (var e : commands.entrySet()) times.get(e.getKey())[r] = run(project, e.getValue());
        }
        double base = median(times.get("hello-world"));
        System.out.printf(
                Locale.ROOT,
                "StartupBench: %d interleaved rounds, median wall time, %d cores%n",
                REPS,
                Runtime.getRuntime().availableProcessors());
        for (var e : times.entrySet()) {
            double m = median(e.getValue());
            System.out.printf(
                    Locale.ROOT,
                    "  %-24s %7.0f ms  %5.1fx hello-world   (all: %s)%n",
                    e.getKey(),
                    m,
                    m / base,
                    Arrays.toString(
                            Arrays.stream(e.getValue()).mapToLong(Math::round).toArray()));
        }
        System.out.println("  targets: ikes score <= 3x, ikes sheet <= 8x, kit <= 20x");
    }

    /** Runs the command in the project folder, output discarded; returns its wall time in ms. */
    private static double run(Path dir, List<String> command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command))
                .directory(dir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.environment().remove("PNP_JAVA_OPTS");
        long start = System.nanoTime();
        int status = pb.start().waitFor();
        double ms = (System.nanoTime() - start) / 1e6;
        assertEquals(0, status, String.join(" ", command) + " in " + dir + File.separator);
        return ms;
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
