package pnp.fridge.sheets;

import java.util.Locale;
import java.util.Map;

/** Light print tints for the usual player colours; any other colour word prints light grey. */
final class PieceColors {
    private PieceColors() {}

    private static final Map<String, double[]> TINTS = Map.of(
            "red", new double[] {1.0, 0.78, 0.78},
            "blue", new double[] {0.78, 0.86, 1.0},
            "yellow", new double[] {1.0, 0.96, 0.62},
            "green", new double[] {0.78, 0.94, 0.78},
            "black", new double[] {0.7, 0.7, 0.7},
            "white", new double[] {1.0, 1.0, 1.0},
            "orange", new double[] {1.0, 0.86, 0.7},
            "purple", new double[] {0.9, 0.8, 1.0});

    static double[] tint(String color) {
        return TINTS.getOrDefault(color.toLowerCase(Locale.ROOT), new double[] {0.9, 0.9, 0.9});
    }
}
