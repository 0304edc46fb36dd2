package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.CellSide;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.LiveSheet;
import pnp.ikes.model.LiveStep;
import pnp.ikes.model.Move;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.TileChart;
import pnp.random.Rng;

/**
 * Ike's played live by a table: the table rolls, and every seat plays the same roll on its own sheet.
 * The turn goes as the rules say: the roller (seats take turns in seat order, skipping those who have
 * stopped) may spend coins to reroll one die at a time; once the roller keeps the dice (by saying so,
 * by playing, or by running out of coins), every seat still playing draws the tile, draws a cafeteria or
 * stops; when all have, the next roll may come. A seat that stops is out for the rest of the game; a
 * seat whose sheet has no empty space left stops by itself. The game is over when every seat has
 * stopped, or when the host ends it.
 *
 * <p>Each seat's game is a {@link LiveSheet}, checked step by step by the solo rules. The dice come from
 * the table's seed, one {@code roll(6)} for each die rolled or rerolled, in the order the calls come,
 * so a game is a pure function of its seed and of the calls accepted on it: making the same calls on a
 * new game with the same seed restores it. A refused call changes nothing and throws
 * {@link IllegalMoveException} with a reason for people. Not thread-safe: its owner serialises calls.
 */
public final class LiveGame {
    /** Where the turn stands: waiting for the table's roll, for the roller's rerolls, for the seats' moves, or over. */
    public enum Phase {
        ROLL,
        REROLL,
        PLAY,
        OVER
    }

    private final long seed;
    private final TileChart chart;
    private final Rng dice;
    private final List<LiveSheet> sheets = new ArrayList<>();
    private final List<LiveRules.Result> results = new ArrayList<>();
    /** Each seat's score, worked out once a change (the route search is the costly part of a view). */
    private final List<Integer> scores = new ArrayList<>();

    private Phase phase = Phase.ROLL;
    private int rolls;
    private int roller = -1;
    private int light;
    private int dark;
    private boolean sameDoors;

    public LiveGame(long seed, TileChart chart) {
        this.seed = seed;
        this.chart = chart;
        this.dice = new Rng(seed).split();
    }

    public long seed() {
        return seed;
    }

    /** A new seat, last in turn order; it plays from the next roll the table keeps. */
    public int seat() {
        refuseWhenOver();
        CellSide[] doors = sameDoors ? tableDoors() : new CellSide[2];
        sheets.add(new LiveSheet(seed, doors[0], doors[1], List.of()));
        results.add(null);
        scores.add(0);
        replace(sheets.size() - 1, sheets.get(sheets.size() - 1));
        return sheets.size() - 1;
    }

    /** The seat draws its entrance and exit: allowed until its first tile or cafeteria. */
    public void doors(int seat, CellSide entrance, CellSide exit) {
        refuseWhenOver();
        refuseWhenStopped(seat);
        if (!Sheet.isOuter(entrance) || !Sheet.isOuter(exit)) {
            throw new IllegalMoveException("a door goes on the building's outer wall: an outer side of an edge space");
        }
        if (entrance.equals(exit)) throw new IllegalMoveException("the entrance and the exit need different places");
        if (drewSomething(seat))
            throw new IllegalMoveException("the doors are drawn before the first tile or cafeteria");
        replace(seat, sheets.get(seat).withDoors(entrance, exit));
    }

    /** The same doors, drawn from the seed, for every seat that has drawn nothing yet, and for seats that join later. */
    public void sameDoors() {
        refuseWhenOver();
        sameDoors = true;
        CellSide[] doors = tableDoors();
        for (int s = 0; s < sheets.size(); s++) {
            if (!drewSomething(s) && !stopped(s)) replace(s, sheets.get(s).withDoors(doors[0], doors[1]));
        }
    }

    /** The table rolls both dice for the next turn. */
    public void roll() {
        refuseWhenOver();
        if (phase != Phase.ROLL) throw new IllegalMoveException("the dice are rolled: " + waitingFor());
        roller = nextRoller();
        light = dice.roll(6);
        dark = dice.roll(6);
        rolls++;
        if (roller < 0) {
            phase = Phase.PLAY;
            keep();
            return;
        }
        replace(roller, sheets.get(roller).with(new LiveStep.Rolled(light, dark)));
        phase = Phase.REROLL;
        if (coins(roller) == 0) keep();
    }

    /** The roller spends a coin to reroll one die. */
    public void reroll(int seat, boolean lightDie) {
        refuseWhenOver();
        if (phase != Phase.REROLL || seat != roller) {
            throw new IllegalMoveException("only the roller may reroll, before keeping the dice: " + waitingFor());
        }
        if (coins(seat) < 1) throw new IllegalMoveException("no coin left: a reroll costs 1 coin and you have 0");
        int face = dice.roll(6);
        replace(seat, sheets.get(seat).with(new LiveStep.Rerolled(lightDie, face)));
        if (lightDie) light = face;
        else dark = face;
        if (coins(seat) == 0) keep();
    }

    /** The roller keeps the dice as they are: every seat may now play them. */
    public void keep(int seat) {
        refuseWhenOver();
        if (phase != Phase.REROLL || seat != roller) throw new IllegalMoveException("nothing to keep: " + waitingFor());
        keep();
    }

    /**
     * The seat's move for this turn: a tile or a cafeteria on the kept dice (the roller's own move keeps
     * them), a reroll (see {@link #reroll}), or stopping, which is allowed at any time.
     */
    public void play(int seat, Move move) {
        refuseWhenOver();
        if (move instanceof Move.Reroll r) {
            reroll(seat, r.light());
            return;
        }
        refuseWhenStopped(seat);
        if (move instanceof Move.Stop) {
            stop(seat);
            return;
        }
        boolean rollerKeeps = phase == Phase.REROLL && seat == roller;
        if (!rollerKeeps && (phase != Phase.PLAY || !pending(seat))) {
            throw new IllegalMoveException(
                    phase == Phase.PLAY ? "you have played this turn: " + waitingFor() : waitingFor());
        }
        LiveSheet next = sheets.get(seat).with(new LiveStep.Played(move));
        LiveRules.Result r = LiveRules.replay(next, chart);
        if (!r.legal()) throw r.error();
        if (rollerKeeps) keep();
        replace(seat, next, r);
        if (full(seat)) replace(seat, next.with(new LiveStep.Played(new Move.Stop())));
        turnEnds();
    }

    /** The host ends the game now. */
    public void end() {
        phase = Phase.OVER;
    }

    private void stop(int seat) {
        replace(seat, sheets.get(seat).with(new LiveStep.Played(new Move.Stop())));
        if (phase == Phase.REROLL && seat == roller) keep();
        turnEnds();
    }

    private void keep() {
        phase = Phase.PLAY;
        for (int s = 0; s < sheets.size(); s++) {
            if (s != roller && !stopped(s)) replace(s, sheets.get(s).with(new LiveStep.Rolled(light, dark)));
        }
        turnEnds();
    }

    private void turnEnds() {
        boolean anyPlaying = false;
        for (int s = 0; s < sheets.size(); s++) anyPlaying |= !stopped(s);
        if (!sheets.isEmpty() && !anyPlaying) {
            phase = Phase.OVER;
            return;
        }
        if (phase == Phase.PLAY && waiting().isEmpty()) phase = Phase.ROLL;
    }

    private int nextRoller() {
        int n = sheets.size();
        for (int k = 1; k <= n; k++) {
            int s = Math.floorMod(roller + k, n);
            if (!stopped(s)) return s;
        }
        return -1;
    }

    private CellSide[] tableDoors() {
        Challenge c = ChallengeGenerator.challenge(seed);
        return new CellSide[] {c.entrance(), c.exit()};
    }

    private void replace(int seat, LiveSheet sheet) {
        replace(seat, sheet, LiveRules.replay(sheet, chart));
    }

    private void replace(int seat, LiveSheet sheet, LiveRules.Result replayed) {
        sheets.set(seat, sheet);
        results.set(seat, replayed);
        scores.set(seat, replayed.score());
    }

    private boolean drewSomething(int seat) {
        return sheets.get(seat).steps().stream()
                .anyMatch(s -> s instanceof LiveStep.Played p && !(p.move() instanceof Move.Stop));
    }

    private boolean full(int seat) {
        Position p = results.get(seat).position();
        if (p == null) return false;
        for (int i = 0; i < Board.CELLS; i++) if (p.content(i) == Board.EMPTY) return false;
        return true;
    }

    private boolean pending(int seat) {
        List<LiveStep> steps = sheets.get(seat).steps();
        return !steps.isEmpty() && !(steps.get(steps.size() - 1) instanceof LiveStep.Played);
    }

    private void refuseWhenOver() {
        if (phase == Phase.OVER) throw new IllegalMoveException("the game is over");
    }

    private void refuseWhenStopped(int seat) {
        if (stopped(seat)) throw new IllegalMoveException("you have stopped: you are out for the rest of the game");
    }

    /** Who the turn waits for, in words. */
    private String waitingFor() {
        return switch (phase) {
            case ROLL -> "wait for the table to roll";
            case REROLL -> "wait for the roller to keep or reroll the dice";
            case PLAY -> "wait for the others to play this roll";
            case OVER -> "the game is over";
        };
    }

    public Phase phase() {
        return phase;
    }

    /** The number of rolls so far (the current turn, 1 for the first; 0 before the first roll). */
    public int turn() {
        return rolls;
    }

    /** The dice now, {light, dark}, after any rerolls; {0, 0} before the first roll. */
    public int[] dice() {
        return new int[] {light, dark};
    }

    /** The seat that rolled this turn (or rolls next, before the first roll), or -1 when no seat plays. */
    public int roller() {
        return phase == Phase.ROLL ? nextRoller() : roller;
    }

    public int seats() {
        return sheets.size();
    }

    /** The seats the turn waits for: the roller while it may reroll, then every seat yet to play the roll. */
    public List<Integer> waiting() {
        List<Integer> out = new ArrayList<>();
        if (phase == Phase.REROLL) out.add(roller);
        if (phase == Phase.PLAY) for (int s = 0; s < sheets.size(); s++) if (!stopped(s) && pending(s)) out.add(s);
        return out;
    }

    public LiveSheet sheet(int seat) {
        return sheets.get(seat);
    }

    /** The seat's game replayed: its position (null without doors), score and whether it stopped. */
    public LiveRules.Result result(int seat) {
        return results.get(seat);
    }

    public boolean stopped(int seat) {
        return results.get(seat).stopped();
    }

    public int coins(int seat) {
        Position p = results.get(seat).position();
        return p == null ? 0 : p.coins();
    }

    /** Every seat's score, in seat order. */
    public List<Integer> scores() {
        return List.copyOf(scores);
    }

    /** The seat's score now: 0 without doors, else the scoring contract's. */
    public int score(int seat) {
        return scores.get(seat);
    }
}
