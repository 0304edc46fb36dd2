package pnp.freezetag.sheets;

import java.util.Map;

/** Print colours for the players' colour names; unknown names print light grey (the name is always written too). */
public final class Colours {
    private static final Map<String, double[]> KNOWN = Map.ofEntries(
            Map.entry("red", new double[] {0.90, 0.25, 0.22}),
            Map.entry("orange", new double[] {0.97, 0.60, 0.20}),
            Map.entry("yellow", new double[] {0.98, 0.88, 0.25}),
            Map.entry("green", new double[] {0.35, 0.72, 0.35}),
            Map.entry("blue", new double[] {0.30, 0.50, 0.90}),
            Map.entry("purple", new double[] {0.60, 0.40, 0.80}),
            Map.entry("pink", new double[] {0.97, 0.62, 0.78}),
            Map.entry("cyan", new double[] {0.35, 0.82, 0.88}),
            Map.entry("black", new double[] {0.25, 0.25, 0.25}),
            Map.entry("white", new double[] {1, 1, 1}),
            Map.entry("brown", new double[] {0.62, 0.42, 0.25}),
            Map.entry("grey", new double[] {0.65, 0.65, 0.65}),
            Map.entry("gray", new double[] {0.65, 0.65, 0.65}));

    private Colours() {}

    /** r, g, b in 0..1. */
    public static double[] rgb(String name) {
        return KNOWN.getOrDefault(name, new double[] {0.85, 0.85, 0.85});
    }

    /** Whether black text reads well on this colour. */
    public static boolean dark(String name) {
        double[] c = rgb(name);
        return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] < 0.4;
    }
}
