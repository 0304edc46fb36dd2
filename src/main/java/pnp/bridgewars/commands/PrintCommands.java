package pnp.bridgewars.commands;

import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.sheets.BlockSheet;
import pnp.bridgewars.sheets.BoardSheet;
import pnp.bridgewars.sheets.Pitch;

import java.nio.file.Path;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.io.AtomicFiles;
import pnp.pdf.Units;

/** {@code pnp bridgewars board} and {@code pnp bridgewars blocks}: the two printed templates. */
final class PrintCommands {
    private PrintCommands() {}

    static Option pitch() {
        return Option.builder().longOpt("pitch").hasArg().argName("LENGTH")
                .desc("distance between hole centres, with its unit: 25.4mm, 1in, 2cm (default 1in; 10mm to 60mm)").get();
    }

    static final class BoardCommand implements Command {
        @Override public String name() { return "board"; }

        @Override public Options options() {
            return CommonOptions.of(pitch(), CommonOptions.paper(), CommonOptions.out("the PDF (default output/bridgewars-board.pdf)"));
        }

        @Override public int run(Invocation inv) throws Exception {
            inv.args(0, "no arguments");
            double pitch = PitchOption.of(inv.value("pitch"));
            Path out = inv.outPath("output/bridgewars-board.pdf");
            byte[] pdf = BoardSheet.pdf(inv.paper(), pitch);
            AtomicFiles.write(out, pdf);
            int pages = BoardSheet.pages(inv.paper(), pitch);
            inv.wrote(out, "pitch " + Units.describeMm(pitch) + ", " + pages + (pages == 1 ? " page" : " pages"));
            return ExitStatus.OK;
        }
    }

    static final class BlocksCommand implements Command {
        @Override public String name() { return "blocks"; }

        @Override public Options options() {
            return CommonOptions.of(pitch(), CommonOptions.paper(), CommonOptions.out("the PDF (default output/bridgewars-blocks.pdf)"));
        }

        @Override public int run(Invocation inv) throws Exception {
            inv.args(0, "no arguments");
            double pitch = PitchOption.of(inv.value("pitch"));
            Path out = inv.outPath("output/bridgewars-blocks.pdf");
            BlockSet set = BlockSetFormat.standard();
            byte[] pdf = BlockSheet.pdf(inv.paper(), pitch, set, 0);
            AtomicFiles.write(out, pdf);
            inv.wrote(out, set.size() + " blocks, pitch " + Units.describeMm(pitch));
            return ExitStatus.OK;
        }
    }
}
