package pnp.fridge.commands;

import pnp.fridge.format.FridgeFormat;
import pnp.fridge.format.SourceMap;
import pnp.fridge.model.Position;
import pnp.fridge.rules.PositionRules;
import pnp.io.Diagnostics;
import pnp.io.TextSource;

/**
 * A {@code .fridge} file as a valid position: the format reads it, the rules check the whole
 * position, and every objection is reported at the line and column where its part was written
 * (an {@link pnp.io.InputException} naming the first, in file order).
 */
public final class FridgeInput {
    private FridgeInput() {}

    public static Position read(TextSource source) {
        FridgeFormat.Read read = FridgeFormat.read(source);
        Diagnostics problems = source.diagnostics();
        for (PositionRules.Violation v : PositionRules.check(read.position())) {
            SourceMap.At at = read.places().at(v.at());
            problems.add(at.line(), at.column(), v.reason());
        }
        return problems.orThrow(read.position());
    }
}
