package pnp.pdf;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** Greedy word wrapping: words joined while the line fits the width, a {@code \n} starting a new line. */
final class Wrap {
    private Wrap() {}

    /** The lines of {@code text} no wider than {@code max} by {@code width} (one word wider stands alone). */
    static List<String> lines(ToDoubleFunction<String> width, double max, String text) {
        List<String> lines = new ArrayList<>();
        for (String para : text.split("\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : para.split(" +")) {
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (width.applyAsDouble(candidate) > max && line.length() > 0) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(candidate);
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
