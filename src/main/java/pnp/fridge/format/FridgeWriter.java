package pnp.fridge.format;

import pnp.fridge.model.Bar;
import pnp.fridge.model.Cross;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Position;

/** A position as {@code .fridge} text, which {@link FridgeFormat} reads back to the same position. */
public final class FridgeWriter {
    private FridgeWriter() {}

    public static String write(Position position) {
        StringBuilder b = new StringBuilder();
        for (PlayerBlock p : position.players()) {
            if (b.length() > 0) b.append('\n');
            b.append("player ").append(p.color()).append('\n');
            for (Bar bar : p.bars()) {
                b.append("bar ")
                        .append(bar.length())
                        .append(' ')
                        .append(bar.from())
                        .append(' ')
                        .append(bar.to())
                        .append('\n');
            }
            for (Cross c : p.crosses()) {
                b.append("cross ").append(c.color());
                if (c.breaks()) b.append(' ').append(c.junction());
                b.append('\n');
            }
        }
        return b.toString();
    }
}
