package pnp.web.table;

import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import pnp.web.Replies;

/**
 * The one place where table mode checks its token: it sees every request before anything else. The
 * join address {@code /join?t=TOKEN} sets the token as a cookie (HttpOnly, SameSite=Strict) and sends
 * the browser on to the phone page ({@code &page=host}: the host page); every other request passes only
 * with that cookie. Without a token the answer is 401, with a wrong one 403, both one line of JSON, or for a browser (Accept: text/html) a small page
 * saying why and what to do.
 */
final class TableGate extends Handler.Wrapper {
    /** The cookie that carries the table's token. */
    static final String COOKIE = "pnp_table";

    private final Secret token;

    TableGate(Secret token, Handler server) {
        super(server);
        this.token = token;
    }

    @Override
    public boolean handle(Request req, Response res, Callback cb) throws Exception {
        if ("/join".equals(req.getHttpURI().getPath())) {
            join(req, res, cb);
            return true;
        }
        String given = null;
        for (HttpCookie c : Request.getCookies(req)) {
            if (!COOKIE.equals(c.getName())) continue;
            given = c.getValue();
            if (token.matches(given)) return super.handle(req, res, cb);
        }
        if (given == null) {
            refuse(
                    req,
                    res,
                    cb,
                    401,
                    "this table needs its token: open the join address the host page shows",
                    NO_TOKEN);
        } else {
            refuse(req, res, cb, 403, "wrong token (from an earlier session?): open the join address again", OLD);
        }
        return true;
    }

    private void join(Request req, Response res, Callback cb) {
        Fields query = Request.extractQueryParameters(req);
        String t = query.getValue("t");
        if (t == null) {
            refuse(req, res, cb, 401, "the join address carries the table's token: /join?t=TOKEN", CUT);
            return;
        }
        if (!token.matches(t)) {
            refuse(req, res, cb, 403, "wrong token (from an earlier session?): scan the join code again", OLD);
            return;
        }
        String page = "host".equals(query.getValue("page")) ? "/table-host.html" : "/table.html";
        res.getHeaders()
                .add(HttpHeader.SET_COOKIE, COOKIE + "=" + token.text() + "; Path=/; HttpOnly; SameSite=Strict");
        res.getHeaders().put(HttpHeader.LOCATION, page);
        Replies.json(res, cb, 303, new Moved(page));
    }

    private static final String SCAN =
            "Scan the QR code on the host's screen again, or ask the host for the join address"
                    + " the host page shows.";
    private static final String[] CUT = {"This join link is cut short: it has no table code.", SCAN};
    private static final String[] OLD = {
        "This link is from another evening, or it was copied wrong: each time pnp starts a table, the table gets a"
                + " new code.",
        SCAN
    };
    private static final String[] NO_TOKEN = {
        "This page belongs to a game night table that this browser has not joined.", SCAN
    };

    /**
     * A refusal: a small page saying why and what to do for a browser ({@code Accept: text/html}), one
     * line of JSON for every other client.
     */
    private static void refuse(Request req, Response res, Callback cb, int status, String json, String[] page) {
        String accept = req.getHeaders().get(HttpHeader.ACCEPT);
        if (accept == null || !accept.contains("text/html")) {
            Replies.error(res, cb, status, json, true);
            return;
        }
        String html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>pnp: cannot join the table</title>\n</head>\n<body>\n<main>\n"
                + "<h1>Cannot join the table</h1>\n<p>" + page[0] + "</p>\n<p>" + page[1] + "</p>\n"
                + "</main>\n</body>\n</html>\n";
        res.getHeaders().put(HttpHeader.CONNECTION, "close");
        Replies.send(res, cb, status, "text/html; charset=utf-8", html.getBytes(StandardCharsets.UTF_8), false);
    }

    /** The answer to a join: where the browser goes next. */
    record Moved(String location) {}
}
