package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where phones join: the join address of {@code pnp serve --table} for each {@code --host}. */
class TableServeTest {
    @TempDir
    Path dir;

    /** What a real {@code pnp serve --table} process prints before it serves: stdout's line, stderr's lines. */
    record Started(String join, List<String> err) {}

    private Started start(String host) throws Exception {
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        "pnp.Main",
                        "serve",
                        "--table",
                        "--host",
                        host,
                        "--save",
                        dir.resolve(host.replace(':', '_') + ".pnptable").toString())
                .start();
        try {
            String join =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
            BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            for (String l = err.readLine(); l != null; l = err.readLine()) {
                lines.add(l);
                if (l.contains("Ctrl-C stops the server")) break;
            }
            return new Started(join, lines);
        } finally {
            p.destroy();
            p.waitFor();
        }
    }

    @Test
    void theHomeNetworkAddressComesFirstAndLoopbackAndLinkLocalAreLeftOut() throws Exception {
        List<InetAddress> given = new ArrayList<>();
        for (String a : List.of("127.0.0.1", "fe80::1", "100.64.1.2", "2001:db8::7", "192.168.1.5", "::1", "0.0.0.0"))
            given.add(InetAddress.getByName(a));
        assertEquals(List.of("192.168.1.5", "100.64.1.2", "[2001:db8:0:0:0:0:0:7]"), TableServe.rank(given));
    }

    @Test
    void listeningOnEveryAddressTheJoinAddressNamesTheNetworkOne() throws Exception {
        List<String> network = TableServe.networkAddresses();
        Assumptions.assumeFalse(network.isEmpty(), "this computer has no network address");
        for (String any : List.of("0.0.0.0", "::")) {
            Started s = start(any);
            URI join = URI.create(s.join());
            assertEquals(HostCheck.literal(InetAddress.getByName(network.get(0))), join.getHost(), s.join());
            assertFalse(InetAddress.getByName(join.getHost()).isLoopbackAddress(), s.join());
            assertTrue(join.getQuery().startsWith("t="), "the token stays: " + s.join());
            if (network.size() > 1)
                assertTrue(s.err().stream().anyMatch(l -> l.contains(network.get(1))), String.join("\n", s.err()));
        }
    }

    @Test
    void aLoopbackAddressSaysNoPhoneCanReachIt() throws Exception {
        Started s = start("127.0.0.1");
        assertTrue(s.join().startsWith("http://127.0.0.1:"), s.join());
        assertTrue(
                s.err().stream().anyMatch(l -> l.contains("warning: 127.0.0.1 is this computer alone, so no phone")),
                String.join("\n", s.err()));
    }
}
