package pnp.web.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import pnp.ikes.json.ScoreJson;
import pnp.web.BadRequest;
import pnp.web.BridgeWarsService;
import pnp.web.CheckOut;
import pnp.web.FridgeService;
import pnp.web.IkesService;
import pnp.web.SoloService;

/**
 * The table of one {@code pnp serve --table} session: the game of the round, the players (at most
 * {@link #MAX_PLAYERS}) and their entries, and the shared position of Fridge or Bridge Wars. Every entry
 * is checked and scored by the games' own code ({@link Scoring}) before the lock is taken, so the lock is
 * held only to store it. Thread-safe.
 */
final class Table {
    /** The games a round can be. */
    enum Game {
        IKES,
        FRIDGE,
        BRIDGEWARS,
        SOLO,
        LIVE;

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Game of(String id) {
            for (Game g : values()) if (g.id().equals(id)) return g;
            throw new BadRequest("game: expected ikes, live, solo, fridge or bridgewars");
        }
    }

    static final int MAX_PLAYERS = 12;
    static final int MAX_NAME = 24;
    /** The longest sheet, position or saved table text taken, in characters. */
    static final int MAX_TEXT = 16 * 1024;

    private Game game = Game.IKES;
    private Scoring.Challenge challenge;
    /** The live round's game, while the round is {@link Game#LIVE}. */
    private LiveRound live;

    private final List<Seat> seats = new ArrayList<>();
    private int nextId = 1;
    private long revision = 1;
    private int round = 1;
    private String position;
    private String positionBy;
    private Object positionResult;
    private List<String> positionWinners = List.of();
    private boolean ended;
    private String joinUrl;

    synchronized void joinUrl(String url) {
        joinUrl = url;
    }

    synchronized Game game() {
        return game;
    }

    synchronized Scoring.Challenge challenge() {
        return challenge;
    }

    /**
     * A new round of {@code g} with the same players, their entries cleared; {@code ch} for a solo round,
     * {@code liveSeed} for a live one (every player then plays on the phone until they choose paper).
     */
    synchronized void newRound(Game g, Scoring.Challenge ch, long liveSeed) {
        game = g;
        challenge = ch;
        live = g == Game.LIVE ? new LiveRound(liveSeed) : null;
        for (Seat s : seats) {
            s.clear();
            if (live != null) live.join(s.id, false);
        }
        position = null;
        positionBy = null;
        positionResult = null;
        positionWinners = List.of();
        ended = false;
        round++;
        revision++;
    }

    /** The host ends the round now: the winners are named among the players with a score. */
    synchronized void end() {
        if (ended) return;
        ended = true;
        if (live != null) live.end();
        revision++;
    }

    /** The host removes a player, their entries with them. */
    synchronized void remove(int id) {
        seats.remove(byId(id));
        if (live != null) live.remove(id);
        revision++;
    }

    /** The host frees a player's seat: its key stops working and the player joins again by the same name. */
    synchronized void free(int id) {
        byId(id).secret = null;
        revision++;
    }

    private Seat byId(int id) {
        for (Seat s : seats) if (s.id == id) return s;
        throw new BadRequest(404, "player: no player " + id + " at this table");
    }

    /**
     * Seats a player: a new seat, or the seat of that name when it has no key (a reopened table). Refused
     * when the name is taken, malformed or the table is full.
     */
    synchronized Seat join(String name) {
        String n = name(name);
        for (Seat s : seats) {
            if (!s.name.equalsIgnoreCase(n)) continue;
            if (s.secret != null) throw new BadRequest(409, "name: '" + n + "' is taken at this table; pick another");
            s.secret = Secret.fresh();
            revision++;
            return s;
        }
        List<String> seated = new ArrayList<>();
        for (Seat s : seats) seated.add(s.name);
        Names.distinct(n, seated);
        if (seats.size() >= MAX_PLAYERS) throw new BadRequest(409, "the table is full: " + MAX_PLAYERS + " players");
        Seat s = new Seat(nextId++, n, Secret.fresh());
        seats.add(s);
        if (live != null && !live.over()) live.join(s.id, false);
        revision++;
        return s;
    }

    static String name(String name) {
        if (name == null) throw new BadRequest("name: a name is required");
        String n = name.strip().replaceAll("\\s+", " ");
        if (n.isEmpty() || n.length() > MAX_NAME) throw new BadRequest("name: 1 to " + MAX_NAME + " characters");
        if (!n.codePoints().allMatch(c -> Character.isLetterOrDigit(c) || " .'_-".indexOf(c) >= 0))
            throw new BadRequest("name: letters, digits, spaces and . ' _ - only");
        Names.check(n);
        return n;
    }

    /** The seat whose key is {@code key}, every seat compared in constant time; 403 when none is. */
    synchronized Seat seat(String key) {
        if (key == null) throw new BadRequest(401, "join the table first: this needs your player key");
        Seat found = null;
        for (Seat s : seats) if (s.secret != null && s.secret.matches(key)) found = s;
        if (found == null) throw new BadRequest(403, "that player key is not at this table: join again");
        return found;
    }

    /** Stores a player's Ike's sheet and its check; a sheet with problems cannot be marked finished. */
    synchronized void sheet(Seat s, String text, Integer claim, boolean done, IkesService.Checked checked) {
        if (game == Game.LIVE && live.onPaper(s.id)) need(Game.LIVE);
        else need(Game.IKES);
        if (s.done)
            throw new BadRequest(
                    409,
                    "your sheet is marked finished, so it stays as it is; tap \"Change my sheet\" first"
                            + " (send {\"done\": false})");
        if (done && !checked.valid())
            throw new BadRequest(422, "the sheet has problems; fix them before marking it finished");
        s.text = text;
        s.claim = claim;
        s.done = done;
        s.sheet = checked;
        revision++;
    }

    /** Reopens a finished sheet for changes ({@code {"done": false}}); the host page shows it. */
    synchronized void reopen(Seat s) {
        if (game == Game.LIVE && live.onPaper(s.id)) need(Game.LIVE);
        else need(Game.IKES);
        if (!s.done) return;
        s.done = false;
        s.reopened = true;
        revision++;
    }

    synchronized void solo(Seat s, SoloService.Game game) {
        need(Game.SOLO);
        s.moves = game.lines();
        s.solo = game;
        revision++;
    }

    /** Stores the shared position of a Fridge or Bridge Wars round and its score (or its problems). */
    synchronized void position(Seat by, String text, Object result) {
        if (ended) throw new BadRequest(409, "the host has ended this round: wait for the next one");
        if (game != Game.FRIDGE && game != Game.BRIDGEWARS)
            throw new BadRequest(409, "this round is " + game.id() + ": it has no shared position");
        position = text;
        positionBy = by == null ? null : by.name;
        positionResult = result;
        positionWinners = winners(result);
        revision++;
    }

    private static List<String> winners(Object result) {
        if (result instanceof FridgeService.FridgeOut f && f.ok())
            return f.score().winners();
        if (result instanceof BridgeWarsService.BridgeOut b && b.ok()) {
            List<String> out = new ArrayList<>();
            if (b.score().get("winners") instanceof List<?> l) for (Object o : l) out.add(String.valueOf(o));
            return out;
        }
        return List.of();
    }

    /** A live round's call, for the player {@code s} (null for the host), made under the table's lock. */
    synchronized void live(Seat s, java.util.function.BiConsumer<LiveRound, Integer> call) {
        need(Game.LIVE);
        call.accept(live, s == null ? null : s.id);
        revision++;
    }

    /** A player's live game as a log, or 404 when the round is not live. */
    synchronized String liveLog(int id) {
        if (live == null) throw new BadRequest(404, "this round is " + game.id() + ": it has no live games");
        return live.log(byId(id).id, byId(id).name);
    }

    synchronized LiveRound liveRound() {
        return live;
    }

    private void need(Game g) {
        if (ended) throw new BadRequest(409, "the host has ended this round: wait for the next one");
        if (game != g) throw new BadRequest(409, "this round is " + game.id() + ", not " + g.id());
    }

    /** A copy of the seats for saving and export, in joining order. */
    synchronized List<Seat> seats() {
        return List.copyOf(seats);
    }

    synchronized String position() {
        return position;
    }

    synchronized String positionBy() {
        return positionBy;
    }

    synchronized boolean ended() {
        return ended;
    }

    /** The table as everyone sees it; {@code you} is the asking player, or null. */
    synchronized TableView view(Seat you) {
        List<TableView.PlayerView> players = new ArrayList<>();
        List<String> waiting = new ArrayList<>();
        Integer best = null;
        for (Seat s : seats) {
            Integer score = score(s);
            if (score != null && (best == null || score > best)) best = score;
            if (!finished(s)) waiting.add(s.name);
            players.add(player(s));
        }
        List<String> leaders = new ArrayList<>();
        for (Seat s : seats) if (best != null && best.equals(score(s))) leaders.add(s.name);
        boolean ranked = game == Game.IKES || game == Game.SOLO || game == Game.LIVE;
        boolean over = ended || (ranked ? !seats.isEmpty() && waiting.isEmpty() : positionResult != null);
        List<String> winners = ranked ? (over ? leaders : List.of()) : positionWinners;
        if (ranked) players = placed(players);
        else players.sort(Comparator.comparingInt(TableView.PlayerView::id));
        TableView.PositionView pos =
                ranked ? null : new TableView.PositionView(position, positionBy, positionResult, positionWinners);
        return new TableView(
                game.id(),
                challenge == null ? null : challenge.seed(),
                challenge == null ? null : challenge.par(),
                challenge == null ? null : challenge.bound(),
                revision,
                round,
                joinUrl,
                you == null ? null : you.id,
                players,
                ranked && !ended ? waiting : List.of(),
                ranked ? best : null,
                ranked ? leaders : List.of(),
                over,
                ended,
                winners,
                pos,
                live == null ? null : live.view(),
                live == null || you == null ? null : live.mine(you.id));
    }

    /** Whether the player has finished: for a live round, stopped on the phone or a paper sheet marked done. */
    private boolean finished(Seat s) {
        if (game != Game.LIVE) return s.finished(game);
        if (!live.onPaper(s.id)) return live.stopped(s.id) || live.over();
        return s.done && s.sheet != null && s.sheet.valid();
    }

    /** The player's score now: for a live round, the phone's game or the paper sheet. */
    private Integer score(Seat s) {
        if (game != Game.LIVE) return s.score(game);
        if (!live.onPaper(s.id)) return live.score(s.id);
        return s.sheet == null || !s.sheet.valid() ? null : s.sheet.score().score();
    }

    /**
     * The standings: the players with a score first, best first (ties share a place, joining order among
     * them), then the players without a score, in joining order and without a place.
     */
    static List<TableView.PlayerView> placed(List<TableView.PlayerView> players) {
        List<TableView.PlayerView> scored = new ArrayList<>();
        List<TableView.PlayerView> rest = new ArrayList<>();
        for (TableView.PlayerView p : players) (p.score() == null ? rest : scored).add(p);
        scored.sort(Comparator.comparingInt((TableView.PlayerView p) -> -p.score())
                .thenComparingInt(TableView.PlayerView::id));
        rest.sort(Comparator.comparingInt(TableView.PlayerView::id));
        List<TableView.PlayerView> out = new ArrayList<>();
        for (int i = 0; i < scored.size(); i++) {
            TableView.PlayerView p = scored.get(i);
            int place = i > 0 && p.score().equals(scored.get(i - 1).score())
                    ? out.get(i - 1).place()
                    : i + 1;
            out.add(p.at(place));
        }
        out.addAll(rest);
        return out;
    }

    /** A player as the table answers: the wire records are made here, from the seat's model values. */
    private TableView.PlayerView player(Seat s) {
        SoloService.Game g = s.solo;
        TableView.SoloView solo = g == null
                ? null
                : new TableView.SoloView(
                        g.turn(),
                        g.position().challenge().turns(),
                        g.position().over(),
                        g.moves().size(),
                        IkesService.pad(g.position().sheet()),
                        IkesService.score(g.score()));
        boolean paperSheet = game == Game.IKES || (game == Game.LIVE && live.onPaper(s.id));
        CheckOut sheet = paperSheet && s.sheet != null ? IkesService.answer(s.sheet) : null;
        ScoreJson score = sheet == null ? null : sheet.score();
        String grade = score == null ? null : score.grade();
        if (game == Game.SOLO && g != null) grade = g.score().grade();
        return new TableView.PlayerView(
                s.id,
                null,
                s.name,
                s.secret != null,
                finished(s),
                score(s),
                grade,
                score == null ? null : score.claim(),
                score == null ? null : score.claimMatches(),
                sheet,
                solo,
                s.reopened ? true : null);
    }

    /** For tests and the file: the revision now. */
    synchronized long revision() {
        return revision;
    }

    /** Replaces everything with a reopened table's contents (already checked and scored). */
    synchronized void restore(
            Game g,
            Scoring.Challenge ch,
            LiveRound liveRound,
            List<Seat> players,
            String pos,
            String by,
            Object posResult,
            boolean end) {
        game = g;
        challenge = ch;
        live = liveRound;
        seats.clear();
        seats.addAll(players);
        nextId = players.stream().mapToInt(s -> s.id).max().orElse(0) + 1;
        position = pos;
        positionBy = by;
        positionResult = posResult;
        positionWinners = winners(posResult);
        ended = end;
        round++;
        revision++;
    }
}
