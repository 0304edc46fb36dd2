package pnp.freezetag.commands;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.rules.Move;
import pnp.freezetag.rules.Turn;
import pnp.freezetag.rules.TurnGenerator;

/** {@code pnp freezetag moves STATE --player P --roll ROLL}: every legal turn. */
final class MovesCommand implements Command {
    @Override public String name() { return "moves"; }

    @Override public String summary() { return "List every legal turn for a player and a roll of the pyramid die."; }

    @Override public String arguments() { return "STATE"; }

    @Override public String details() {
        return """
                STATE is a position in the Freeze Tag STATE format (see README or seeds/freeze-tag.md);
                '-' reads standard input. Make a starting position with 'pnp freezetag setup'.
                Notation: 'M C4-C3' a step, 'L B2-off' off the far edge, '*M' freezes the medium landed on,
                'xM>D3' captures that medium and relocates it to D3 (a chain continues 'xS>E5').
                example: pnp freezetag setup --players 2 | pnp freezetag moves - --player red --roll S+M
                """;
    }

    @Override public Options options() {
        return CommonOptions.of(
                CommonOptions.player("a letter or colour from STATE"), CommonOptions.roll("S, M, L, S+M, S+L or M+L"),
                CommonOptions.json());
    }

    @Override public int run(Invocation inv) throws Exception {
        String file = inv.args(1, "STATE (a position file, or - for standard input)").get(0);
        String who = inv.required("player");
        String rollText = inv.required("roll");
        Roll roll = Roll.parse(rollText).orElseThrow(() -> inv.usage("--roll takes S, M, L, S+M, S+L or M+L, not '" + rollText + "'"));
        Position pos = StateFormat.parse(inv.readText(file));
        int player = pos.playerIndex(who);
        if (player < 0) throw inv.usage("--player: no player '" + who + "' in " + file);
        List<Turn> turns = TurnGenerator.turns(pos, player, roll);
        if (inv.has("json")) {
            inv.out().println(Json.write(json(pos, player, roll, turns)));
        } else {
            print(inv, pos, player, roll, turns);
        }
        return ExitStatus.OK;
    }

    private static void print(Invocation inv, Position pos, int player, Roll roll, List<Turn> turns) {
        String colour = pos.player(player).colour();
        int winner = TurnGenerator.winner(pos);
        if (winner >= 0) inv.out().println("note: " + pos.player(winner).colour() + " has already won (three pieces off)");
        if (turns.size() == 1 && turns.get(0).moves().isEmpty()) {
            inv.out().println(colour + " rolls " + roll + ": no " + roll.sizes().stream().map(s -> s.word()).reduce((a, b) -> a + " or " + b).get()
                    + " piece can move; the move is lost");
            return;
        }
        boolean partial = turns.get(0).moves().size() < roll.sizes().size();
        inv.out().println(colour + " rolls " + roll + ": " + turns.size() + " legal turn" + (turns.size() == 1 ? "" : "s")
                + (partial ? " (only one size can move; the other move is lost)" : ""));
        int width = Integer.toString(turns.size()).length();
        for (int i = 0; i < turns.size(); i++) {
            List<String> parts = new ArrayList<>();
            for (Move m : turns.get(i).moves()) parts.add(m.describe(pos));
            inv.out().printf("%" + width + "d. %s%n", i + 1, String.join("; then ", parts));
        }
    }

    /** The whole answer of {@code --json}. */
    record TurnsJson(String player, String roll, int movesPerTurn, int count, List<List<MoveJson>> turns) {}

    static TurnsJson json(Position pos, int player, Roll roll, List<Turn> turns) {
        return new TurnsJson(pos.player(player).colour(), roll.label(), turns.get(0).moves().size(), turns.size(),
                turns.stream().map(t -> MoveJson.of(pos, t.moves())).toList());
    }
}
