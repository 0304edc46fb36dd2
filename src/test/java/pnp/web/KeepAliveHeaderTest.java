package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The header time limit holds for every request on a kept-alive connection, not only its first: a
 * second request trickled a byte every 100 ms is closed within the limit (500 ms here), while a
 * second request sent whole after the connection has idled past the limit is answered.
 */
class KeepAliveHeaderTest {
    private static WebServer server() throws Exception {
        return WebServer.start("127.0.0.1", 0, new Limits(500, 500, 20_000, 32, 64, 2, 8, 8192), line -> {});
    }

    private static String get(int port) {
        return "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n";
    }

    /** The status of the next answer on {@code r}, read to the end of its body (the connection stays open). */
    private static int answer(Raw r) throws IOException {
        r.socket.setSoTimeout(10_000);
        InputStream in = r.socket.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) return -1;
            head.append((char) b);
        }
        Matcher m = Pattern.compile("(?i)\r\nContent-Length: *(\\d+)").matcher(head);
        long length = m.find() ? Long.parseLong(m.group(1)) : 0;
        for (long i = 0; i < length; i++) if (in.read() < 0) return -1;
        return Raw.status(head.toString());
    }

    @Test
    void aTrickledSecondRequestIsClosedWithinTheHeaderLimit() throws Exception {
        try (WebServer s = server();
                Raw r = new Raw(s.port())) {
            assertEquals(200, answer(r.send(get(s.port()))));
            String second = get(s.port());
            Thread trickle = new Thread(() -> {
                try {
                    for (int i = 0; i < second.length(); i++) {
                        r.send(second.substring(i, i + 1));
                        Thread.sleep(100);
                    }
                } catch (IOException e) {
                    // closed by the server: the point of the test
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            trickle.setDaemon(true);
            trickle.start();
            // the trickle would last over 4 s and the idle limit is 20 s: only the header limit closes it
            assertTrue(r.closedWithin(2_500), "a trickled second header is closed after the header limit");
            trickle.interrupt();
        }
    }

    @Test
    void aSecondRequestSentWholeAfterAnIdlePauseIsAnswered() throws Exception {
        try (WebServer s = server();
                Raw r = new Raw(s.port())) {
            assertEquals(200, answer(r.send(get(s.port()))));
            Thread.sleep(1_200); // idle past the header limit, within the idle limit
            assertEquals(200, answer(r.send(get(s.port()))));
            assertFalse(r.closedWithin(100), "the connection is kept alive");
        }
    }
}
