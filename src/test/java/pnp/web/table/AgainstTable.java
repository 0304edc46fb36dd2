package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import pnp.web.WebServer;

/**
 * Tests against a fresh table-mode server for each test, with the host's client; no request may end in
 * a server error.
 */
abstract class AgainstTable {
    final StringBuilder log = new StringBuilder();
    TableMode mode;
    WebServer server;
    TableClient host;

    @BeforeEach
    void start() throws Exception {
        mode = new TableMode();
        server = TableClient.start(mode, log);
        host = new TableClient(server.port(), mode.token());
    }

    @AfterEach
    void stop() {
        server.close(0); // no request is running when a test ends: no grace to wait for
        assertEquals("", log.toString());
    }

    /** A player who has joined by {@code name}, with their own key. */
    TableClient player(String name) throws Exception {
        TableClient c = new TableClient(server.port(), mode.token());
        TableClient.Reply r = c.join(name);
        assertEquals(200, r.status(), r.body());
        return c;
    }
}
