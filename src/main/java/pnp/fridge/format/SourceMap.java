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

    /** Where a bar line's keyword and its two ends were written. */
    public record BarAt(At keyword, At from, At to) {}

    /** Where a capture line's keyword, colour and junction were written ({@code junction} null when none was). */
    public record CrossAt(At keyword, At color, At junction) {}

    /** One player's block: where its colour, each bar and each capture were written. */
    public record Player(At color, List<BarAt> bars, List<CrossAt> crosses) {
        public Player {
            bars = List.copyOf(bars);
            crosses = List.copyOf(crosses);
        }
    }

    public SourceMap {
        players = List.copyOf(players);
    }

    /** Where {@code ref} was written (the whole position: the last line, column 1). */
    public At at(Ref ref) {
        if (ref.part() == Ref.Part.WHOLE) return new At(lastLine, 1);
        Player p = players.get(ref.player());
        return switch (ref.part()) {
            case WHOLE, PLAYER -> p.color();
            case BAR -> p.bars().get(ref.item()).keyword();
            case BAR_FROM -> p.bars().get(ref.item()).from();
            case BAR_TO -> p.bars().get(ref.item()).to();
            case CROSS -> p.crosses().get(ref.item()).keyword();
            case CROSS_COLOR -> p.crosses().get(ref.item()).color();
            case CROSS_JUNCTION -> {
                CrossAt c = p.crosses().get(ref.item());
                yield c.junction() == null ? c.color() : c.junction();
            }
        };
    }
}
