package pnp.penguins.commands;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.io.AtomicFiles;
import pnp.pdf.Units;
import pnp.penguins.model.DominoSet;
import pnp.penguins.sheets.DominoSheet;

/** {@code pnp penguins dominoes}: a set of cut-out dominoes. */
public final class DominoesCommand implements Command {
    @Override public String name() { return "dominoes"; }

    @Override public String summary() { return "print a set of cut-out dominoes (1 x 2 in by default) with pips and crop marks"; }

    @Override public String details() {
        return """
                Every domino of the set once, upright, pips drawn as dots, cut lines outlined, crop marks at
                the corners. Print at actual size (check the rulers), glue onto card, then cut.
                example: pnp penguins dominoes --set double-nine --paper a4 --out output/dominoes.pdf""";
    }

    @Override public Options options() {
        return CommonOptions.of(
                Option.builder().longOpt("set").hasArg().argName("double-six|double-nine").desc("the set (default double-six)").get(),
                Option.builder().longOpt("size").hasArg().argName("LENGTH")
                        .desc("width of a domino, e.g. 1in or 24mm (default 1in; its length is twice that)").get(),
                CommonOptions.paper(), CommonOptions.out("the PDF (default output/penguins-dominoes.pdf)"));
    }

    @Override public int run(Invocation inv) throws Exception {
        inv.args(0, "no arguments");
        DominoSet set = inv.value("set").map(v -> DominoSet.parse(v).orElseThrow(
                () -> inv.usage("--set takes double-six or double-nine, not '" + v + "'"))).orElse(DominoSet.DOUBLE_SIX);
        double size = inv.value("size").map(v -> Units.parseLength(v, "--size")).orElse(Units.in(1));
        if (size < Units.mm(10) || size > Units.mm(60)) throw inv.usage("--size takes a domino width from 10mm to 60mm");
        Path out = inv.outPath("output/penguins-dominoes.pdf");
        byte[] pdf = DominoSheet.render(set, inv.paper(), size);
        Files.createDirectories(out.toAbsolutePath().getParent());
        AtomicFiles.write(out, pdf);
        inv.wrote(out);
        return ExitStatus.OK;
    }
}
