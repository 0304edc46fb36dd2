package pnp.penguins.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Domino;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

/**
 * What altering the board allows once the two dice have selected a domino. The effects add up
 * (the rules call them cumulative): a vacant domino may be moved; each other player's penguin on
 * it is stunned (no effect when it already is); each buddy token on it may be moved to an
 * adjacent square (onto the penguin looking for it: picked up); and when the roller's own penguin
 * is on it, the roller may move any vacant domino instead. Because the effects add up, the result also
 * names the buddy moves that together win (both buddies moved onto the roller's penguin on its nest).
 * Pure: reports, never changes the state.
 */
public final class Alter {
    private Alter() {}

    /** A stun: the penguin, and whether it was already stunned (then nothing happens). */
    public record Stun(String player, boolean alreadyStunned) {}

    /** A buddy token's possible moves: each target square, and whether landing there is a pick-up. */
    public record BuddyMove(TokenId token, Cell from, List<Target> targets) {}

    public record Target(Cell square, boolean pickup, boolean wins) {}

    /** One buddy token moved to a square. */
    public record Step(TokenId token, Cell to) {}

    /** A vacant domino and where it may go. */
    public record Relocation(Domino domino, List<Placed> placements) {}

    public record Result(
            String player,
            Domino selected,
            Placed where,
            boolean vacant,
            List<Placed> placements,
            List<Stun> stuns,
            List<BuddyMove> buddyMoves,
            boolean ownPenguin,
            List<Relocation> relocations,
            boolean winsNow,
            List<Step> winningSteps) {
        /** Whether the player wins this turn: already home with both buddies, or by the buddy moves. */
        public boolean wins() {
            return winsNow || !winningSteps.isEmpty();
        }
    }

    public static Result of(State s, String player, Domino selected) {
        Placed where = s.board()
                .find(selected)
                .orElseThrow(() -> new IllegalArgumentException(selected + " is not on the board"));
        List<Stun> stuns = new ArrayList<>();
        boolean own = false;
        for (Penguin p : s.penguins()) {
            if (s.squaresOf(p).stream().noneMatch(where::covers)) continue;
            if (p.player().equals(player)) own = true;
            else stuns.add(new Stun(p.player(), p.stunned()));
        }
        List<BuddyMove> moves = new ArrayList<>();
        for (Cell c : where.squares()) {
            for (Buddy b : s.buddiesOn(c)) moves.add(new BuddyMove(b.id(), c, targets(s, player, b, c)));
        }
        boolean vacant = !own && stuns.isEmpty() && moves.isEmpty();
        List<Placed> placements = vacant ? Placement.options(s.board(), selected) : List.of();
        List<Relocation> relocations = new ArrayList<>();
        if (own) {
            for (Placed p : s.board().dominoes().stream()
                    .sorted((x, y) -> x.domino().compareTo(y.domino()))
                    .toList()) {
                if (isVacant(s, p))
                    relocations.add(new Relocation(p.domino(), Placement.options(s.board(), p.domino())));
            }
        }
        boolean now = s.wins(player);
        List<Step> winning = now ? List.of() : winningSteps(s, player, moves);
        return new Result(player, selected, where, vacant, placements, stuns, moves, own, relocations, now, winning);
    }

    /** No penguin and no buddy token on either square. */
    public static boolean isVacant(State s, Placed p) {
        for (Cell c : p.squares()) {
            if (s.penguinOn(c).isPresent() || !s.buddiesOn(c).isEmpty()) return false;
        }
        return true;
    }

    /**
     * The fewest buddy moves that, made together, leave the player home on its nest carrying both buddies: the
     * effects add up, so each buddy on the selected domino moves (or stays) and every one moved onto the player's
     * penguin is picked up. Empty when no combination wins. At most four tokens of five choices each.
     */
    private static List<Step> winningSteps(State s, String player, List<BuddyMove> moves) {
        List<List<Step>> found = new ArrayList<>();
        search(s, player, moves, 0, new ArrayList<>(), found);
        return found.isEmpty() ? List.of() : List.copyOf(found.get(0));
    }

    private static void search(
            State s, String player, List<BuddyMove> moves, int i, List<Step> taken, List<List<Step>> found) {
        if (i == moves.size()) {
            if (!taken.isEmpty()
                    && pickedUp(s, taken).wins(player)
                    && (found.isEmpty() || taken.size() < found.get(0).size())) {
                found.clear();
                found.add(List.copyOf(taken));
            }
            return;
        }
        search(s, player, moves, i + 1, taken, found);
        BuddyMove m = moves.get(i);
        for (Target t : m.targets()) {
            if (!t.pickup() || !m.token().owner().equals(player)) continue;
            taken.add(new Step(m.token(), t.square()));
            search(s, player, moves, i + 1, taken, found);
            taken.remove(taken.size() - 1);
        }
    }

    /** The state after the steps' tokens are picked up (each step lands on its owner's penguin). */
    private static State pickedUp(State s, List<Step> steps) {
        List<Buddy> after = new ArrayList<>();
        for (Buddy x : s.buddies()) {
            boolean taken = steps.stream().anyMatch(st -> st.token().equals(x.id()));
            after.add(taken ? new Buddy(x.id(), null) : x);
        }
        return new State(s.set(), s.board(), s.players(), s.nests(), s.penguins(), after);
    }

    private static List<Target> targets(State s, String player, Buddy b, Cell from) {
        List<Target> out = new ArrayList<>();
        for (Cell to : s.board().neighbours(from)) {
            Optional<Penguin> there = s.penguinOn(to);
            boolean pickup = there.isPresent() && there.get().player().equals(b.owner());
            boolean wins = false;
            if (pickup && b.owner().equals(player)) {
                wins = pickedUp(s, List.of(new Step(b.id(), to))).wins(player);
            }
            out.add(new Target(to, pickup, wins));
        }
        return out;
    }
}
