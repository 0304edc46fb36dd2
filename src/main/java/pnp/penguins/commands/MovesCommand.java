package pnp.penguins.commands;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.grid.Cell;
import pnp.penguins.json.MovesJson;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;
import pnp.penguins.rules.Movement;

/** {@code pnp penguins moves STATE --player P --roll N}: where the penguin may end its move. */
public final class MovesCommand extends Verb {
    public MovesCommand() {
        super(
                "moves",
                () -> CommonOptions.of(
                        CommonOptions.player(StateArgs.PLAYER),
                        CommonOptions.roll(StateArgs.FACES),
                        CommonOptions.json()));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        State s = StateArgs.state(inv);
        String player = StateArgs.player(inv, s);
        int roll = StateArgs.roll(inv.value("roll").orElseThrow(() -> inv.usage("--roll is required")), s.set());
        Movement.Result r = Movement.find(s, player, roll);
        if (inv.has("json")) {
            inv.out().println(Json.write(MovesJson.of(r)));
        } else {
            inv.out().print(text(s, r));
        }
        return ExitStatus.OK;
    }

    static String text(State s, Movement.Result r) {
        StringBuilder b = new StringBuilder();
        b.append(r.player())
                .append("'s penguin on ")
                .append(r.start())
                .append(", carrying ")
                .append(s.carried(r.player()))
                .append(" of 2 buddies, rolled ")
                .append(r.roll())
                .append('\n');
        if (r.stunned()) {
            return b.append("stunned: it passes this turn (then it is no longer stunned)\n")
                    .toString();
        }
        b.append(r.ends().size())
                .append(r.ends().size() == 1 ? " place" : " places")
                .append(" to end the move:\n");
        int w = 0;
        for (Movement.End e : r.ends()) w = Math.max(w, e.square().length());
        for (Movement.End e : r.ends()) {
            b.append("  ").append(e.square()).append(" ".repeat(w - e.square().length() + 2));
            b.append(e.path().size() == 1 ? "stay" : String.join(" > ", e.path()));
            List<String> notes = new ArrayList<>();
            if (e.pickups().size() == 1)
                notes.add("picks up buddy " + e.pickups().get(0).number());
            if (e.pickups().size() == 2) notes.add("picks up buddies 1 and 2");
            if (e.polarBear()) notes.add("polar bears: a blank");
            if (e.bonus() > 0) {
                List<String> from = e.bonusMoves().stream()
                        .map(st -> "buddy " + st.token().number() + " on " + st.from() + " to "
                                + String.join(
                                        "/", st.to().stream().map(Cell::name).toList()))
                        .toList();
                notes.add("doubles: move "
                        + (e.bonus() == 1 ? "one of your buddies" : "each of your " + e.bonus() + " buddies")
                        + " one square: " + String.join(", ", from));
            }
            for (TokenId t : e.marks())
                notes.add("on " + t.owner() + "'s buddy " + t.number() + ": may not end on it next turn");
            if (!notes.isEmpty())
                b.append("   (").append(String.join("; ", notes)).append(')');
            b.append('\n');
        }
        return b.toString();
    }
}
