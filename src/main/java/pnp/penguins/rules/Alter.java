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
 * is on it, the roller may move any vacant domino instead. Pure: reports, never changes the state.
 */
public final class Alter {
    private Alter() {}

    /** A stun: the penguin, and whether it was already stunned (then nothing happens). */
    public record Stun(String player, boolean alreadyStunned) {}

    /** A buddy token's possible moves: each target square, and whether landing there is a pick-up. */
    public record BuddyMove(TokenId token, Cell from, List<Target> targets) {}

    public record Target(Cell square, boolean pickup, boolean wins) {}

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
            boolean winsNow) {}

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
        return new Result(player, selected, where, vacant, placements, stuns, moves, own, relocations, s.wins(player));
    }

    /** No penguin and no buddy token on either square. */
    public static boolean isVacant(State s, Placed p) {
        for (Cell c : p.squares()) {
            if (s.penguinOn(c).isPresent() || !s.buddiesOn(c).isEmpty()) return false;
        }
        return true;
    }

    private static List<Target> targets(State s, String player, Buddy b, Cell from) {
        List<Target> out = new ArrayList<>();
        for (Cell to : s.board().neighbours(from)) {
            Optional<Penguin> there = s.penguinOn(to);
            boolean pickup = there.isPresent() && there.get().player().equals(b.owner());
            boolean wins = false;
            if (pickup && b.owner().equals(player)) {
                List<Buddy> after = new ArrayList<>();
                for (Buddy x : s.buddies()) after.add(x.id().equals(b.id()) ? new Buddy(x.id(), null) : x);
                wins = new State(s.set(), s.board(), s.players(), s.nests(), s.penguins(), after).wins(player);
            }
            out.add(new Target(to, pickup, wins));
        }
        return out;
    }
}
