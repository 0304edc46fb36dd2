package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Shape;

/**
 * Every legal placement for a player, and what a placement does to the score seen from above.
 * A search tries each remaining block (one of each shape), each distinct orientation and each of the
 * 121 positions: at most 19 x 8 x 121 checks of a few cells each.
 */
public final class Moves {
    private Moves() {}

    /** A legal placement with its effect: points the player gains, and points taken from each other player. */
    public record Move(
            Placement placement, int layer, int gained, Map<Character, Integer> taken, List<String> sameShape) {
        public int takenTotal() {
            return taken.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** Points gained by {@code player} and taken from others when a block lands on these holes (it then tops every one). */
    public static Map<Character, Integer> effect(Position pos, char player, List<Hole> cells) {
        Map<Character, Integer> m = new LinkedHashMap<>();
        m.put(player, 0);
        for (Hole h : cells) {
            Position.Stacked was = pos.uppermost(h);
            if (was != null && was.player() == player) continue;
            m.merge(player, Board.points(h), Integer::sum);
            if (was != null) m.merge(was.player(), -Board.points(h), Integer::sum);
        }
        return m;
    }

    /** Every legal placement of the given blocks, best first: most points gained plus taken, then set order. */
    public static List<Move> all(Position pos, char player, List<BlockType> supply) {
        List<Move> out = new ArrayList<>();
        search(pos, player, supply, out, false);
        out.sort((a, b) -> Integer.compare(b.gained() + b.takenTotal(), a.gained() + a.takenTotal()));
        return out;
    }

    /** Whether the player has any legal placement at all. */
    public static boolean any(Position pos, char player, List<BlockType> supply) {
        List<Move> out = new ArrayList<>();
        search(pos, player, supply, out, true);
        return !out.isEmpty();
    }

    private static void search(Position pos, char player, List<BlockType> supply, List<Move> out, boolean firstOnly) {
        List<Shape> shapesSeen = new ArrayList<>();
        for (BlockType b : supply) {
            if (shapesSeen.contains(b.shape())) continue;
            shapesSeen.add(b.shape());
            List<String> same = supply.stream()
                    .filter(o -> !o.name().equals(b.name()) && o.shape().equals(b.shape()))
                    .map(BlockType::name)
                    .toList();
            List<Shape> orientationsSeen = new ArrayList<>();
            for (Orientation o : Orientation.values()) {
                Shape s = b.shape().oriented(o);
                if (orientationsSeen.contains(s)) continue;
                orientationsSeen.add(s);
                for (int row = 0; row + s.height() <= Board.SIZE; row++) {
                    for (int col = 0; col + s.width() <= Board.SIZE; col++) {
                        List<Hole> cells = Shape.cover(s, col, row).orElseThrow();
                        Physics.Verdict v = Physics.check(pos, player, cells);
                        if (!v.legal()) continue;
                        Map<Character, Integer> eff = effect(pos, player, cells);
                        Map<Character, Integer> taken = new LinkedHashMap<>();
                        for (Claim c : pos.setup().claims()) {
                            int d = eff.getOrDefault(c.letter(), 0);
                            if (c.letter() != player && d < 0) taken.put(c.letter(), -d);
                        }
                        out.add(new Move(
                                new Placement(player, b.name(), o, cells, 0), v.layer(), eff.get(player), taken, same));
                        if (firstOnly) return;
                    }
                }
            }
        }
    }
}
