package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import pnp.random.Rng;

/**
 * How one player draws each kind of item: one style family per kind ({@link Kind}), chosen from the
 * families allowed. The reader is tuned on some families and measured on the others
 * ({@link Style#TUNED}); a hand drawing a held-out family draws every other kind in tuned styles.
 */
record Hand(Map<Kind, Style> styles) {
    /** The kinds of item a player pencils. */
    enum Kind {
        CAFETERIA,
        WALL,
        DOT,
        DISPLAY,
        ARROW,
        CORRECTIONS,
        /** What the player writes with: every mark of the sheet. */
        TOOL,
        /** How big the player draws: every dot and every display of the sheet. */
        SIZE
    }

    /** A named way of drawing one kind of item. */
    enum Style {
        /** A fork from one space across the line into the other, either way round, a little askew. */
        CAFETERIA_FORK_ACROSS(Kind.CAFETERIA),
        /** A small fork in each of the two spaces. */
        CAFETERIA_FORK_EACH(Kind.CAFETERIA),
        /** A fork across the two spaces with an outline drawn round the pair, just inside its lines. */
        CAFETERIA_OUTLINE(Kind.CAFETERIA),
        /** A big C across the pair, a C in each space, or "caf" written across the line. */
        CAFETERIA_LETTER(Kind.CAFETERIA),
        /** Both spaces hatched with slanting lines, unbroken across the line between them. */
        CAFETERIA_HATCH(Kind.CAFETERIA),
        /** A big X over the pair, corner to corner. */
        CAFETERIA_CROSS(Kind.CAFETERIA),
        /** Both spaces shaded with a tight zigzag, unbroken across the line between them. */
        CAFETERIA_SHADED(Kind.CAFETERIA),
        /** Both spaces hatched with level (or upright) lines, unbroken across the line between them. */
        CAFETERIA_HATCH_STRAIGHT(Kind.CAFETERIA),
        /** Along the line (the pnp generator's original hand). */
        WALL_ON_LINE(Kind.WALL),
        /** A millimetre or two inside the space that owns the wall. */
        WALL_INSIDE(Kind.WALL),
        /** Stopping well short of the corners. */
        WALL_SHORT(Kind.WALL),
        /** Two strokes side by side. */
        WALL_DOUBLED(Kind.WALL),
        /** Gone over two or three times, overshooting the corners. */
        WALL_OVERDRAWN(Kind.WALL),
        /** A filled dot (the original hand). */
        DOT_DOT(Kind.DOT),
        /** A small circle. */
        DOT_CIRCLE(Kind.DOT),
        /** A tick. */
        DOT_TICK(Kind.DOT),
        /** A small cross. */
        DOT_CROSS(Kind.DOT),
        /** A sketch of the legend's furniture (the original hand). */
        DISPLAY_LEGEND(Kind.DISPLAY),
        /** The die's number, 1 to 6. */
        DISPLAY_NUMBER(Kind.DISPLAY),
        /** A scribble filling much of the space. */
        DISPLAY_SCRIBBLE(Kind.DISPLAY),
        /** An arrow with an open V head (the original hand). */
        ARROW_V(Kind.ARROW),
        /** An arrow with a closed triangle head. */
        ARROW_TRIANGLE(Kind.ARROW),
        /** An arrow with a filled head. */
        ARROW_FILLED(Kind.ARROW),
        /** Nothing rubbed out. */
        CORRECTIONS_NONE(Kind.CORRECTIONS),
        /** A few marks drawn and rubbed out (faint smears left), and a dot rubbed out under a display. */
        CORRECTIONS_ERASED(Kind.CORRECTIONS),
        /** A fork from the legend's size to one space long, across the line or mostly in one space with an end across. */
        CAFETERIA_FORK_SHORT(Kind.CAFETERIA),
        /** The die's number written in a real person's hand ({@link Handwriting.Face#tuned} faces), 4 to 9 mm high. */
        DISPLAY_WRITTEN(Kind.DISPLAY),
        /** As {@link #DISPLAY_WRITTEN}, in the faces held back. */
        DISPLAY_WRITTEN_HELD(Kind.DISPLAY),
        /** "caf", "cafe", "eat", a C across the pair or one in each space, in a real person's hand (tuned faces). */
        CAFETERIA_WRITTEN(Kind.CAFETERIA),
        /** As {@link #CAFETERIA_WRITTEN}, in the faces held back. */
        CAFETERIA_WRITTEN_HELD(Kind.CAFETERIA),
        /** A pencil: grey strokes of varying weight and darkness (the original hand). */
        TOOL_PENCIL(Kind.TOOL),
        /** A black ballpoint pen: thin, dark, even strokes that cannot be rubbed out. */
        TOOL_PEN(Kind.TOOL),
        /** A blue ballpoint pen, as {@link #TOOL_PEN}. */
        TOOL_PEN_BLUE(Kind.TOOL),
        /** Dots and displays at the sizes each style draws them (the original hand). */
        SIZE_USUAL(Kind.SIZE),
        /** Displays drawn small, at 0.6 of their style's size: a sketch or a number 4 to 6 mm across. */
        SIZE_SMALL_DISPLAYS(Kind.SIZE),
        /** Dots drawn big, at 1.7 of their style's size: a circle or a tick 3 to 6 mm across. */
        SIZE_BIG_DOTS(Kind.SIZE),
        /**
         * A small hand: dots at 0.7 of their style's size, displays at 0.5 (a sketch or a number 3 to 5 mm
         * across, narrower than the usual sizes take a display to be).
         */
        SIZE_SMALL_HAND(Kind.SIZE);

        final Kind kind;

        Style(Kind kind) {
            this.kind = kind;
        }

        /**
         * The families a hand draws the kinds of item other than its family's in: the families first tuned
         * on. Fixed, so that a seed draws the same photo however {@link #TUNED} grows.
         */
        static final List<Style> OTHERS = List.of(
                CAFETERIA_FORK_ACROSS,
                CAFETERIA_FORK_EACH,
                CAFETERIA_OUTLINE,
                CAFETERIA_LETTER,
                CAFETERIA_HATCH,
                WALL_ON_LINE,
                WALL_INSIDE,
                WALL_SHORT,
                DOT_DOT,
                DOT_CIRCLE,
                DOT_TICK,
                DISPLAY_LEGEND,
                DISPLAY_NUMBER,
                ARROW_V,
                ARROW_TRIANGLE,
                CORRECTIONS_NONE,
                CORRECTIONS_ERASED,
                TOOL_PENCIL,
                SIZE_USUAL);

        /** The families the reader was tuned on; all others are held out and only measured. */
        static final Set<Style> TUNED = tuned();

        private static Set<Style> tuned() {
            Set<Style> s = EnumSet.copyOf(OTHERS);
            s.add(CAFETERIA_HATCH_STRAIGHT);
            s.add(WALL_DOUBLED);
            s.add(CAFETERIA_FORK_SHORT);
            s.add(SIZE_SMALL_DISPLAYS);
            s.add(DISPLAY_WRITTEN);
            s.add(SIZE_SMALL_HAND);
            return Set.copyOf(s);
        }

        /** The handwriting faces the family writes in: the tuned half, or the half held back. */
        List<Handwriting.Face> faces() {
            return Handwriting.Face.of(this == DISPLAY_WRITTEN || this == CAFETERIA_WRITTEN);
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    /** The generator's original hand: what the reader was first built on. */
    static final Hand CLASSIC = new Hand(Map.of(
            Kind.CAFETERIA, Style.CAFETERIA_FORK_ACROSS,
            Kind.WALL, Style.WALL_ON_LINE,
            Kind.DOT, Style.DOT_DOT,
            Kind.DISPLAY, Style.DISPLAY_LEGEND,
            Kind.ARROW, Style.ARROW_V,
            Kind.CORRECTIONS, Style.CORRECTIONS_NONE,
            Kind.TOOL, Style.TOOL_PENCIL,
            Kind.SIZE, Style.SIZE_USUAL));

    Style of(Kind k) {
        return styles.get(k);
    }

    /** How many times its style's size the hand draws a display. */
    double displayScale() {
        return switch (of(Kind.SIZE)) {
            case SIZE_SMALL_DISPLAYS -> 0.6;
            case SIZE_SMALL_HAND -> 0.5;
            default -> 1;
        };
    }

    /** How many times its style's size the hand draws a dot. */
    double dotScale() {
        return switch (of(Kind.SIZE)) {
            case SIZE_BIG_DOTS -> 1.7;
            case SIZE_SMALL_HAND -> 0.7;
            default -> 1;
        };
    }

    /** Whether the hand writes with a ballpoint pen rather than a pencil. */
    boolean pen() {
        return of(Kind.TOOL) == Style.TOOL_PEN || of(Kind.TOOL) == Style.TOOL_PEN_BLUE;
    }

    /** A hand drawing {@code family} for its kind and a random tuned family for every other kind. */
    static Hand with(Style family, Rng rng) {
        Map<Kind, Style> m = new EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) {
            List<Style> tuned = new ArrayList<>();
            for (Style s : Style.values()) if (s.kind == k && Style.OTHERS.contains(s)) tuned.add(s);
            m.put(k, k == family.kind ? family : tuned.get(rng.nextInt(tuned.size())));
        }
        return new Hand(m);
    }
}
