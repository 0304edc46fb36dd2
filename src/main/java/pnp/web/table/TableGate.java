package pnp.web.table;

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
 * with that cookie. Without a token the answer is 401, with a wrong one 403, both one line of JSON.
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
            Replies.error(res, cb, 401, "this table needs its token: open the join address the host page shows", true);
        } else {
            Replies.error(res, cb, 403, "wrong token (from an earlier session?): open the join address again", true);
        }
        return true;
    }

    private void join(Request req, Response res, Callback cb) {
        Fields query = Request.extractQueryParameters(req);
        String t = query.getValue("t");
        if (t == null) {
            Replies.error(res, cb, 401, "the join address carries the table's token: /join?t=TOKEN", true);
            return;
        }
        if (!token.matches(t)) {
            Replies.error(res, cb, 403, "wrong token (from an earlier session?): scan the join code again", true);
            return;
        }
        String page = "host".equals(query.getValue("page")) ? "/table-host.html" : "/table.html";
        res.getHeaders()
                .add(HttpHeader.SET_COOKIE, COOKIE + "=" + token.text() + "; Path=/; HttpOnly; SameSite=Strict");
        res.getHeaders().put(HttpHeader.LOCATION, page);
        Replies.json(res, cb, 303, new Moved(page));
    }

    /** The answer to a join: where the browser goes next. */
    record Moved(String location) {}
}
