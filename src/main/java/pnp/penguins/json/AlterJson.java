package pnp.penguins.json;

import java.util.List;
import pnp.penguins.model.Placed;
import pnp.penguins.rules.Alter;

/** {@code pnp penguins alter --json}: the keys documented in docs/penguins.md, in this order. */
public record AlterJson(
        String player,
        String selected,
        List<String> on,
        boolean vacant,
        List<Placement> placements,
        List<Stun> stuns,
        List<BuddyMove> buddyMoves,
        boolean ownPenguin,
        List<Relocation> relocations,
        boolean wins,
        List<WinningMove> winningMoves,
        boolean playerStunned) {
    /** One of the buddy moves that together win. */
    public record WinningMove(String buddy, String to) {}

    public record Placement(List<String> squares, List<Integer> pips) {}

    public record Stun(String player, boolean alreadyStunned) {}

    public record BuddyMove(String buddy, String from, List<Target> targets) {}

    public record Target(String square, boolean pickup, boolean wins) {}

    public record Relocation(String domino, List<Placement> placements) {}

    public static AlterJson of(Alter.Result r, boolean playerStunned) {
        return new AlterJson(
                r.player(),
                r.selected().name(),
                List.of(r.where().a().name(), r.where().b().name()),
                r.vacant(),
                placements(r.placements()),
                r.stuns().stream()
                        .map(s -> new Stun(s.player(), s.alreadyStunned()))
                        .toList(),
                r.buddyMoves().stream()
                        .map(m -> new BuddyMove(
                                m.token().name(),
                                m.from().name(),
                                m.targets().stream()
                                        .map(t -> new Target(t.square().name(), t.pickup(), t.wins()))
                                        .toList()))
                        .toList(),
                r.ownPenguin(),
                r.relocations().stream()
                        .map(rl -> new Relocation(rl.domino().name(), placements(rl.placements())))
                        .toList(),
                r.wins(),
                r.winningSteps().stream()
                        .map(st -> new WinningMove(st.token().name(), st.to().name()))
                        .toList(),
                playerStunned);
    }

    private static List<Placement> placements(List<Placed> ps) {
        return ps.stream()
                .map(p -> new Placement(List.of(p.a().name(), p.b().name()), List.of(p.pa(), p.pb())))
                .toList();
    }
}
