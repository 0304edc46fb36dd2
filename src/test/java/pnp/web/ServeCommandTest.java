package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.testing.Cli;

/** {@code pnp serve} as a process: the address on stdout, the warning for every interface, a clean stop. */
class ServeCommandTest {
    @org.junit.jupiter.api.io.TempDir
    Path dir;

    /** Starts {@code pnp serve ARGS} in a JVM of its own; its stderr goes to {@code err}. */
    private static Process serve(Path err, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd =
                new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), "pnp.Main", "serve"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectError(err.toFile()).start();
    }

    @Test
    void printsItsAddressAndStopsCleanlyOnASignal() throws Exception {
        Path errFile = dir.resolve("err.txt");
        Process p = serve(errFile);
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String url = out.readLine();
        assertTrue(url.matches("http://127\\.0\\.0\\.1:\\d+/"), url);
        ApiClient api =
                new ApiClient(Integer.parseInt(url.replaceAll("\\D+$", "").replaceAll(".*:", "")));
        assertTrue(api.raw("GET / HTTP/1.1").startsWith("HTTP/1.1 200"));
        p.destroy(); // SIGTERM: the same shutdown as Ctrl-C
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "stopped");
        String err = Files.readString(errFile);
        assertEquals("pnp serve: Ctrl-C stops the server\n", err);
    }

    /** Beyond loopback only with --table (a secret token): plain serve refuses, one line, exit 2. */
    @ParameterizedTest
    @ValueSource(strings = {"0.0.0.0", "::", "192.0.2.7", "no-such-host.invalid"})
    void plainServeRefusesAnAddressBeyondLoopback(String host) throws Exception {
        Cli.Result r = Cli.run(dir, "serve", "--host", host);
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().filter(l -> l.startsWith("pnp:")).count(), r.err());
        assertTrue(r.err().contains("is not a loopback address") && r.err().contains("pnp serve --table"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void anotherLoopbackAddressIsPrintedAsItIsAndNotWarnedAbout() throws Exception {
        Path errFile = dir.resolve("err.txt");
        Process p = serve(errFile, "--host", "127.0.0.2");
        try {
            String url =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertTrue(url.matches("http://127\\.0\\.0\\.2:\\d+/"), url);
            HttpResponse<String> r = HttpClient.newHttpClient()
                    .send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), "the printed URL answers");
        } finally {
            p.destroy();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS), "stopped");
        }
        assertEquals("pnp serve: Ctrl-C stops the server\n", Files.readString(errFile));
    }

    @Test
    void aBadPortIsAUsageError() {
        Cli.Result r = Cli.run(Path.of(""), "serve", "--port", "70000");
        assertEquals(2, r.status());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }
}
