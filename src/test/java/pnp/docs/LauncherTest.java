package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher builds pnp with a Maven command line that prints no escape codes: its {@code maven} function,
 * run on a one-line project, writes not one ESC byte (Maven's console library writes a colour reset even
 * with colours off unless told not to).
 */
class LauncherTest {
    @TempDir
    Path dir;

    /** The launcher's {@code maven() { ... }} line. */
    static String mavenFunction(String script) {
        List<String> lines =
                script.lines().filter(l -> l.startsWith("maven() {")).toList();
        assertEquals(1, lines.size(), "the launcher defines maven() on one line");
        return lines.get(0);
    }

    @Test
    void theBuildIsRunByTheMavenFunction() throws IOException {
        String script = Files.readString(Path.of("pnp"));
        String maven = mavenFunction(script);
        assertTrue(maven.contains("-Djansi.noreset=true") && maven.contains("-Dstyle.color=never"), maven);
        assertTrue(script.contains("maven -Dmaven.test.skip=true package"), "the jar is built through maven()");
        assertFalse(script.replace(maven, "").matches("(?s).*\\bmvn\\b.*"), "no other mvn call");
    }

    @Test
    void theBuildCommandPrintsNoEscapeCodes() throws Exception {
        assumeTrue(onPath("mvn"), "Maven is not on the PATH");
        Files.writeString(
                dir.resolve("pom.xml"),
                "<project><modelVersion>4.0.0</modelVersion><groupId>t</groupId>"
                        + "<artifactId>t</artifactId><version>1</version></project>\n");
        String maven = mavenFunction(Files.readString(Path.of("pnp")));
        Process p = new ProcessBuilder("bash", "-c", maven + "\nmaven -o validate")
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "maven did not end");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        assertFalse(text.contains("\u001b"), "escape codes in: " + text.replace("\u001b", "ESC"));
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String d : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, program))) return true;
        }
        return false;
    }
}
