package pnp.penguins.commands;

import java.util.Optional;
import org.apache.commons.cli.Option;
import pnp.cli.CommonOptions;
import pnp.cli.Invocation;
import pnp.pdf.Units;
import pnp.penguins.model.DominoSet;

/** The {@code --set} and {@code --size} options that 'layout' and 'dominoes' share, defined and read once. */
final class DominoOptions {
    private DominoOptions() {}

    static Option set(String description) {
        return CommonOptions.valued("set", "double-six|double-nine", description);
    }

    static Option size(String description) {
        return CommonOptions.valued("size", "LENGTH", description);
    }

    /** The {@code --set} given, if any. */
    static Optional<DominoSet> set(Invocation inv) {
        return inv.value("set")
                .map(v -> DominoSet.parse(v)
                        .orElseThrow(() -> inv.usage("--set takes double-six or double-nine, not '" + v + "'")));
    }

    /** The domino width of {@code --size}, 10 to 60 mm; 1 in when absent. */
    static double size(Invocation inv) {
        double size = inv.value("size").map(v -> Units.parseLength(v, "--size")).orElse(Units.in(1));
        if (size < Units.mm(10) || size > Units.mm(60))
            throw inv.usage("--size takes a domino width from 10mm to 60mm");
        return size;
    }
}
