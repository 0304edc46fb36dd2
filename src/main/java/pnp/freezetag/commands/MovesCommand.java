package pnp.freezetag.commands;

import java.io.IOException;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.json.Utf8Out;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;

/** {@code pnp freezetag moves STATE --player P --roll ROLL}: the legal turns, one a resulting position or all. */
final class MovesCommand extends Verb {
    MovesCommand() {
        super(
                "moves",
                () -> CommonOptions.of(
                        CommonOptions.player("a letter or colour from STATE"),
                        CommonOptions.roll("S, M, L, S+M, S+L or M+L"),
                        CommonOptions.flag("all", "list every legal turn, not one for each resulting position"),
                        CommonOptions.json()));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        String file =
                inv.args(1, "STATE (a position file, or - for standard input)").get(0);
        String who = inv.required("player");
        String rollText = inv.required("roll");
        Roll roll = Roll.parse(rollText)
                .orElseThrow(() -> inv.usage("--roll takes S, M, L, S+M, S+L or M+L, not '" + rollText + "'"));
        Position pos = StateFormat.parse(inv.readText(file, "a Freeze Tag position", 256 << 10));
        int player = pos.playerIndex(who);
        if (player < 0) throw inv.usage("--player: no player '" + who + "' in " + file);
        Utf8Out out = new Utf8Out(inv.out());
        MovesListing listing = new MovesListing(out, pos, player, roll);
        boolean all = inv.has("all");
        if (inv.has("json")) {
            if (all) listing.allJson();
            else listing.groupedJson();
        } else {
            if (all) listing.allText();
            else listing.groupedText();
        }
        out.flush();
        return ExitStatus.OK;
    }
}
