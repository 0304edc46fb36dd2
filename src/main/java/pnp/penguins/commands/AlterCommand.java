package pnp.penguins.commands;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.io.InputException;
import pnp.penguins.json.AlterJson;
import pnp.penguins.model.Domino;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.Alter;

/** {@code pnp penguins alter STATE --player P --roll A B}: what the selected domino allows, and a win check. */
public final class AlterCommand extends Verb {
    public AlterCommand() {
        super(
                "alter",
                () -> CommonOptions.of(
                        CommonOptions.player(StateArgs.PLAYER),
                        CommonOptions.roll(StateArgs.FACES, 2),
                        CommonOptions.json()));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        State s = StateArgs.state(inv);
        String player = StateArgs.player(inv, s);
        String[] roll = inv.values("roll");
        if (roll.length != 2) throw inv.usage("--roll takes the two dice, e.g. --roll 2 5");
        int a = StateArgs.roll(roll[0], s.set());
        int b = StateArgs.roll(roll[1], s.set());
        Domino d = Domino.of(a, b);
        if (s.board().find(d).isEmpty()) {
            throw new InputException("--roll", 0, 0, "domino " + d + " is not on the board of this state");
        }
        Alter.Result r = Alter.of(s, player, d);
        boolean stunned = s.penguin(player).map(Penguin::stunned).orElse(false);
        if (inv.has("json")) {
            inv.out().println(Json.write(AlterJson.of(r, stunned)));
        } else {
            if (stunned)
                inv.out()
                        .println("note: " + player
                                + "'s penguin is stunned and passes this whole turn; shown as if it could alter");
            inv.out().print(text(r));
        }
        return ExitStatus.OK;
    }

    static String text(Alter.Result r) {
        StringBuilder b = new StringBuilder();
        b.append(r.player())
                .append(" selects domino ")
                .append(r.selected())
                .append(" on ")
                .append(r.where().a())
                .append(' ')
                .append(r.where().b())
                .append('\n');
        if (r.vacant()) {
            b.append("vacant: it may move to ")
                    .append(r.placements().size())
                    .append(r.placements().size() == 1 ? " place" : " places")
                    .append(" (square=pips):\n");
            appendPlacements(b, r.placements());
        }
        for (Alter.Stun st : r.stuns()) {
            b.append(st.player())
                    .append("'s penguin ")
                    .append(
                            st.alreadyStunned()
                                    ? "is already stunned: no effect"
                                    : "is stunned: it passes its next turn")
                    .append('\n');
        }
        for (Alter.BuddyMove bm : r.buddyMoves()) {
            b.append(bm.token().owner())
                    .append("'s buddy ")
                    .append(bm.token().number())
                    .append(" on ")
                    .append(bm.from())
                    .append(" may move to: ");
            List<String> ts = new ArrayList<>();
            for (Alter.Target t : bm.targets()) {
                ts.add(t.square().name()
                        + (t.pickup()
                                ? " (onto " + bm.token().owner() + "'s penguin: picked up"
                                        + (t.wins() ? ", and " + r.player() + " wins" : "") + ")"
                                : ""));
            }
            b.append(String.join(", ", ts)).append('\n');
        }
        if (r.ownPenguin()) {
            b.append("your penguin is on it: you may move any vacant domino (places each):\n  ");
            List<String> ds = new ArrayList<>();
            for (Alter.Relocation rl : r.relocations())
                ds.add(rl.domino() + " (" + rl.placements().size() + ")");
            b.append(ds.isEmpty() ? "none is vacant" : String.join(", ", ds)).append('\n');
        }
        if (r.winsNow()) {
            b.append(r.player() + " is home on the nest with both buddies: " + r.player() + " wins!\n");
        } else if (!r.winningSteps().isEmpty()) {
            List<String> steps = new ArrayList<>();
            for (Alter.Step st : r.winningSteps())
                steps.add("buddy " + st.token().number() + " to " + st.to());
            b.append("win: moving ")
                    .append(String.join(" and ", steps))
                    .append(" picks ")
                    .append(r.winningSteps().size() == 1 ? "it" : "them")
                    .append(" up, leaving ")
                    .append(r.player())
                    .append(" home on the nest with both buddies: ")
                    .append(r.player())
                    .append(" wins!\n");
        } else {
            b.append("win check: " + r.player() + " has not won yet\n");
        }
        return b.toString();
    }

    private static void appendPlacements(StringBuilder b, List<Placed> ps) {
        StringBuilder line = new StringBuilder("  ");
        for (Placed p : ps) {
            String item = p.a() + "=" + p.pa() + " " + p.b() + "=" + p.pb();
            if (line.length() + item.length() > 96) {
                b.append(line.toString().stripTrailing()).append('\n');
                line = new StringBuilder("  ");
            }
            line.append(item).append(",  ");
        }
        String last = line.toString().stripTrailing();
        if (last.endsWith(",")) last = last.substring(0, last.length() - 1);
        if (!last.isBlank()) b.append(last).append('\n');
    }
}
