package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The guard's grey rule: colours too close in DeviceGray pass only with distinct marks. */
class GreyContrastTest {
    private static final double[] RED = {0.85, 0.1, 0.1};
    private static final double[] BLUE = {0.1, 0.3, 0.85};
    private static final double[] GREEN = {0.05, 0.55, 0.2};
    private static final double[] YELLOW = {0.85, 0.65, 0};

    private static List<String> draw(Consumer<Canvas> drawing) {
        return LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "greys", null)) {
                drawing.accept(doc.newPage().canvas());
                doc.toBytes();
            }
        });
    }

    @Test
    void greyIsThePdfsDeviceGrayConversion() {
        // 0.30 r + 0.59 g + 0.11 b, worked by hand
        assertEquals(0.255 + 0.059 + 0.011, GreyContrast.grey(RED[0], RED[1], RED[2]), 1e-9);
        assertEquals(0.030 + 0.177 + 0.0935, GreyContrast.grey(BLUE[0], BLUE[1], BLUE[2]), 1e-9);
        assertEquals(0.015 + 0.3245 + 0.022, GreyContrast.grey(GREEN[0], GREEN[1], GREEN[2]), 1e-9);
        assertEquals(0.255 + 0.3835, GreyContrast.grey(YELLOW[0], YELLOW[1], YELLOW[2]), 1e-9);
    }

    @Test
    void closeGreysWithoutMarksFail() {
        // red 0.325, blue 0.3005, green 0.3615: each within 0.2 of red; one breach for each newcomer
        List<String> problems = draw(c -> c.coloured("red penguin", RED, null)
                .coloured("blue penguin", BLUE, null)
                .coloured("green penguin", GREEN, null));
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(
                problems.get(0).contains("blue penguin and red penguin print as nearly the same grey (0.30 and 0.33)"),
                problems.get(0));
        assertTrue(problems.get(1).startsWith("greys, page 1: green penguin and red penguin"), problems.get(1));
        // one side marked is not enough
        assertEquals(
                1,
                draw(c -> c.coloured("red", RED, "R").coloured("blue", BLUE, null))
                        .size());
    }

    @Test
    void closeGreysWithDistinctMarksPass() {
        assertEquals(
                List.of(),
                draw(c -> c.coloured("red penguin", RED, "R")
                        .coloured("blue penguin", BLUE, "B")
                        .coloured("green penguin", GREEN, "G")
                        .coloured("red buddy", RED, "R")));
        List<String> same = draw(c -> c.coloured("red", RED, "dot").coloured("blue", BLUE, "dot"));
        assertEquals(1, same.size(), same.toString());
        assertTrue(same.get(0).endsWith("carry the same mark dot"), same.get(0));
    }

    @Test
    void greysFarApartOrOneColourNeedNoMarks() {
        // yellow 0.6385 is 0.31 lighter than red
        assertEquals(List.of(), draw(c -> c.coloured("red", RED, null).coloured("yellow", YELLOW, null)));
        assertEquals(List.of(), draw(c -> c.coloured("red 1", RED, null).coloured("red 2", RED, null)));
        // the rule holds a page: the same colours on two pages do not meet
        assertEquals(List.of(), LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.A4, "greys", null)) {
                doc.newPage().canvas().coloured("red", RED, null);
                doc.newPage().canvas().coloured("blue", BLUE, null);
                doc.toBytes();
            }
        }));
    }
}
