package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Tests against a {@link WebServer} running on a free port of 127.0.0.1; no request may end in a server error. */
abstract class AgainstServer {
    static WebServer server;
    static ApiClient api;
    static final StringBuilder SERVER_LOG = new StringBuilder();

    @BeforeAll
    static void startServer() throws Exception {
        SERVER_LOG.setLength(0);
        server = WebServer.start("127.0.0.1", 0, line -> SERVER_LOG.append(line).append('\n'));
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stopServer() {
        server.close();
        assertEquals("", SERVER_LOG.toString(), "server errors");
    }
}
