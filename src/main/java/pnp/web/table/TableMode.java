package pnp.web.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.server.Handler;
import pnp.web.BadRequest;
import pnp.web.Extension;
import pnp.web.Route;

/**
 * {@code pnp serve --table}: a session's token (checked by {@link TableGate} before anything else), its
 * table, the table's pages and its routes under {@code /api/table/} ({@link TableApi}).
 */
public final class TableMode implements Extension {
    /** Join attempts one address may make in a minute. */
    public static final int JOINS_PER_MINUTE = 20;
    /** The largest body of a table route but {@code open}, in bytes. */
    static final int MAX_BODY = 64 * 1024;
    /** The largest saved table {@code open} takes, in bytes. */
    public static final int MAX_FILE = 512 * 1024;

    private static final String HTML = "text/html; charset=utf-8";
    private static final String JS = "text/javascript; charset=utf-8";

    private final Secret token = Secret.fresh();
    private final Table table = new Table();
    private final TableApi api;

    public TableMode() {
        api = new TableApi(table, new JoinLimit(JOINS_PER_MINUTE, System::nanoTime));
    }

    /** The address phones open: {@code base} (e.g. {@code http://192.168.1.5:8123}) with the token. */
    public String joinUrl(String base) {
        String url = base + "/join?t=" + token.text();
        table.joinUrl(url);
        return url;
    }

    /** The host page's address on this computer: {@code base} with the token. */
    public String hostUrl(String base) {
        return base + "/join?t=" + token.text() + "&page=host";
    }

    /** Replaces the table with a saved one ({@code pnp serve --table --open-table FILE}). */
    public void open(byte[] file) {
        TableFile.open(table, file);
    }

    /**
     * Keeps the table in {@code file} ({@code --save FILE}): written now, then after every accepted change,
     * before the change is answered.
     *
     * @throws java.io.UncheckedIOException when the file cannot be written
     */
    public void saveTo(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            api.saver(new TableSaver(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (BadRequest e) {
            throw new UncheckedIOException(new IOException(e.getMessage()));
        }
    }

    /** The table, for tests. */
    Table table() {
        return table;
    }

    /** The token, for tests. */
    String token() {
        return token.text();
    }

    @Override
    public Handler wrap(Handler server) {
        return new TableGate(token, server);
    }

    @Override
    public Map<String, String> pages() {
        return Map.of(
                "table.html", HTML,
                "table.js", JS,
                "table-common.js", JS,
                "live.js", JS,
                "table-host.html", HTML,
                "table-host.js", JS,
                "table.css", "text/css; charset=utf-8");
    }

    @Override
    public List<Route> routes() {
        return api.routes();
    }
}
