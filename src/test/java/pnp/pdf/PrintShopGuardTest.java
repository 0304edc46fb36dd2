package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** What a print shop checks, taught to the layout guard: bleed is ink, gutters, bleed on coloured pieces, 6 pt. */
class PrintShopGuardTest {
    private static List<String> draw(Consumer<Canvas> drawing) {
        return LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.LETTER, "shop", null)) {
                drawing.accept(doc.newPage().canvas());
                doc.toBytes();
            }
        });
    }

    private static Rect square(double x, double y) {
        return new Rect(x, y, Units.mm(30), Units.mm(30));
    }

    @Test
    void bleedPrintedOverTextIsCaught() {
        // the text's glyphs end about 1 pt above its baseline at 100 + 7; a piece whose cut line is 2 mm
        // (5.7 pt) below puts its 3 mm of bleed over them
        List<String> problems = draw(c ->
                c.text(100, 107, 7, "subtitle").piece("red net", "red", square(100, 107 + Units.mm(2)), Page.BLEED));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("the bleed of red net is printed over text 'subtitle'"), problems.get(0));
        // and the other way round: text drawn into a piece's bleed afterwards
        List<String> later = draw(
                c -> c.piece("red net", "red", square(100, 120), Page.BLEED).text(100, 118, 7, "late"));
        assertEquals(1, later.size(), later.toString());
        assertTrue(later.get(0).contains("lies in the bleed of red net"), later.get(0));
        // 4 mm clear of the text: fine
        assertEquals(
                List.of(),
                draw(c -> c.text(100, 107, 7, "subtitle")
                        .piece("red net", "red", square(100, 107 + Units.mm(4)), Page.BLEED)));
    }

    @Test
    void differentColoursKeepAGutterOfBothBleeds() {
        double x = 100;
        double w = Units.mm(30);
        // 5.9 mm apart: each bleed (3 mm) reaches past the middle of the gutter into the other's
        assertEquals(
                1,
                draw(c -> c.piece("red", "red", square(x, 100), Page.BLEED)
                                .piece("blue", "blue", square(x + w + Units.mm(5.9), 100), Page.BLEED))
                        .size());
        // 6.1 mm apart: fine
        assertEquals(
                List.of(),
                draw(c -> c.piece("red", "red", square(x, 100), Page.BLEED)
                        .piece("blue", "blue", square(x + w + Units.mm(6.1), 100), Page.BLEED)));
        // one colour: may share the bleed, even a cut line
        assertEquals(
                List.of(),
                draw(c -> c.piece("red", "red", square(x, 100), Page.BLEED)
                        .piece("red 2", "red", square(x + w, 100), Page.BLEED)));
        // a plain piece 2 mm from a coloured one lies under its bleed
        List<String> plain = draw(c -> c.piece("red", "red", square(x, 100), Page.BLEED)
                .piece("white card", null, square(x + w + Units.mm(2), 100), 0));
        assertEquals(1, plain.size(), plain.toString());
        assertTrue(plain.get(0).contains("(a gutter of 3.0 mm at least)"), plain.get(0));
    }

    @Test
    void aPieceColouredToItsEdgeNeedsBleed() {
        List<String> problems = draw(c -> c.piece("board", "board", square(100, 100), 0));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("board is coloured to its cut line with no bleed"), problems.get(0));
        assertEquals(List.of(), draw(c -> c.piece("card", null, square(100, 100), 0)));
    }

    @Test
    void textUnderSixPointsIsCaughtAlsoWhenScaledDown() {
        assertEquals(List.of(), draw(c -> c.text(100, 100, 6, "six")));
        List<String> small = draw(c -> c.text(100, 100, 4.5, "align"));
        assertEquals(1, small.size(), small.toString());
        assertTrue(small.get(0).endsWith("text 'align' is 4.5 pt, under the least of 6 pt"), small.get(0));
        // 8 pt drawn at half scale is 4 pt on paper
        assertEquals(
                1,
                draw(c -> c.save().scale(0.5).text(200, 200, 8, "half").restore())
                        .size());
    }

    @Test
    void seamsCrossNoGameInformation() {
        List<String> problems = draw(c -> c.text(100, 100, 10, "A1").seam("overlap seam", new Rect(104, 50, 0.3, 200)));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("overlap seam"), problems.get(0));
        assertTrue(problems.get(0).contains("crosses text 'A1'"), problems.get(0));
        // a ring kept clear (not game information itself) stops a seam too
        assertEquals(
                1,
                draw(c -> c.keepClear("ring", new Rect(200, 200, 40, 40)).seam("seam", new Rect(220, 100, 0.3, 300)))
                        .size());
        assertEquals(
                List.of(), draw(c -> c.text(100, 100, 10, "A1").seam("overlap seam", new Rect(130, 50, 0.3, 200))));
    }
}
