package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class LayoutGuardTest {
    /** Draws on one Letter page (612 x 792 pt; printable area 28.35 pt in from every edge) and returns the breaches. */
    private static List<String> draw(Consumer<Page> drawing) {
        return LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.LETTER, "guard test", null)) {
                drawing.accept(doc.newPage());
                doc.toBytes();
            }
        });
    }

    @Test
    void aCleanPageHasNoBreaches() {
        // the rulers and footer alone: nothing overlaps, nothing in the border
        assertEquals(List.of(), draw(p -> p.canvas().text(100, 100, 12, "Hello")));
    }

    @Test
    void textOverTextIsCaughtWithBothNames() {
        List<String> problems = draw(p -> p.canvas().text(100, 100, 12, "first").text(110, 102, 12, "second"));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("guard test, page 1: text 'second'"), problems.get(0));
        assertTrue(problems.get(0).contains("is drawn over text 'first'"), problems.get(0));
    }

    @Test
    void textBesideTextOrOnTheNextLineIsFine() {
        // "ab" at 10 pt is 11.1 pt wide (a and b 556/1000 em each); the next word starts at 112 > 111.1.
        // The next line's baseline is 14 pt lower: caps reach 7.3 pt up (729/1000 em at 10 pt) and
        // nothing here reaches below the line, so the boxes are 100-7.3..100 and 114-7.3..114.
        assertEquals(
                List.of(),
                draw(p -> p.canvas()
                        .text(100, 100, 10, "ab")
                        .text(112, 100, 10, "cd")
                        .text(100, 114, 10, "AB")));
    }

    @Test
    void textBoxComesFromTheGlyphOutlines() {
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "guard test", null)) {
            Page p = doc.newPage();
            p.canvas().text(100, 200, 10, "x").text(200, 200, 10, "g");
            Rect x = p.guard().claims().get(0).box();
            Rect g = p.guard().claims().get(1).box();
            // Liberation Sans: "x" stands on the baseline, 1082/2048 em high = 5.28 pt at 10 pt, 500/1000 em wide
            assertEquals(200, x.bottom(), 0.05);
            assertEquals(200 - 5.28, x.y(), 0.1);
            assertEquals(5.0, x.w(), 0.01);
            // "g" hangs below the baseline (descender about 0.21 em)
            assertTrue(g.bottom() > 201.5, g.toString());
        }
    }

    @Test
    void claimsAreMappedThroughTheTransformation() {
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "guard test", null)) {
            Page p = doc.newPage();
            Canvas c = p.canvas();
            c.save()
                    .translate(100, 150)
                    .rotate(90)
                    .claim("pip", new Rect(0, 0, 20, 10))
                    .restore();
            // rotating 90 degrees clockwise sends (20, 0) to (0, 20) and (0, 10) to (-10, 0):
            // the box spans x 90..100 and y 150..170 on the page
            assertEquals(
                    new Rect(90, 150, 10, 20), round(p.guard().claims().get(0).box()));
            c.claim("hole", new Rect(90, 170, 5, 5)); // touches the pip's bottom edge only
            assertEquals(2, p.guard().claims().size());
        }
    }

    @Test
    void claimOverClaimIsCaught() {
        List<String> problems = draw(p -> p.canvas()
                .claim("pip of H6", new Rect(100, 100, 10, 10))
                .claim("ring of G1", new Rect(105, 105, 20, 20)));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("ring of G1") && problems.get(0).contains("pip of H6"), problems.get(0));
    }

    @Test
    void darkInkInTheBorderIsCaughtLightTintIsNot() {
        // 10 mm = 28.35 pt; a line at x = 20 pt lies 7 mm from the left edge
        List<String> dark = draw(p -> p.canvas().line(20, 100, 20, 200));
        assertEquals(1, dark.size(), dark.toString());
        assertTrue(dark.get(0).contains("a line") && dark.get(0).contains("unprintable border"), dark.get(0));
        // a 30% grey bleed to the paper's edge is allowed, as is a black line exactly on the 10 mm line
        assertEquals(
                List.of(),
                draw(p -> p.canvas()
                        .save()
                        .gray(0.8)
                        .fillRect(0, 100, 100, 100)
                        .restore()
                        .lineWidth(0.3)
                        .line(Units.mm(10), 300, 200, 300)));
    }

    @Test
    void clippedInkDoesNotCountTextInsideAClaimCanOptOut() {
        assertEquals(
                List.of(),
                draw(p -> p.canvas()
                        .save()
                        .clip(new Rect(100, 100, 100, 100))
                        .line(0, 150, 400, 150)
                        .text(300, 300, 12, "hidden")
                        .restore()
                        .claim("piece", new Rect(300, 300, 50, 50))
                        .save()
                        .claimText(false)
                        .text(310, 330, 12, "7")
                        .restore()));
        List<String> inBorder = draw(
                p -> p.canvas().save().claimText(false).text(5, 400, 12, "edge").restore());
        assertEquals(1, inBorder.size(), inBorder.toString());
    }

    @Test
    void strictModeThrowsAtTheFirstBreach() {
        System.setProperty(LayoutGuard.STRICT, "true");
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "guard test", null)) {
            Canvas c = doc.newPage().canvas();
            LayoutException e = assertThrows(LayoutException.class, () -> c.line(5, 5, 50, 50));
            assertTrue(e.getMessage().startsWith("guard test, page 1: a line"), e.getMessage());
        } finally {
            System.clearProperty(LayoutGuard.STRICT);
        }
    }

    private static Rect round(Rect r) {
        return new Rect(
                Math.round(r.x() * 1000) / 1000.0,
                Math.round(r.y() * 1000) / 1000.0,
                Math.round(r.w() * 1000) / 1000.0,
                Math.round(r.h() * 1000) / 1000.0);
    }
}
