package pnp.fridge.format;

import java.util.List;
import pnp.fridge.model.Ref;

/**
 * Where each part of a position was written: the line and column of every player's colour, and of
 * every bar's and capture's keyword and words, so a rule's objection can be reported in place.
 */
public record SourceMap(int lastLine, List<Player> players) {
    /** A line and column, 1-based. */
    public record At(int line, int column) {}

    /** One player's block: its colour, and per bar {keyword, from, to}, per capture {keyword, colour, junction}. */
    public record Player(At color, List<At[]> bars, List<At[]> crosses) {}

    public SourceMap {
        players = List.copyOf(players);
    }

    /** Where {@code ref} was written (the whole position: the last line, column 1). */
    public At at(Ref ref) {
        if (ref.part() == Ref.Part.WHOLE) return new At(lastLine, 1);
        Player p = players.get(ref.player());
        return switch (ref.part()) {
            case WHOLE, PLAYER -> p.color();
            case BAR -> p.bars().get(ref.item())[0];
            case BAR_FROM -> p.bars().get(ref.item())[1];
            case BAR_TO -> p.bars().get(ref.item())[2];
            case CROSS -> p.crosses().get(ref.item())[0];
            case CROSS_COLOR -> p.crosses().get(ref.item())[1];
            case CROSS_JUNCTION -> {
                At j = p.crosses().get(ref.item())[2];
                yield j == null ? p.crosses().get(ref.item())[1] : j;
            }
        };
    }
}
