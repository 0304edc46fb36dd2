package pnp.ikes.commands;

import java.util.List;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.ikes.format.IkesParser;
import pnp.ikes.model.Sheet;
import pnp.io.Diagnostic;
import pnp.io.TextSource;

/** {@code pnp ikes check FILE}: is the sheet valid? Lists every problem, each with its line and column. */
public final class CheckCommand extends Verb {
    public CheckCommand() {
        super("check", () -> CommonOptions.of(CommonOptions.json()));
    }

    /** The {@code --json} output: keys as in {@code formats/ikes.md}. */
    record Report(String file, boolean valid, List<ProblemOut> problems) {}

    record ProblemOut(int line, int column, String message) {}

    @Override
    public int run(Invocation inv) {
        String file =
                inv.args(1, "FILE (a .ikes sheet, or - for standard input)").get(0);
        TextSource src = inv.readText(file, "an Ike's sheet", 256 << 10);
        IkesParser.Checked c = IkesParser.check(src);
        if (inv.has("json")) {
            List<ProblemOut> ps = c.problems().stream()
                    .map(p -> new ProblemOut(p.line(), p.column(), p.message()))
                    .toList();
            inv.out().println(Json.write(new Report(src.name(), c.ok(), ps)));
        } else if (c.ok()) {
            inv.out().println(src.name() + ": ok (" + summary(c.sheet().orElseThrow()) + ")");
        } else {
            for (Diagnostic p : c.problems()) inv.err().println("pnp: " + p);
            inv.err()
                    .println("pnp: " + src.name() + ": " + c.problems().size()
                            + (c.problems().size() == 1 ? " problem" : " problems"));
        }
        return c.ok() ? ExitStatus.OK : ExitStatus.BAD_INPUT;
    }

    static String summary(Sheet s) {
        int cafes = s.cafeterias().size();
        return "entrance " + s.entrance() + ", exit " + s.exit() + ", " + cafes
                + (cafes == 1 ? " cafeteria, " : " cafeterias, ") + s.walls().size() + " wall segments, "
                + s.doors().size() + (s.doors().size() == 1 ? " doorway" : " doorways");
    }
}
