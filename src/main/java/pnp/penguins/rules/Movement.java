package pnp.penguins.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import pnp.grid.Cell;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

/**
 * The move finder: every square where a penguin may end its move for a given roll, each with one
 * path (the shortest; among equally short ones the first in row-by-row square order). The readings
 * of the movement rules are listed in seeds/penguins.md; in short:
 * <ul>
 * <li>each step goes to an orthogonally adjacent square of the board; at most {@link #MAX_STEPS};
 * <li>no square twice in one move (the start square counts as visited; from the middle of the
 *     nest both of its squares do, and the first step leaves from either of them);
 * <li>entering a square showing the roll, one of your own buddies (picked up), or a blank
 *     (polar bears) ends the move there;
 * <li>a square holding a penguin that carries more buddies than yours cannot be entered at all;
 *     any other penguin's square may be passed through but not ended on;
 * <li>a penguin that ended its last turn on another player's buddy token may not end this move
 *     on the square where that token now lies;
 * <li>stopping at any time is allowed, including not moving at all;
 * <li>ending on a doubles domino earns buddy moves (see {@link End#bonus}).
 * </ul>
 * Cost: a depth-first search over simple paths of at most six steps, at most 4 x 3^5 paths.
 */
public final class Movement {
    public static final int MAX_STEPS = 6;

    private Movement() {}

    /**
     * One place to end the move.
     * @param square  the end square's name, or {@code C3+D3} for staying on the middle of the nest
     * @param path    the squares from the start to the end (the start first)
     * @param pickups the player's own buddy tokens picked up on the end square: none, one, or both
     *                when both lie there (entering a square picks up every own buddy on it)
     * @param polarBear whether the end square is a blank
     * @param bonus   buddy moves earned by ending on a doubles domino: 1, or one for each buddy
     *                still on the board when the double shows the rolled number; 0 otherwise
     * @param marks   another player's buddy tokens on the end square (the next move may not end on them)
     * @param bonusMoves when {@code bonus > 0}: each of the player's tokens on the board with the
     *                squares it may move to (one step, to any neighbouring board square)
     */
    public record End(
            String square,
            List<String> path,
            List<TokenId> pickups,
            boolean polarBear,
            int bonus,
            List<TokenId> marks,
            List<BuddyStep> bonusMoves) {}

    /** A buddy token that may be moved one square by the doubles bonus, and where to. */
    public record BuddyStep(TokenId token, Cell from, List<Cell> to) {}

    public record Result(String player, int roll, String start, boolean stunned, List<End> ends) {}

    public static Result find(State s, String player, int roll) {
        Penguin me = s.penguin(player).orElseThrow(() -> new IllegalArgumentException("no penguin for " + player));
        List<Cell> startSquares = s.squaresOf(me);
        String startName = name(startSquares);
        if (me.stunned()) return new Result(player, roll, startName, true, List.of());
        int mine = s.carried(player);
        Cell forbidden = forbiddenSquare(s, me);
        Map<Cell, List<Cell>> best = new TreeMap<>();
        Set<Cell> visited = new HashSet<>(startSquares);
        List<Cell> path = new ArrayList<>();
        for (Cell from : startSquares) {
            path.add(from);
            explore(s, player, roll, mine, forbidden, from, visited, path, best);
            path.remove(path.size() - 1);
        }
        List<End> ends = new ArrayList<>();
        if (forbidden == null || !startSquares.contains(forbidden)) {
            ends.add(endAt(s, player, roll, startSquares, List.of(startName), false));
        }
        for (Map.Entry<Cell, List<Cell>> e : best.entrySet()) {
            Cell c = e.getKey();
            List<String> names = new ArrayList<>();
            if (me.atNest()) names.add(startName);
            for (int i = me.atNest() ? 1 : 0; i < e.getValue().size(); i++)
                names.add(e.getValue().get(i).name());
            ends.add(endAt(s, player, roll, List.of(c), names, true));
        }
        return new Result(player, roll, startName, false, ends);
    }

    private static void explore(
            State s,
            String player,
            int roll,
            int mine,
            Cell forbidden,
            Cell at,
            Set<Cell> visited,
            List<Cell> path,
            Map<Cell, List<Cell>> best) {
        if (path.size() - 1 >= MAX_STEPS) return;
        for (Cell next : s.board().neighbours(at)) {
            if (visited.contains(next)) continue;
            Optional<Penguin> there = s.penguinOn(next);
            if (there.isPresent() && s.carried(there.get().player()) > mine) continue; // may not pass
            boolean occupied = there.isPresent();
            boolean stops =
                    s.board().pipsAt(next) == roll || s.board().pipsAt(next) == 0 || ownBuddyOn(s, player, next);
            if (occupied && stops) continue; // would have to end on another penguin
            path.add(next);
            visited.add(next);
            if (!occupied && !next.equals(forbidden)) offer(best, next, path);
            if (!stops) explore(s, player, roll, mine, forbidden, next, visited, path, best);
            visited.remove(next);
            path.remove(path.size() - 1);
        }
    }

    private static void offer(Map<Cell, List<Cell>> best, Cell end, List<Cell> path) {
        List<Cell> old = best.get(end);
        if (old == null || path.size() < old.size() || (path.size() == old.size() && compare(path, old) < 0)) {
            best.put(end, List.copyOf(path));
        }
    }

    private static int compare(List<Cell> a, List<Cell> b) {
        for (int i = 0; i < a.size(); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) return c;
        }
        return 0;
    }

    private static boolean ownBuddyOn(State s, String player, Cell c) {
        return s.buddiesOn(c).stream().anyMatch(b -> b.owner().equals(player));
    }

    /** The square of the buddy token the penguin may not end on this turn, or null. */
    static Cell forbiddenSquare(State s, Penguin me) {
        if (me.after() == null) return null;
        return s.buddy(me.after()).map(Buddy::square).orElse(null);
    }

    private static End endAt(State s, String player, int roll, List<Cell> squares, List<String> path, boolean moved) {
        List<TokenId> pickups = new ArrayList<>();
        List<TokenId> marks = new ArrayList<>();
        for (Cell c : squares) {
            for (Buddy b : s.buddiesOn(c)) {
                if (b.owner().equals(player)) {
                    if (moved) pickups.add(b.id());
                } else {
                    marks.add(b.id());
                }
            }
        }
        Placed dom = s.board().at(squares.get(0)).orElseThrow();
        boolean onDomino = squares.stream().allMatch(dom::covers);
        int onBoard = 0;
        for (Buddy b : s.buddies())
            if (b.owner().equals(player) && !b.carried() && !pickups.contains(b.id())) onBoard++;
        int bonus = 0;
        if (onDomino && dom.domino().isDouble() && onBoard > 0) {
            bonus = dom.domino().low() == roll ? onBoard : 1;
        }
        // the rule speaks of entering a blank: staying on one is no danger
        boolean bear = moved && squares.size() == 1 && s.board().pipsAt(squares.get(0)) == 0;
        List<BuddyStep> steps = new ArrayList<>();
        if (bonus > 0) {
            for (Buddy b : s.buddies()) {
                if (b.owner().equals(player) && !b.carried() && !pickups.contains(b.id())) {
                    steps.add(new BuddyStep(b.id(), b.square(), s.board().neighbours(b.square())));
                }
            }
        }
        return new End(name(squares), path, List.copyOf(pickups), bear, bonus, marks, steps);
    }

    static String name(List<Cell> squares) {
        return squares.size() == 1
                ? squares.get(0).name()
                : squares.get(0).name() + "+" + squares.get(1).name();
    }
}
