package pnp.web;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The page files the server sends: a fixed list read from the jar once at start (under {@code pnp/web/}),
 * a mode's own added, nothing else; each answers GET and HEAD.
 */
final class Pages {
    /** The page's files: name in the jar (under {@code pnp/web/}) to content type. */
    static final Map<String, String> PAGE = Map.ofEntries(
            Map.entry("index.html", "text/html; charset=utf-8"),
            Map.entry("app.css", "text/css; charset=utf-8"),
            Map.entry("in-table.js", "text/javascript; charset=utf-8"),
            Map.entry("dom.js", "text/javascript; charset=utf-8"),
            Map.entry("sheet.js", "text/javascript; charset=utf-8"),
            Map.entry("pad.js", "text/javascript; charset=utf-8"),
            Map.entry("padinput.js", "text/javascript; charset=utf-8"),
            Map.entry("solo.js", "text/javascript; charset=utf-8"),
            Map.entry("app.js", "text/javascript; charset=utf-8"),
            Map.entry("fridge.html", "text/html; charset=utf-8"),
            Map.entry("fridge.js", "text/javascript; charset=utf-8"),
            Map.entry("bridgewars.html", "text/html; charset=utf-8"),
            Map.entry("bridgewars.js", "text/javascript; charset=utf-8"),
            Map.entry("bwreplay.js", "text/javascript; charset=utf-8"),
            // the API's description, OpenAPI 3: docs/openapi.json, bundled by the pom
            Map.entry("openapi.json", "application/json"));

    private final Map<String, byte[]> files = new HashMap<>();
    private final Map<String, String> types = new HashMap<>(PAGE);

    /** The bundled page and {@code more} (name to content type), read from the jar. */
    Pages(Map<String, String> more) throws IOException {
        types.putAll(more);
        for (String name : types.keySet()) files.put(name, resource(name));
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = Pages.class.getResourceAsStream("/pnp/web/" + name)) {
            if (in == null) throw new IOException("the page file " + name + " is missing from the jar");
            return in.readAllBytes();
        }
    }

    /** Sends the file at {@code path} ({@code /} is index.html), or a one-line 404 or 405. */
    void send(Response res, Callback cb, String path, String method) {
        if (!method.equals("GET") && !method.equals("HEAD")) {
            res.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
            Replies.error(res, cb, 405, "the page takes GET", true);
            return;
        }
        String name = path.equals("/") ? "index.html" : path.substring(1);
        byte[] bytes = files.get(name);
        if (bytes == null) {
            Replies.error(res, cb, 404, "not found: only the bundled page is served", false);
            return;
        }
        Replies.send(res, cb, 200, types.get(name), bytes, method.equals("HEAD"));
    }
}
