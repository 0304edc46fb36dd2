package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/**
 * Nothing lost ({@code --save FILE}): a real {@code pnp serve --table} process is killed with SIGKILL in
 * the middle of a burst of changes from five phones at once, and the file it leaves holds every change
 * that was answered 200 (and at most the one change each phone had in flight, applied but not answered).
 */
class TableSaveTest {
    private static final Pattern JOIN = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/join\\?t=(\\S+)");

    @TempDir
    Path dir;

    @Test
    void afterKill9TheSavedTableHoldsEveryChangeThatWasAnswered() throws Exception {
        Path file = dir.resolve("night.pnptable");
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        "pnp.Main",
                        "serve",
                        "--table",
                        "--host",
                        "127.0.0.1",
                        "--save",
                        file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            String line =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
            Matcher m = JOIN.matcher(String.valueOf(line));
            assertTrue(m.matches(), line);
            int port = Integer.parseInt(m.group(1));
            String token = m.group(2);
            String sheet = Files.readString(TableClient.SEEDS.resolve("ikes/contract-example.ikes"));
            Map<String, Integer> lastClaim = new ConcurrentHashMap<>();
            List<String> joined = java.util.Collections.synchronizedList(new ArrayList<>());
            AtomicInteger answered = new AtomicInteger();
            List<Thread> phones = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String name = "P" + i;
                TableClient c = new TableClient(port, token);
                assertEquals(200, c.join(name).status());
                phones.add(new Thread(() -> {
                    try {
                        for (int claim = 0; claim <= 99; claim++) {
                            var r = c.post("/api/table/sheet", Map.of("text", sheet, "claim", claim, "done", false));
                            if (r.status() != 200) return;
                            lastClaim.put(name, claim);
                            answered.incrementAndGet();
                        }
                    } catch (Exception e) {
                        // the server was killed mid-request
                    }
                }));
            }
            phones.add(new Thread(() -> {
                try {
                    for (int i = 0; i < 8; i++) {
                        String name = "Late" + i;
                        if (new TableClient(port, token).join(name).status() != 200) return;
                        joined.add(name);
                        answered.incrementAndGet();
                    }
                } catch (Exception e) {
                    // the server was killed mid-request
                }
            }));
            phones.forEach(Thread::start);
            while (answered.get() < 60 && phones.stream().anyMatch(Thread::isAlive)) Thread.onSpinWait();
            p.destroyForcibly(); // SIGKILL: no shutdown hook runs
            p.waitFor();
            for (Thread t : phones) t.join();
            assertTrue(answered.get() >= 60, "the burst was under way: " + answered.get());

            TableMode reopened = new TableMode();
            reopened.open(Files.readAllBytes(file));
            Map<String, Integer> saved = new java.util.HashMap<>();
            for (Seat s : reopened.table().seats()) saved.put(s.name, s.claim);
            for (String name : joined) assertTrue(saved.containsKey(name), name + " joined (200) and is saved");
            assertTrue(saved.size() <= 4 + joined.size() + 1, "at most one join in flight: " + saved.keySet());
            for (int i = 0; i < 4; i++) {
                String name = "P" + i;
                Integer last = lastClaim.get(name);
                Integer kept = saved.get(name);
                if (last == null) continue;
                assertTrue(
                        kept != null && (kept == (int) last || kept == last + 1),
                        name + ": answered up to claim " + last + ", saved " + kept);
            }
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void anEarlierEveningsFileIsNeverWrittenOver() throws Exception {
        Path file = dir.resolve("output/table.pnptable");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "last week");
        Cli.Result r = Cli.run(dir, "serve", "--table", "--host", "127.0.0.1", "--port", "1");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("output/table.pnptable holds a saved table already"), r.err());
        assertTrue(r.err().contains("--open-table output/table.pnptable"), r.err());
        assertEquals("last week", Files.readString(file));
        assertEquals(2, Cli.run(dir, "serve", "--save", "x.pnptable").status(), "--save needs --table");
    }
}
