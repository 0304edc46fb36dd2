package pnp.pdf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The grey rule of a page's layout guard: pieces of different colours must still be told apart when a
 * mono printer prints them. Each coloured piece is registered with its colour and the mark it carries
 * (a letter, a word or a pattern that reads in any grey; null when it carries none). Two pieces of
 * different colours whose greys lie closer than {@link #LEAST_STEP} pass only when both carry marks and
 * the marks differ.
 *
 * <p>The grey is the PDF's own conversion from DeviceRGB to DeviceGray (ISO 32000-1, 10.3.5):
 * {@code 0.30 r + 0.59 g + 0.11 b}, what a printer does that drops colour without its own colour
 * management.
 */
final class GreyContrast {
    /**
     * The least difference of grey (0 black, 1 white) at which two colours count as distinct without
     * marks: a fifth of the scale, so a toner a little light or dark keeps them apart.
     */
    static final double LEAST_STEP = 0.2;

    /** A coloured piece: what it is, its colour, and its mark (null: none). */
    record Marked(String what, double r, double g, double b, String mark) {
        double grey() {
            return GreyContrast.grey(r, g, b);
        }

        boolean sameColour(Marked o) {
            return r == o.r && g == o.g && b == o.b;
        }
    }

    private final List<Marked> seen = new ArrayList<>();

    /** The DeviceGray level the PDF gives this colour (r, g, b in 0..1). */
    static double grey(double r, double g, double b) {
        return 0.30 * r + 0.59 * g + 0.11 * b;
    }

    /**
     * Registers a coloured piece; returns the breach it makes with a piece registered before (of another
     * colour, too close in grey, the two not told apart by their marks), or null. A piece of a colour and
     * mark already registered is checked once only.
     */
    String add(Marked m) {
        for (Marked o : seen) if (m.sameColour(o) && Objects.equals(m.mark(), o.mark())) return null;
        String breach = null;
        for (Marked o : seen) {
            if (m.sameColour(o)) continue;
            if (Math.abs(m.grey() - o.grey()) >= LEAST_STEP) continue;
            if (m.mark() != null && o.mark() != null && !m.mark().equals(o.mark())) continue;
            breach = String.format(
                    Locale.ROOT,
                    "%s and %s print as nearly the same grey (%.2f and %.2f) and %s",
                    m.what(),
                    o.what(),
                    m.grey(),
                    o.grey(),
                    m.mark() == null || o.mark() == null
                            ? "do not both carry a mark (a letter or pattern) to tell them apart"
                            : "carry the same mark " + m.mark());
            break;
        }
        seen.add(m);
        return breach;
    }
}
