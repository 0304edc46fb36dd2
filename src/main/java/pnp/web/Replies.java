package pnp.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import pnp.cli.Json;

/**
 * How the server answers: every reply carries the same safety headers, and every error, whether pnp
 * or the HTTP layer finds it (a malformed request line, bad chunking, headers too large), is one line
 * of JSON {@code {"error": "..."}} naming no Java class.
 */
public final class Replies {
    static final String JSON = "application/json; charset=utf-8";

    private Replies() {}

    public static void send(Response res, Callback cb, int status, String type, byte[] body, boolean head) {
        res.setStatus(status);
        HttpFields.Mutable h = res.getHeaders();
        h.put(HttpHeader.CONTENT_TYPE, type);
        h.put("X-Content-Type-Options", "nosniff");
        h.put(HttpHeader.CACHE_CONTROL, "no-store");
        h.put("Content-Security-Policy", "default-src 'self'; img-src 'self' data:");
        h.put("Referrer-Policy", "no-referrer");
        h.put(HttpHeader.CONTENT_LENGTH, body.length);
        res.write(true, head ? ByteBuffer.allocate(0) : ByteBuffer.wrap(body), cb);
    }

    public static void json(Response res, Callback cb, int status, Object value) {
        send(res, cb, status, JSON, Json.compact(value).getBytes(StandardCharsets.UTF_8), false);
    }

    /** An error reply; the connection is closed after it when the request body may be left unread. */
    public static void error(Response res, Callback cb, int status, String reason, boolean close) {
        if (close) res.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
        json(res, cb, status, new Api.ErrorOut(reason));
    }

    /**
     * Text taken from a request (a path, a header, a route's name) as an error answer may quote it: its
     * first {@code max} characters, each outside printable ASCII shown as {@code ?}, and {@code ...} when
     * cut.
     */
    public static String printable(String s, int max) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && i < max; i++) {
            char c = s.charAt(i);
            b.append(c < 0x20 || c > 0x7e ? '?' : c);
        }
        return s.length() > max ? b + "..." : b.toString();
    }

    /** The sentence for a status the HTTP layer chose, with its own reason when that is a short plain phrase. */
    static String reason(int status, String detail) {
        String base = switch (status) {
            case 400 -> "malformed HTTP request";
            case 404 -> "not found";
            case 405 -> "method not allowed";
            case 408 -> "the request took too long to arrive";
            case 413 -> "request too large";
            case 414 -> "request line too long";
            case 431 -> "request headers too large";
            case 501 -> "not implemented";
            case 503 -> "the server is busy; try again in a moment";
            case 505 -> "HTTP version not supported";
            default -> status >= 500 ? "internal error in pnp" : "request refused";
        };
        if (detail == null
                || !detail.matches("[A-Za-z0-9 ,.:;'()/_-]{1,80}")
                || detail.contains("Exception")
                || detail.contains("java")
                || detail.equalsIgnoreCase(base)) return base;
        return base + ": " + detail;
    }

    /** The HTTP layer's error answers, as one line of JSON instead of Jetty's HTML page. */
    static final class Errors extends ErrorHandler {
        @Override
        public boolean handle(Request req, Response res, Callback cb) {
            Object s = req.getAttribute(ERROR_STATUS);
            int status = s instanceof Integer i ? i : res.getStatus() >= 400 ? res.getStatus() : 500;
            Object m = req.getAttribute(ERROR_MESSAGE);
            error(res, cb, status, reason(status, m instanceof String t ? t : null), status >= 400 && status != 404);
            return true;
        }

        @Override
        @SuppressWarnings("removal") // Jetty 12.1 still calls it for a request it cannot parse; no replacement yet
        public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
            fields.put(new HttpField(HttpHeader.CONTENT_TYPE, JSON));
            byte[] b = Json.compact(new Api.ErrorOut(reason(status, reason))).getBytes(StandardCharsets.UTF_8);
            return ByteBuffer.wrap(b);
        }
    }
}
