package pnp.ikes.format.photo;

import java.util.List;

/**
 * Rough pencil sketches of the six displays (the sheet's legend: chair, lamp, sofa, bed, desk set,
 * bookcase) as strokes in a unit box, x right and y down: what a player draws in a few lines.
 */
final class Furniture {
    private Furniture() {}

    static List<double[]> strokes(int face) {
        return switch (face) {
            case 1 -> List.of(new double[] {0.25, 0, 0.25, 1}, new double[] {0.25, 0.55, 0.75, 0.55, 0.75, 1});
            case 2 ->
                List.of(
                        new double[] {0.3, 0.35, 0.5, 0.05, 0.7, 0.35, 0.3, 0.35},
                        new double[] {0.5, 0.35, 0.5, 0.9},
                        new double[] {0.3, 0.95, 0.7, 0.95});
            case 3 ->
                List.of(
                        new double[] {0.05, 0.3, 0.05, 0.85, 0.95, 0.85, 0.95, 0.3},
                        new double[] {0.05, 0.45, 0.95, 0.45});
            case 4 ->
                List.of(
                        new double[] {0.15, 0, 0.85, 0, 0.85, 1, 0.15, 1, 0.15, 0},
                        new double[] {0.25, 0.08, 0.75, 0.08, 0.75, 0.25, 0.25, 0.25, 0.25, 0.08});
            case 5 ->
                List.of(
                        new double[] {0, 0.5, 1, 0.5},
                        new double[] {0.1, 0.5, 0.1, 1},
                        new double[] {0.9, 0.5, 0.9, 1},
                        new double[] {0.55, 0.5, 0.55, 0.7, 0.85, 0.7, 0.85, 0.5},
                        new double[] {0.2, 0.05, 0.6, 0.05, 0.6, 0.4, 0.2, 0.4, 0.2, 0.05});
            case 6 ->
                List.of(
                        new double[] {0.15, 0, 0.85, 0, 0.85, 1, 0.15, 1, 0.15, 0},
                        new double[] {0.15, 0.33, 0.85, 0.33},
                        new double[] {0.15, 0.66, 0.85, 0.66},
                        new double[] {0.3, 0.05, 0.3, 0.3},
                        new double[] {0.45, 0.05, 0.45, 0.3},
                        new double[] {0.6, 0.38, 0.6, 0.63});
            default -> throw new IllegalArgumentException("face " + face);
        };
    }
}
