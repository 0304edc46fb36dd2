package pnp.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link GrayImage#sharpened}: an unsharp mask, worked by hand on flat and stepped pictures. */
class SharpenedTest {
    @Test
    void aFlatPictureStaysAsItIs() {
        GrayImage flat = GrayImage.filled(20, 10, 0.4f);
        GrayImage s = flat.sharpened(1.7);
        for (int y = 0; y < 10; y++) for (int x = 0; x < 20; x++) assertEquals(0.4f, s.get(x, y), 1e-5);
    }

    @Test
    void aSoftStepIsSteeperAndStaysWithinBlackAndWhite() {
        GrayImage step = GrayImage.filled(40, 5, 1f);
        for (int y = 0; y < 5; y++) for (int x = 0; x < 20; x++) step.set(x, y, 0.2f);
        GrayImage s = step.sharpened(1.7);
        // far from the edge: unchanged
        assertEquals(0.2f, s.get(2, 2), 1e-4);
        assertEquals(1f, s.get(37, 2), 1e-4);
        // beside the edge the dark side gets darker (2 * 0.2 - a blur above 0.2) and the light side is clipped at 1
        assertTrue(s.get(19, 2) < 0.2f, "dark side darker: " + s.get(19, 2));
        assertEquals(1f, s.get(20, 2), 1e-6);
        for (int x = 0; x < 40; x++) assertTrue(s.get(x, 2) >= 0 && s.get(x, 2) <= 1);
        // the picture itself is untouched
        assertEquals(0.2f, step.get(19, 2), 0);
    }
}
