package pnp.penguins.json;

import java.util.List;
import pnp.grid.Cell;
import pnp.penguins.model.TokenId;
import pnp.penguins.rules.Movement;

/**
 * {@code pnp penguins moves --json}: the keys documented in docs/penguins.md, in this order.
 * {@code pickup} lists the buddies picked up on the end square ({@code []} when none, both when both
 * lie there); {@code buddyMoves} is the doubles bonus.
 */
public record MovesJson(String player, int roll, String start, boolean stunned, List<End> ends) {
    public record End(
            String square,
            List<String> path,
            int steps,
            List<String> pickup,
            boolean polarBear,
            int buddyMoves,
            List<String> onBuddies,
            List<Step> bonusMoves) {}

    public record Step(String buddy, String from, List<String> to) {}

    public static MovesJson of(Movement.Result r) {
        return new MovesJson(
                r.player(),
                r.roll(),
                r.start(),
                r.stunned(),
                r.ends().stream().map(MovesJson::end).toList());
    }

    private static End end(Movement.End e) {
        List<Step> steps = e.bonusMoves().stream()
                .map(st -> new Step(
                        st.token().name(),
                        st.from().name(),
                        st.to().stream().map(Cell::name).toList()))
                .toList();
        return new End(
                e.square(),
                e.path(),
                e.path().size() - 1,
                e.pickups().stream().map(TokenId::name).toList(),
                e.polarBear(),
                e.bonus(),
                e.marks().stream().map(TokenId::name).toList(),
                steps);
    }
}
