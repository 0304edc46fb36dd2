package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;

/**
 * The longest chain of one player's network: the longest trail (each bar at most once, points may
 * repeat) that never passes through a broken junction, though it may start or end at one.
 *
 * <p>Each broken junction is split into one dead end per bar touching it ({@link SplitNetwork}),
 * so trails of the split multigraph are exactly the allowed chains. Each connected component
 * (JGraphT) is then searched exactly by {@link ParitySearch}, a branch and bound over how many bars
 * of each parallel class to use, biggest component first, skipping components too small to beat the
 * best so far. The longest trail problem is NP-hard, but a player has at most 27 bars, so the parity
 * search's states number at most 2^27 (2 for a single bar, 3 for a class of several), and its bound
 * cuts most of them; {@code FridgeBench} times adversarial valid networks (a few milliseconds at worst) and
 * {@code LongestRoadTest} checks it against a plain enumeration of all trails and against an
 * independent memoised trail search.
 */
public final class LongestRoad {
    /** Bars a network may have here (the game allows 27). */
    public static final int MAX_BARS = 56;

    /** A chain and how much searching it took (branch-and-bound nodes). */
    public record Result(Chain chain, long work) {}

    private LongestRoad() {}

    /** The longest chain of the bars, never passing through a junction in {@code broken}. */
    public static Chain find(List<Bar> bars, Set<Point> broken) {
        return search(bars, broken).chain();
    }

    /** {@link #find}, with the work the search took. */
    public static Result search(List<Bar> bars, Set<Point> broken) {
        SplitNetwork net = new SplitNetwork(bars, broken);
        List<Set<Integer>> comps = new ArrayList<>(net.components());
        comps.sort(Comparator.comparingInt((Set<Integer> c) -> -Long.bitCount(net.edgeMask(c)))
                .thenComparingLong(c -> Long.numberOfTrailingZeros(net.edgeMask(c))));
        Chain best = Chain.EMPTY;
        long work = 0;
        for (Set<Integer> comp : comps) {
            int size = Long.bitCount(net.edgeMask(comp));
            if (size <= best.length()) break;
            ParitySearch parity = new ParitySearch(net, comp);
            Chain c = parity.longest();
            work += parity.nodes;
            if (c.length() > best.length()) best = c;
        }
        return new Result(best, work);
    }
}
