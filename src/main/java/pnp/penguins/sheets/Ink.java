package pnp.penguins.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.pdf.Rect;

/**
 * What a page drew that carries game information, with its box on the page: pips, labels, square
 * names. A test reads it back to check that no label covers a pip and that everything stays inside
 * the printable area. (The page kit's own layout guard, when it lands, takes over this job.)
 */
final class Ink {
    /** One drawn item: its kind ("pip", "label", "name"), what it shows, and its box in page points. */
    record Item(String kind, String what, Rect box) {}

    private final List<Item> items = new ArrayList<>();

    void add(String kind, String what, Rect box) {
        items.add(new Item(kind, what, box));
    }

    List<Item> items() {
        return List.copyOf(items);
    }

    /** Whether two boxes share any area (touching edges do not count). */
    static boolean overlap(Rect a, Rect b) {
        return a.x() < b.right() && b.x() < a.right() && a.y() < b.bottom() && b.y() < a.bottom();
    }
}
