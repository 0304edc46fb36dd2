package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import pnp.fridge.model.Bar;

/**
 * The longest chain of one player's network: the longest trail (each bar at most once, points may
 * repeat) that never passes through a broken junction, though it may start or end at one.
 *
 * <p>Each broken junction is split into one dead end per bar touching it ({@link SplitNetwork}),
 * so trails of the split multigraph are exactly the allowed chains. Each connected component
 * (JGraphT) is then searched exactly, biggest first, skipping components too small to beat the
 * best so far, by one of two exact methods:
 * <ul>
 * <li>{@link ParitySearch}, a branch and bound over how many bars of each parallel class to use
 *     (the default: on the benchmark's adversarial networks its slowest case is a few
 *     milliseconds, where the trail search took seconds);</li>
 * <li>{@link TrailSearch}, a memoised depth-first search over trails with parity bounds, used
 *     when the parity search's state product exceeds {@link #PARITY_LIMIT} (never with 27 bars,
 *     whose product is at most 2^27) and kept as an independent check in the tests.</li>
 * </ul>
 * The longest trail problem is NP-hard, but a player has at most 27 bars; {@code FridgeBench}
 * times adversarial valid networks and {@code LongestRoadTest} checks both methods against a
 * plain enumeration of all trails.
 */
public final class LongestRoad {
    /** Bars a network may have here (the game allows 27); the memo key packs the used bars in 56 bits. */
    public static final int MAX_BARS = 56;
    /** Above this many class states the parity search gives way to the trail search. */
    public static final long PARITY_LIMIT = 1L << 36;

    /** Which exact method to use; {@code AUTO} picks per component. */
    public enum Method {
        AUTO,
        TRAILS,
        PARITY
    }

    /** A chain and how much searching it took (search states or branch-and-bound nodes). */
    public record Result(Chain chain, long work) {}

    private LongestRoad() {}

    /** The longest chain of the bars, never passing through a junction in {@code broken}. */
    public static Chain find(List<Bar> bars, Set<String> broken) {
        return find(bars, broken, Method.AUTO).chain();
    }

    public static Result find(List<Bar> bars, Set<String> broken, Method method) {
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
            boolean useParity = method == Method.PARITY || (method == Method.AUTO && parity.cost() <= PARITY_LIMIT);
            Chain c;
            if (useParity) {
                c = parity.longest();
                work += parity.nodes;
            } else {
                TrailSearch trails = new TrailSearch(net);
                c = trails.longest(comp);
                work += trails.states;
            }
            if (c.length() > best.length()) best = c;
        }
        return new Result(best, work);
    }
}
