package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Display;
import pnp.ikes.model.TileChart;
import pnp.pdf.Paper;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class SheetDocumentTest {
    private static final TileChart CHART = TileChartParser.standard();
    // 18 mm squares: 18 / 25.4 * 72 = 51.02 pt; the grid is 7 squares = 357.17 pt
    private static final double SQUARE = 51.0236;
    private static final double GRID = 7 * SQUARE;

    private static byte[] sheet(Paper paper, SheetSpec spec) {
        return SheetDocument.render(paper, CHART, 1, spec, true, null);
    }

    @ParameterizedTest
    @EnumSource(Paper.class)
    void gridLinesAreEighteenMillimetresApart(Paper paper) throws Exception {
        try (PdfProbe probe = new PdfProbe(sheet(paper, SheetSpec.blank("test")))) {
            assertEquals(paper.width(), probe.width(0), 0.01);
            List<Segment> inner = probe.segments(0).stream()
                    .filter(s -> Math.abs(s.length() - GRID) < 0.01)
                    .toList();
            List<Double> xs = inner.stream()
                    .filter(Segment::vertical)
                    .map(Segment::minX)
                    .sorted()
                    .distinct()
                    .toList();
            List<Double> ys = inner.stream()
                    .filter(Segment::horizontal)
                    .map(Segment::minY)
                    .sorted()
                    .distinct()
                    .toList();
            // 6 inner lines each way (the outer wall is drawn square by square)
            assertEquals(6, xs.size(), xs.toString());
            assertEquals(6, ys.size(), ys.toString());
            for (int i = 1; i < 6; i++) {
                assertEquals(SQUARE, xs.get(i) - xs.get(i - 1), 0.01);
                assertEquals(SQUARE, ys.get(i) - ys.get(i - 1), 0.01);
            }
            assertEquals(Units.mm(18), SheetPage.SQUARE, 1e-9);
        }
    }

    @Test
    void showsLabelsLegendBoxesAndAllThirtySixTiles() throws Exception {
        try (PdfProbe probe = new PdfProbe(sheet(Paper.LETTER, SheetSpec.blank("game sheet")))) {
            String text = probe.text(0);
            for (String label : List.of(
                    "Coins",
                    "Cafeterias (at most 2)",
                    "Score",
                    "displays",
                    "empty spaces",
                    "total",
                    "Solo grade",
                    "12 or more: excellent, champion",
                    "Tile chart",
                    "player:")) {
                assertTrue(text.contains(label), label);
            }
            for (Display d : Display.values()) assertTrue(text.contains(d.face() + " " + d.label()), d.label());
            Matcher m = Pattern.compile("\\b([1-6])-([1-6])\\b").matcher(text);
            Set<String> ids = new TreeSet<>();
            while (m.find()) ids.add(m.group());
            assertEquals(36, ids.size(), ids.toString());
            for (String col : List.of("A", "B", "C", "D", "E", "F", "G")) assertTrue(text.contains(col + "7"), col);
            assertEquals(List.of(), probe.fontsNotEmbedded());
            assertTrue(probe.text(1).contains("Ike's in brief"));
        }
    }

    @Test
    void predrawnDoorsOpenTheOuterWallAndAreLabelled() throws Exception {
        CellSide in = new CellSide(new Cell(0, 3), Side.W);
        CellSide out = new CellSide(new Cell(6, 3), Side.E);
        byte[] pdf = sheet(Paper.LETTER, new SheetSpec("doors", Optional.of(in), Optional.of(out)));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            String text = probe.text(0);
            assertTrue(text.contains("IN") && text.contains("OUT"), text);
            // The outer wall is a double line, 28 sides of one square each. The inner line: 28 - 2 doorways
            // = 26 strokes of one square. The outer line: at the 4 corners both sides run on 1.2 mm to
            // meet (8 longer strokes), so 28 - 8 - 2 = 18 strokes of exactly one square: 44 in all.
            // Each doorway (A4 west, G4 east, neither at a corner) leaves a fifth of a square (10.2 pt)
            // at each end of both lines (4 a doorway, 8) and closes the band with two strokes of 1.2 mm (4).
            List<Segment> all = probe.segments(0);
            long full = all.stream()
                    .filter(s -> Math.abs(s.length() - SQUARE) < 0.01)
                    .count();
            long jambs = all.stream()
                    .filter(s -> Math.abs(s.length() - SQUARE / 5) < 0.01)
                    .count();
            long closers = all.stream()
                    .filter(s -> s.horizontal() && Math.abs(s.length() - Units.mm(1.2)) < 0.01)
                    .count();
            assertEquals(44, full);
            assertEquals(8, jambs);
            assertEquals(4, closers);
        }
    }

    @Test
    void renderedPageShowsTheGridWhereTheLayoutPutsIt() throws Exception {
        try (PdfProbe probe = new PdfProbe(sheet(Paper.LETTER, SheetSpec.blank("render")))) {
            BufferedImage img = probe.render(0, 144); // 2 pixels per point
            // grid top-left: margin 10 mm + header 9 mm + labels, arrows and wall 4.5 + 7 + 1.2 mm = 31.7 mm
            // from the top; left: 10 + 12.7 = 22.7 mm. The wall's outer line is 1.2 mm (3.4 pt) further out.
            int left = (int) Math.round(2 * Units.mm(22.7));
            int top = (int) Math.round(2 * Units.mm(31.7));
            assertTrue(dark(img, left, top + 200), "inner wall line at x=" + left);
            assertTrue(dark(img, left + 200, top), "inner wall line at y=" + top);
            assertTrue(dark(img, left - 7, top + 200), "outer wall line");
            assertFalse(dark(img, left - 3, top + 200), "the band between the wall's lines is blank");
            assertFalse(dark(img, left + 200, top + 200), "inside of a square is blank");
            assertFalse(dark(img, left - 30, top + 200 + 30), "outside the grid is blank");
        }
    }

    private static boolean dark(BufferedImage img, int x, int y) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if ((img.getRGB(x + dx, y + dy) & 0xff) < 100) return true;
            }
        }
        return false;
    }

    @Test
    void sameSheetTwiceIsByteIdentical() {
        assertArrayEquals(sheet(Paper.A4, SheetSpec.blank("x")), sheet(Paper.A4, SheetSpec.blank("x")));
    }
}
