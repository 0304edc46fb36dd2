package pnp.bridgewars.commands;

import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.sheets.BlockSheet;
import pnp.bridgewars.sheets.BoardSheet;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.io.AtomicFiles;
import pnp.pdf.Paper;
import pnp.pdf.Units;

/**
 * {@code pnp bridgewars board} and {@code pnp bridgewars blocks}: the two printed templates. Both take
 * {@code --pitch}, {@code --paper} and {@code --out} and write one PDF; they differ in what they draw.
 */
final class PrintCommands {
    private PrintCommands() {}

    /** What a template command prints: the PDF and the note after "wrote PATH". */
    record Printed(byte[] pdf, String note) {}

    /** Makes a template for a paper and a pitch (points). */
    interface Template {
        Printed make(Paper paper, double pitch);
    }

    /** A template command: its verb, its default file and its template. */
    record PrintCommand(String name, String file, Template template) implements Command {
        @Override
        public Options options() {
            return CommonOptions.of(
                    pitch(), CommonOptions.paper(), CommonOptions.out("the PDF (default " + file + ")"));
        }

        @Override
        public List<String> outputOptions() {
            return List.of("out");
        }

        @Override
        public int run(Invocation inv) throws Exception {
            inv.args(0, "no arguments");
            double pitch = PitchOption.of(inv.value("pitch"));
            Path out = inv.outPath(file);
            Printed printed = template.make(inv.paper(), pitch);
            AtomicFiles.write(out, printed.pdf());
            inv.wrote(out, printed.note());
            return ExitStatus.OK;
        }
    }

    static Command board() {
        return new PrintCommand("board", "output/bridgewars-board.pdf", (paper, pitch) -> {
            int pages = BoardSheet.pages(paper, pitch);
            return new Printed(
                    BoardSheet.pdf(paper, pitch),
                    "pitch " + Units.describeMm(pitch) + ", " + pages + (pages == 1 ? " page" : " pages"));
        });
    }

    static Command blocks() {
        return new PrintCommand("blocks", "output/bridgewars-blocks.pdf", (paper, pitch) -> {
            BlockSet set = BlockSetFormat.standard();
            return new Printed(
                    BlockSheet.pdf(paper, pitch, set, 0), set.size() + " blocks, pitch " + Units.describeMm(pitch));
        });
    }

    static Option pitch() {
        return Option.builder()
                .longOpt("pitch")
                .hasArg()
                .argName("LENGTH")
                .desc("distance between hole centres, with its unit: 25.4mm, 1in, 2cm (default 1in; 10mm to 60mm)")
                .get();
    }
}
