package pnp.web;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import pnp.web.Extension.Answer;
import pnp.web.Extension.Call;

/**
 * One route of the server, all of it data the server dispatches on: its path, its method ({@code GET}
 * also answers {@code HEAD}), who may call it, the content types its body may have (and the sentence
 * asking for them, and what it carries, for the 405 answer), the largest body it takes, whether its work
 * is reading a photo (done on the photo threads, never on those answering everything else), and what it
 * does with the request.
 */
public record Route(
        String path,
        String method,
        Role role,
        int max,
        List<String> types,
        String askType,
        String takes,
        boolean photo,
        Function<Call, Answer> handler) {

    /** Who may call a route. */
    public enum Role {
        /** Anyone the server lets through (in table mode: anyone with the table's token). */
        ANYONE,
        /** A player at the table: the request carries a player key, which the route resolves to a seat. */
        PLAYER,
        /** The computer running pnp only (a loopback connection): the host page. */
        HOST
    }

    /** Content types of a JSON body. */
    public static final List<String> JSON = List.of("application/json");

    private static final String ASK_JSON = "send the body as Content-Type: application/json";

    /** A POST route whose body is JSON of at most {@code max} bytes. */
    public static Route post(String path, Role role, int max, Function<Call, Answer> handler) {
        return new Route(path, "POST", role, max, JSON, ASK_JSON, "a JSON body", false, handler);
    }

    /** A GET (and HEAD) route; it takes no body. */
    public static Route get(String path, Role role, Function<Call, Answer> handler) {
        return new Route(path, "GET", role, 0, List.of(), "", "", false, handler);
    }

    /** Whether a request's method is this route's. */
    public boolean allows(String m) {
        return method.equals(m) || (method.equals("GET") && m.equals("HEAD"));
    }

    /** The {@code Allow} header of a 405 answer. */
    String allow() {
        return method.equals("GET") ? "GET, HEAD" : method;
    }

    /** The 405 answer's reason. */
    String wrongMethod() {
        return path + " takes " + method + (takes.isEmpty() ? "" : " with " + takes);
    }

    /** Whether a request's Content-Type is one this route takes (a GET route takes any). */
    boolean accepts(String type) {
        if (types.isEmpty()) return true;
        if (type == null) return false;
        String t = type.toLowerCase(Locale.ROOT);
        return types.stream().anyMatch(t::startsWith);
    }

    /** Answers one request whose body is read: refuses a caller the route's role leaves out, then runs it. */
    public Answer answer(Call call) {
        if (role == Role.HOST && !call.local())
            throw new BadRequest(403, "only the computer running pnp (the host page) can use " + path);
        return handler.apply(call);
    }

    /** The route for {@code call}'s path and method among {@code routes}, as {@link #answer} answers it. */
    public static Answer answer(List<Route> routes, Call call) {
        for (Route r : routes) {
            if (!r.path.equals(call.path())) continue;
            if (!r.allows(call.method())) throw new BadRequest(405, r.wrongMethod());
            if (!r.accepts(call.headers().get("Content-Type"))) throw new BadRequest(415, r.askType);
            return r.answer(call);
        }
        throw new BadRequest(404, "no such route: " + Replies.printable(call.path(), 80));
    }
}
