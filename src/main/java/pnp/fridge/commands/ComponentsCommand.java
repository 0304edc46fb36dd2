package pnp.fridge.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.UsageException;
import pnp.cli.Verb;
import pnp.fridge.sheets.ComponentsSheet;
import pnp.io.AtomicFiles;
import pnp.pdf.Paper;

/** {@code pnp fridge components}: every piece at true size, per player, plus the score sheet. */
public final class ComponentsCommand extends Verb {
    static final List<String> DEFAULT_COLORS = List.of("red", "blue", "yellow", "green");

    public ComponentsCommand() {
        super(
                "components",
                () -> CommonOptions.of(
                        CommonOptions.valued(
                                "colors",
                                "LIST",
                                "2 to 4 player colours, comma-separated (default red,blue,yellow,green)"),
                        CommonOptions.paper(),
                        CommonOptions.noRules("leave out the rules in brief (printed after the pieces by default)"),
                        CommonOptions.out("the PDF (default output/fridge-components.pdf)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.args(0, "");
        List<String> colors = inv.value("colors").map(v -> parseColors(v, inv)).orElse(DEFAULT_COLORS);
        Paper paper = inv.paper();
        Path out = inv.outPath("output/fridge-components.pdf");
        byte[] pdf = ComponentsSheet.pdf(paper, colors, inv.withRules());
        AtomicFiles.write(out, pdf);
        inv.wrote(out);
        return ExitStatus.OK;
    }

    static List<String> parseColors(String text, Invocation inv) {
        List<String> out = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String c = part.trim().toLowerCase(Locale.ROOT);
            if (!c.matches("[\\p{L}\\p{N}_]+"))
                throw usage(inv, "--colors takes colour words separated by commas, not '" + text + "'");
            if (out.contains(c)) throw usage(inv, "--colors names " + c + " twice");
            out.add(c);
        }
        if (out.size() < 2 || out.size() > 4) throw usage(inv, "--colors takes 2 to 4 colours, not " + out.size());
        return out;
    }

    private static UsageException usage(Invocation inv, String message) {
        return inv.usage(message);
    }

    /** The kit's colours: the first {@code players} of the defaults, at least two. */
    static List<String> kitColors(int players) {
        return DEFAULT_COLORS.subList(0, Math.max(2, Math.min(4, players)));
    }
}
