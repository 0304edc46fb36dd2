package pnp.web.table;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import pnp.cli.Json;
import pnp.web.Api;
import pnp.web.BadRequest;
import pnp.web.Extension.Answer;
import pnp.web.Extension.Call;
import pnp.web.IkesService;
import pnp.web.Route;
import pnp.web.Route.Role;
import pnp.web.SoloService;

/**
 * The table's routes under {@code /api/table/} (all behind the token): the state, joining, each
 * player's own entries (their key in the {@code pnp_player} cookie or the {@code X-Pnp-Player} header),
 * the shared position, a live round's rolls ({@code roll}, {@code doors}: the host's) and moves
 * ({@code live}: a phone's), and the host's controls (only from the computer running pnp: a new round, ending
 * it, removing a player, freeing a seat, reopening a saved table),
 * exports, the saved file, solo move logs and the QR code of the join address.
 */
final class TableApi {
    static final String PLAYER_COOKIE = "pnp_player";
    static final String PLAYER_HEADER = "X-Pnp-Player";

    record JoinIn(String name) {}

    /** The answer to a join: the seat's number and name and the player's key (also set as a cookie). */
    record JoinOut(int id, String name, String key) {}

    /**
     * A player's Ike's sheet: {@code .ikes} text (with an optional claim), or the pad's {@code sheet} as
     * {@code POST /api/ikes/score} takes it, checked once here (a pad's sheet with problems stays open);
     * and whether it is final. {@code done: false} alone reopens a finished sheet.
     */
    record SheetIn(String text, pnp.web.SheetIn sheet, Integer claim, Boolean done) {}

    record MovesIn(List<String> moves) {}

    record PositionIn(String text) {}

    /**
     * A phone's call in a live round: one {@code .ikeslog} move line ({@code keep} too), or its doors,
     * or {@code paper: true} to play on paper from now on.
     */
    record LiveIn(String move, String entrance, String exit, Boolean paper) {}

    /** A player the host acts on, by number. */
    record PlayerIn(Integer player) {}

    /** A new round: the game and, for solo, a challenge number or a day ({@code YYYY-MM-DD}). */
    record NewIn(String game, Long seed, String date) {}

    private final Table table;
    private final JoinLimit joins;
    private final List<Route> routes;
    private volatile TableSaver saver;

    TableApi(Table table, JoinLimit joins) {
        this.table = table;
        this.joins = joins;
        this.routes = build();
    }

    /** From now on, every accepted change is saved by {@code s} before it is answered. */
    void saver(TableSaver s) {
        saver = s;
        s.save(table);
    }

    /** The table's routes: each a path under {@code /api/table/}, its method, role and body limit. */
    List<Route> routes() {
        return routes;
    }

    private List<Route> build() {
        return List.of(
                get("state", c -> Answer.json(table.view(seatOrNull(c)))),
                post("join", Role.ANYONE, this::join),
                player("sheet", this::sheet),
                player("solo", this::solo),
                player("position", this::position),
                player("live", this::live),
                post("new", Role.HOST, this::newRound),
                new Route(
                        PREFIX + "open",
                        "POST",
                        Role.HOST,
                        TableMode.MAX_FILE,
                        Route.JSON,
                        "send the body as Content-Type: application/json",
                        "a saved table",
                        false,
                        saved(this::open)),
                post("remove", Role.HOST, c -> {
                    table.remove(playerId(c));
                    return Answer.json(table.view(null));
                }),
                post("free", Role.HOST, c -> {
                    table.free(playerId(c));
                    return Answer.json(table.view(null));
                }),
                post("end", Role.HOST, c -> {
                    table.end();
                    return Answer.json(table.view(null));
                }),
                post("roll", Role.HOST, c -> {
                    table.live(null, (r, p) -> r.roll());
                    return Answer.json(table.view(null));
                }),
                post("doors", Role.HOST, c -> {
                    table.live(null, (r, p) -> r.sameDoors());
                    return Answer.json(table.view(null));
                }),
                get("export.csv", c -> Answer.bytes("text/csv; charset=utf-8", Export.csv(table), "table.csv")),
                get("export.json", c -> Answer.bytes("application/json", Export.json(table), "table.json")),
                get("save", c -> Answer.bytes("application/json", TableFile.save(table), "table.pnptable")),
                get("log", this::log),
                get("qr.svg", c -> qr()));
    }

    private static final String PREFIX = "/api/table/";

    private static Route get(String name, Function<Call, Answer> handler) {
        return Route.get(PREFIX + name, Role.ANYONE, handler);
    }

    /** A POST route whose accepted change is saved before it is answered. */
    private Route post(String name, Role role, Function<Call, Answer> handler) {
        return Route.post(PREFIX + name, role, TableMode.MAX_BODY, saved(handler));
    }

    /** A player's route: the request's key is resolved to the player's seat first. */
    private Route player(String name, BiFunction<Call, Seat, Answer> handler) {
        return post(name, Role.PLAYER, c -> handler.apply(c, table.seat(key(c))));
    }

    private Function<Call, Answer> saved(Function<Call, Answer> handler) {
        return c -> {
            Answer a = handler.apply(c);
            TableSaver s = saver;
            if (s != null) s.save(table);
            return a;
        };
    }

    /** Answers one call as the server would once its body is read (for tests that need no server). */
    Answer answer(Call c) {
        return Route.answer(routes, c);
    }

    private Answer join(Call c) {
        joins.check(c.client());
        JoinIn in = Api.read(c.body(), JoinIn.class);
        Seat s = table.join(in.name());
        String key = s.secret.text();
        return Answer.json(new JoinOut(s.id, s.name, key))
                .withCookie(PLAYER_COOKIE + "=" + key + "; Path=/; HttpOnly; SameSite=Strict");
    }

    private Answer sheet(Call c, Seat s) {
        SheetIn in = Api.read(c.body(), SheetIn.class);
        if (in.text() == null && in.sheet() == null && Boolean.FALSE.equals(in.done())) {
            table.reopen(s);
            return Answer.json(table.view(s));
        }
        if (in.claim() != null && (in.claim() < -99 || in.claim() > 99))
            throw new BadRequest("claim: expected a score from -99 to 99");
        if (in.sheet() != null) {
            if (in.text() != null || in.claim() != null)
                throw new BadRequest("sheet: give the pad's sheet or the text with its claim, not both");
            IkesService.Checked checked = IkesService.checked(in.sheet());
            table.sheet(s, checked.text(), null, Boolean.TRUE.equals(in.done()) && checked.valid(), checked);
        } else {
            table.sheet(s, in.text(), in.claim(), Boolean.TRUE.equals(in.done()), Scoring.ikes(in.text(), in.claim()));
        }
        return Answer.json(table.view(s));
    }

    private Answer solo(Call c, Seat s) {
        MovesIn in = Api.read(c.body(), MovesIn.class);
        Scoring.Challenge ch = table.challenge();
        if (ch == null || table.game() != Table.Game.SOLO)
            throw new BadRequest(409, "this round is " + table.game().id() + ", not solo");
        List<String> moves = in.moves() == null ? List.of() : in.moves();
        table.solo(s, Scoring.solo(ch.seed(), moves));
        return Answer.json(table.view(s));
    }

    private Answer live(Call c, Seat s) {
        LiveIn in = Api.read(c.body(), LiveIn.class);
        int given = (in.move() != null ? 1 : 0)
                + (in.entrance() != null || in.exit() != null ? 1 : 0)
                + (in.paper() != null ? 1 : 0);
        if (given != 1) throw new BadRequest("send one of: move, entrance and exit, or paper");
        if (in.move() != null && in.move().length() > 200)
            throw new BadRequest("move: one line of at most 200 characters");
        table.live(s, (r, p) -> {
            if (in.move() != null) r.move(p, in.move());
            else if (in.paper() != null) {
                if (!in.paper()) throw new BadRequest("paper: send true to play on paper");
                r.toPaper(p);
            } else r.doors(p, in.entrance(), in.exit());
        });
        return Answer.json(table.view(s));
    }

    private Answer position(Call c, Seat s) {
        PositionIn in = Api.read(c.body(), PositionIn.class);
        Table.Game g = table.game();
        if (g != Table.Game.FRIDGE && g != Table.Game.BRIDGEWARS)
            throw new BadRequest(409, "this round is " + g.id() + ": it has no shared position");
        table.position(s, in.text(), Scoring.position(g, in.text()));
        return Answer.json(table.view(s));
    }

    private Answer newRound(Call c) {
        NewIn in = Api.read(c.body(), NewIn.class);
        Table.Game g = Table.Game.of(in.game());
        if (in.seed() != null && in.date() != null) throw new BadRequest("give a seed or a date, not both");
        Long seed = in.date() != null ? Scoring.Challenge.ofDay(in.date()) : in.seed() == null ? 1L : in.seed();
        Scoring.Challenge ch = g == Table.Game.SOLO ? Scoring.Challenge.of(seed) : null;
        if (g == Table.Game.LIVE && (seed < 0 || seed > pnp.random.Seeds.MAX))
            throw new BadRequest("seed: expected a whole number from 0 to " + pnp.random.Seeds.MAX);
        table.newRound(g, ch, seed);
        return Answer.json(table.view(null));
    }

    private Answer open(Call c) {
        TableFile.open(table, c.body());
        return Answer.json(table.view(null));
    }

    private int playerId(Call c) {
        Integer id = Api.read(c.body(), PlayerIn.class).player();
        if (id == null) throw new BadRequest("player: expected a player's number");
        return id;
    }

    private Answer log(Call c) {
        String q = c.query() == null ? "" : c.query();
        if (!q.matches("player=\\d{1,3}")) throw new BadRequest("expected ?player=N, a player's number");
        int id = Integer.parseInt(q.substring("player=".length()));
        if (table.game() == Table.Game.LIVE) {
            String name = table.seats().stream()
                    .filter(x -> x.id == id)
                    .map(x -> x.name)
                    .findFirst()
                    .orElse("player");
            String file = "live-" + table.liveRound().seed() + "-" + name.replaceAll("[^A-Za-z0-9]", "") + ".ikeslog";
            return Answer.bytes("text/plain; charset=utf-8", table.liveLog(id).getBytes(StandardCharsets.UTF_8), file);
        }
        for (Seat s : table.seats()) {
            if (s.id != id) continue;
            SoloService.Game game = s.solo;
            if (game == null) throw new BadRequest(404, "player " + id + " has no solo game");
            String file = "solo-" + game.seed() + "-" + s.name.replaceAll("[^A-Za-z0-9]", "") + ".ikeslog";
            return Answer.bytes("text/plain; charset=utf-8", game.log().getBytes(StandardCharsets.UTF_8), file);
        }
        throw new BadRequest(404, "no player " + id + " at this table");
    }

    private Answer qr() {
        String url = table.view(null).joinUrl();
        if (url == null) throw new BadRequest(404, "no join address yet");
        return Answer.bytes("image/svg+xml", QrSvg.of(url).getBytes(StandardCharsets.UTF_8), null);
    }

    private Seat seatOrNull(Call c) {
        String key = key(c);
        if (key == null) return null;
        try {
            return table.seat(key);
        } catch (BadRequest e) {
            return null;
        }
    }

    /** The player key of the request: the header, else the cookie. */
    static String key(Call c) {
        String h = c.headers().get(PLAYER_HEADER);
        if (h != null) return h;
        for (HttpField f : c.headers()) {
            if (f.getHeader() != HttpHeader.COOKIE) continue;
            for (String part : f.getValue().split(";")) {
                String p = part.strip();
                if (p.startsWith(PLAYER_COOKIE + "=")) return p.substring(PLAYER_COOKIE.length() + 1);
            }
        }
        return null;
    }

    static byte[] utf8(Object json) {
        return Json.compact(json).getBytes(StandardCharsets.UTF_8);
    }
}
