package pnp.bridgewars.commands;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.sheets.BlockSheet;
import pnp.bridgewars.sheets.BoardSheet;
import pnp.bridgewars.sheets.RulesReference;
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

    /** Makes a template for a paper and a pitch (points), with the rules in brief after it when {@code rules}. */
    interface Template {
        Printed make(Paper paper, double pitch, boolean rules);
    }

    /** A template command: its verb, its default file, its template, and whether it prints the rules. */
    record PrintCommand(String name, String file, Template template, boolean hasRules) implements Command {
        @Override
        public Options options() {
            Options options = CommonOptions.of(
                    pitch(), CommonOptions.paper(), CommonOptions.out("the PDF (default " + file + ")"));
            if (hasRules) {
                options.addOption(
                        CommonOptions.noRules("leave out the rules in brief (printed after the template by default)"));
            }
            return options;
        }

        @Override
        public int run(Invocation inv) throws IOException {
            inv.noArgs();
            double pitch = PitchOption.of(inv.value("pitch"));
            Path out = inv.outPath(file);
            Printed printed = template.make(inv.paper(), pitch, hasRules && inv.withRules());
            AtomicFiles.write(out, printed.pdf());
            inv.wrote(out, printed.note());
            return ExitStatus.OK;
        }
    }

    static Command board() {
        return new PrintCommand(
                "board",
                "output/bridgewars-board.pdf",
                (paper, pitch, rules) -> {
                    int pages = BoardSheet.pages(paper, pitch);
                    return new Printed(
                            BoardSheet.pdf(paper, pitch, rules ? RulesReference.example(3) : null),
                            "pitch " + Units.describeMm(pitch) + ", " + pages + (pages == 1 ? " page" : " pages")
                                    + (rules ? " and the rules in brief" : ""));
                },
                true);
    }

    static Command blocks() {
        return new PrintCommand(
                "blocks",
                "output/bridgewars-blocks.pdf",
                (paper, pitch, rules) -> {
                    BlockSet set = BlockSetFormat.standard();
                    return new Printed(
                            BlockSheet.pdf(paper, pitch, set, 0),
                            set.size() + " blocks, pitch " + Units.describeMm(pitch));
                },
                false);
    }

    static Option pitch() {
        return CommonOptions.valued(
                "pitch",
                "LENGTH",
                "distance between hole centres, with its unit: 25.4mm, 1in, 2cm (default 1in; 10mm to 60mm)");
    }
}
