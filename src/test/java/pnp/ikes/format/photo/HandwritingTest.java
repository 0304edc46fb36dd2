package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HandwritingTest {
    private static void assumeInstalled() {
        assumeTrue(
                Handwriting.installed(),
                "the handwriting fonts are not installed (apt-get install fonts-bwht fonts-dkg-handwriting)");
    }

    @Test
    void theFacesSplitInTwoEachHalfWithBothFontsHands() {
        Set<Handwriting.Face> all = EnumSet.noneOf(Handwriting.Face.class);
        for (boolean tuned : new boolean[] {true, false}) {
            var half = Handwriting.Face.of(tuned);
            assertEquals(5, half.size());
            assertEquals(3, half.stream().filter(f -> f.file.contains("bwht")).count());
            assertEquals(
                    2,
                    half.stream().filter(f -> f.file.contains("fifthhorseman")).count());
            all.addAll(half);
        }
        assertEquals(EnumSet.allOf(Handwriting.Face.class), all);
    }

    @Test
    void aWrittenDigitIsAsHighAsAskedWhereAsked() {
        assumeInstalled();
        for (Handwriting.Face f : Handwriting.Face.values()) {
            Rectangle2D b =
                    Handwriting.outline(f, "4", 500, 300, 80, 1000, 0, 0).getBounds2D();
            assertEquals(80, b.getHeight(), 2.5, f.name());
            assertEquals(300, b.getCenterY(), 2.5, f.name());
            assertEquals(500, b.getCenterX(), 2.5, f.name());
            Rectangle2D w =
                    Handwriting.outline(f, "cafe", 500, 300, 1000, 120, 0, 0).getBounds2D();
            assertEquals(120, w.getWidth(), 2.5, f.name() + ": a word no longer than asked");
        }
    }

    @Test
    void writtenFamiliesDrawTheirOwnWayAndTheSameSeedDrawsTheSame() {
        assumeInstalled();
        byte[] classic = SyntheticPhoto.make(4, Difficulty.EASY, 800, 600).jpeg();
        for (Hand.Style f : new Hand.Style[] {
            Hand.Style.DISPLAY_WRITTEN, Hand.Style.DISPLAY_WRITTEN_HELD, Hand.Style.CAFETERIA_WRITTEN_HELD
        }) {
            byte[] a = SyntheticPhoto.make(4, Difficulty.EASY, 800, 600, f).jpeg();
            assertArrayEquals(
                    a, SyntheticPhoto.make(4, Difficulty.EASY, 800, 600, f).jpeg(), f.name());
            assertFalse(Arrays.equals(a, classic), f.name());
        }
    }
}
