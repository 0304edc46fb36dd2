package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pnp.freezetag.rules.Tally;

class ChartTest {
    @Test
    void barsInTheSeatsColoursDrawnThroughThePageKit() throws Exception {
        Tally t = Tally.run(2, true, 4, 9, null, null);
        byte[] png = Chart.png(t);
        assertArrayEquals(png, Chart.png(Tally.run(2, true, 4, 9, null, null)), "same tally, same bytes");
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        // 720 x 420 pt at 2 pixels a point
        assertEquals(1440, img.getWidth());
        assertEquals(840, img.getHeight());
        // 2 seats + draws + 2 kinds = 5 bars over the plot from x 60 to 700 pt: slots of 128 pt, each bar
        // the middle two thirds of its slot. The plot's floor is at y 350 pt; a bar is 300 pt at 100 %.
        // Seat 1 (red, 0.90 0.25 0.22) won at least one of the games, so its bar holds (124, 349) pt.
        assertTrue(t.seatWins[0] > 0, "seed 9 gives red a win");
        // in 0..255: 229.5, 63.75, 56.1, within one step of rounding
        int red = img.getRGB(124 * 2, 348 * 2);
        assertEquals(229.5, (red >> 16) & 0xff, 1);
        assertEquals(63.75, (red >> 8) & 0xff, 1);
        assertEquals(56.1, red & 0xff, 1);
        // no draws: above the floor in the draws slot (x 316 pt) the paper is white
        assertEquals(0, t.draws);
        assertEquals(0xffffff, img.getRGB(316 * 2, 340 * 2) & 0xffffff);
    }
}
