package pnp.web.table;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.grid.CellSide;
import pnp.ikes.format.DoorwayText;
import pnp.ikes.format.LiveLog;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.rules.LiveGame;
import pnp.ikes.rules.Position;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.web.BadRequest;
import pnp.web.IkesService;
import pnp.web.SoloOut;
import pnp.web.SoloService;

/**
 * A live Ike's round: the table's {@link LiveGame} and which player plays which of its seats. Players on
 * phones each have a seat and play the table's rolls through it; a player on paper has none, sees the
 * rolls, and enters the finished sheet at the end like an Ike's round's sheet. Every refusal of the
 * rules is a 409 with the rules' reason. Guarded by the {@link Table}'s lock.
 */
final class LiveRound {
    /** The round as every page sees it: the turn, the dice, who rolls and who the turn waits for, by player number. */
    record Live(
            long seed,
            int turn,
            List<Integer> dice,
            String phase,
            Integer roller,
            List<Integer> waiting,
            boolean over,
            List<LivePlayer> players) {}

    /** One player in the round: on paper or not, still playing or stopped, coins and the score so far. */
    record LivePlayer(int player, boolean paper, boolean doors, boolean stopped, int coins, int score) {}

    /** A phone's own game: the tile the dice name and where it fits, the sheet and its score, and the log so far. */
    record Mine(
            int player,
            boolean paper,
            boolean stopped,
            boolean toPlay,
            boolean canReroll,
            int coins,
            String entrance,
            String exit,
            SoloOut.TileOut tile,
            List<String> fits,
            pnp.web.SheetIn sheet,
            pnp.ikes.json.ScoreJson score,
            String log) {}

    private final LiveGame game;
    private final Map<Integer, Integer> seatOf = new LinkedHashMap<>();
    private final Set<Integer> paper = new HashSet<>();
    /** Every accepted call, one line each ({@link #replay} makes them again): what a saved table keeps. */
    private final List<String> journal = new ArrayList<>();

    LiveRound(long seed) {
        game = new LiveGame(seed, TileChartParser.standard());
    }

    long seed() {
        return game.seed();
    }

    /** A player joins the round, on a phone (a seat in the game) or on paper. */
    void join(int player, boolean onPaper) {
        if (seatOf.containsKey(player) || paper.contains(player)) return;
        if (onPaper) paper.add(player);
        else rules(() -> seatOf.put(player, game.seat()));
        journal.add("join " + player + (onPaper ? " paper" : ""));
    }

    /** A phone player turns to paper: allowed until their first step, and the seat stops for good. */
    void toPaper(int player) {
        Integer seat = seatOf.get(player);
        if (seat == null) return;
        if (!game.sheet(seat).steps().isEmpty()) {
            throw new BadRequest(409, "you have played on the phone already: finish there, or stop");
        }
        rules(() -> game.play(seat, new Move.Stop()));
        seatOf.remove(player);
        paper.add(player);
        journal.add("paper " + player);
    }

    /** A player the host removes stops for good, so that the turn no longer waits for them. */
    void remove(int player) {
        Integer seat = seatOf.get(player);
        if (seat != null && !game.stopped(seat) && !over()) {
            rules(() -> game.play(seat, new Move.Stop()));
            journal.add("move " + player + " stop");
        }
    }

    void doors(int player, String entrance, String exit) {
        int seat = seat(player);
        CellSide in = door("entrance", entrance);
        CellSide out = door("exit", exit);
        rules(() -> game.doors(seat, in, out));
        journal.add("doors " + player + " " + in + " " + out);
    }

    void sameDoors() {
        rules(game::sameDoors);
        journal.add("same-doors");
    }

    void roll() {
        rules(game::roll);
        journal.add("roll");
    }

    void end() {
        game.end();
        journal.add("end");
    }

    boolean over() {
        return game.phase() == LiveGame.Phase.OVER;
    }

    /** One move line from a phone: {@code keep}, {@code reroll light|dark}, a tile, a cafeteria or {@code stop}. */
    void move(int player, String line) {
        int seat = seat(player);
        if (line == null || line.isBlank()) throw new BadRequest("move: expected one line of a move log");
        if (line.strip().equalsIgnoreCase("keep")) {
            rules(() -> game.keep(seat));
        } else {
            Move m;
            try {
                m = MoveLog.line(new TextSource("move", line));
            } catch (InputException e) {
                throw new BadRequest(e.getMessage());
            }
            rules(() -> game.play(seat, m));
        }
        journal.add("move " + player + " " + line.strip());
    }

    /** The accepted calls so far, for a saved table. */
    List<String> journal() {
        return List.copyOf(journal);
    }

    /** The round of {@code seed} after the calls of {@code lines} (a saved table's journal), or 400 at the first bad one. */
    static LiveRound replay(long seed, List<String> lines) {
        LiveRound r = new LiveRound(seed);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i) == null ? "" : lines.get(i);
            String[] w = line.split(" ", 3);
            try {
                switch (w[0]) {
                    case "join" -> r.join(Integer.parseInt(w[1]), w.length > 2 && w[2].equals("paper"));
                    case "paper" -> r.toPaper(Integer.parseInt(w[1]));
                    case "doors" -> {
                        String[] d = w[2].split(" ");
                        r.doors(Integer.parseInt(w[1]), d[0] + " " + d[1], d[2] + " " + d[3]);
                    }
                    case "same-doors" -> r.sameDoors();
                    case "roll" -> r.roll();
                    case "end" -> r.end();
                    case "move" -> r.move(Integer.parseInt(w[1]), w[2]);
                    default -> throw new BadRequest("not a call of a live round");
                }
            } catch (RuntimeException e) {
                throw new BadRequest(
                        "live[" + i + "]: '" + pnp.web.Replies.printable(line, 60) + "': " + e.getMessage());
            }
        }
        return r;
    }

    /** Whether the player has finished: stopped on the phone (a paper player finishes with their sheet). */
    boolean stopped(int player) {
        Integer seat = seatOf.get(player);
        return seat != null && game.stopped(seat);
    }

    boolean onPaper(int player) {
        return paper.contains(player);
    }

    /** The phone player's score so far, or null for a paper player. */
    Integer score(int player) {
        Integer seat = seatOf.get(player);
        return seat == null ? null : game.score(seat);
    }

    Live view() {
        List<LivePlayer> players = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : seatOf.entrySet()) {
            int s = e.getValue();
            players.add(new LivePlayer(
                    e.getKey(), false, game.sheet(s).hasDoors(), game.stopped(s), game.coins(s), game.score(s)));
        }
        for (int p : paper) players.add(new LivePlayer(p, true, false, false, 0, 0));
        int[] dice = game.dice();
        return new Live(
                game.seed(),
                game.turn(),
                game.turn() == 0 ? List.of() : List.of(dice[0], dice[1]),
                game.phase().name().toLowerCase(java.util.Locale.ROOT),
                player(game.roller()),
                game.waiting().stream().map(this::player).toList(),
                over(),
                players);
    }

    Mine mine(int player) {
        Integer seat = seatOf.get(player);
        if (seat == null)
            return new Mine(player, true, false, false, false, 0, null, null, null, List.of(), null, null, null);
        var r = game.result(seat);
        Position p = r.position();
        boolean toPlay = game.waiting().contains(seat);
        boolean rolling = game.phase() == LiveGame.Phase.REROLL && game.roller() == seat;
        boolean placing = toPlay && p != null && !p.over() && game.phase() != LiveGame.Phase.ROLL;
        var sheet = game.sheet(seat);
        return new Mine(
                player,
                false,
                game.stopped(seat),
                toPlay,
                rolling && game.coins(seat) > 0,
                game.coins(seat),
                sheet.hasDoors() ? sheet.entrance().toString() : null,
                sheet.hasDoors() ? sheet.exit().toString() : null,
                placing ? SoloService.tile(p.tile()) : null,
                placing ? SoloService.fits(p) : List.of(),
                p == null ? null : IkesService.pad(p.sheet()),
                p == null ? null : IkesService.score(p.sheet()),
                log(player, null));
    }

    /** The player's game as a live {@code .ikeslog}, for {@code pnp ikes replay}. */
    String log(int player, String name) {
        int seat = seat(player);
        String who = name == null ? "" : ", " + name;
        return LiveLog.write(
                game.sheet(seat), "Ike's live at a table, seed " + game.seed() + who + "; played with pnp serve");
    }

    private int seat(int player) {
        Integer seat = seatOf.get(player);
        if (seat == null) throw new BadRequest(409, "you play on paper in this round: enter your sheet at the end");
        return seat;
    }

    private Integer player(int seat) {
        for (Map.Entry<Integer, Integer> e : seatOf.entrySet()) if (e.getValue() == seat) return e.getKey();
        return null;
    }

    private static CellSide door(String what, String text) {
        if (text == null) throw new BadRequest(what + ": expected an edge space and side, e.g. A4 W");
        try {
            return DoorwayText.parse(what, text.strip().replaceAll("\\s+", ":"));
        } catch (InputException e) {
            throw new BadRequest(e.getMessage());
        }
    }

    private static void rules(Runnable r) {
        try {
            r.run();
        } catch (IllegalMoveException e) {
            throw new BadRequest(409, e.reason());
        }
    }
}
