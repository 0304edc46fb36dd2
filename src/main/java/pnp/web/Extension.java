package pnp.web;

import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Handler;

/**
 * What a mode of {@code pnp serve} adds to the server (table mode does): a handler around every
 * request (a gate that sees each one first), page files of its own, and routes that the server
 * dispatches and bounds with its own (Host and Origin checked, the body read within its limits, the work on the bounded
 * threads, every refusal one line of JSON).
 */
public interface Extension {
    /** The handler that sees every request first and passes the ones it lets through to {@code server}. */
    Handler wrap(Handler server);

    /** More page files: name in the jar (under {@code pnp/web/}) to content type. */
    Map<String, String> pages();

    /** This mode's routes, which the server dispatches with its own. */
    List<Route> routes();

    /**
     * One request, its body read: the method, the path and its query, the headers, whether it came from
     * this computer (a loopback connection) and from which address.
     */
    record Call(
            String method, String path, String query, HttpFields headers, boolean local, String client, byte[] body) {}

    /**
     * An answer: JSON (a value Jackson writes) or bytes of a content type, offered as a download when
     * {@code fileName} is set; {@code cookie} (a whole Set-Cookie value) when set.
     */
    record Answer(Object json, String type, byte[] bytes, String fileName, String cookie) {
        public static Answer json(Object value) {
            return new Answer(value, null, null, null, null);
        }

        public static Answer bytes(String type, byte[] bytes, String fileName) {
            return new Answer(null, type, bytes, fileName, null);
        }

        public Answer withCookie(String setCookie) {
            return new Answer(json, type, bytes, fileName, setCookie);
        }
    }
}
