package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pnp.vision.Fiducials;
import pnp.vision.GrayImage;

/** The join code as drawn: its SVG rectangles, painted into a picture, read back by BoofCV's QR detector. */
class QrSvgTest {
    static final int SCALE = 4;

    @Test
    void theDrawnCodeReadsBackAsTheJoinAddress() {
        String url = "http://192.168.1.5:8123/join?t=q_FD9hE1lGRJOt6mjLfm6A";
        String svg = QrSvg.of(url);
        int side = QrSvg.SIDE * SCALE;
        GrayImage image = GrayImage.filled(side, side, 1f);
        Matcher m = Pattern.compile("M([\\d.]+) ([\\d.]+)h([\\d.]+)v([\\d.]+)h").matcher(svg);
        int boxes = 0;
        while (m.find()) {
            boxes++;
            double x = Double.parseDouble(m.group(1)) * SCALE, y = Double.parseDouble(m.group(2)) * SCALE;
            double w = Double.parseDouble(m.group(3)) * SCALE, h = Double.parseDouble(m.group(4)) * SCALE;
            for (int py = (int) Math.round(y); py < Math.round(y + h); py++)
                for (int px = (int) Math.round(x); px < Math.round(x + w); px++) image.set(px, py, 0f);
        }
        assertEquals(true, boxes > 100, "modules drawn: " + boxes);
        assertEquals(List.of(url), Fiducials.qrTexts(image));
    }
}
