package pnp.fridge.commands;

import pnp.fridge.format.FridgeFormat;
import pnp.fridge.model.Position;
import pnp.fridge.rules.PositionRules;
import pnp.io.TextSource;

/**
 * A {@code .fridge} file as a valid position: the format reads it and the rules check the whole
 * position, every objection at the line and column where its part was written (an {@link
 * pnp.io.InputException} naming the first, in file order). The pad's {@code web.FridgeService} reads
 * the same way.
 */
public final class FridgeInput {
    private FridgeInput() {}

    public static Position read(TextSource source) {
        return FridgeFormat.read(source, PositionRules::check);
    }
}
