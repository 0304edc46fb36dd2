package pnp.pdf;

import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/** One page of a {@link PdfDoc}: its canvas and the area content may use. */
public final class Page {
    private final PDPage pdPage;
    private final Canvas canvas;
    private final Rect content;
    private final int number;

    Page(PDPage pdPage, Canvas canvas, Rect content, int number) {
        this.pdPage = pdPage;
        this.canvas = canvas;
        this.content = content;
        this.number = number;
    }

    public Canvas canvas() {
        return canvas;
    }

    /** The page's layout guard: what game information is where; see {@link LayoutGuard}. */
    public LayoutGuard guard() {
        return canvas.guard();
    }

    /** Inside the margins, above the rulers and footer. */
    public Rect content() {
        return content;
    }

    /** 1-based page number. */
    public int number() {
        return number;
    }

    PDPage pdPage() {
        return pdPage;
    }

    /**
     * Shows and prints the page turned a quarter clockwise (the page's /Rotate 90): a landscape
     * page drawn on the portrait sheet. Draw in landscape coordinates after
     * {@code canvas().translate(content().x(), content().bottom()).rotate(-90)}: landscape x then runs
     * up the portrait page and landscape y across it, so the calibration band and footer stand along
     * the landscape page's left edge.
     */
    public void showLandscape() {
        pdPage.setRotation(90);
    }

    /**
     * Sets the page's TrimBox: the area of pieces to be cut out (in top-down page points).
     * Print shops and imposition tools read it; crop marks show it on paper.
     */
    public void trimBox(Rect r) {
        pdPage.setTrimBox(box(r));
    }

    /**
     * For coloured pieces printed with {@link #BLEED}: sets the TrimBox to the cut area and the
     * BleedBox {@link #BLEED} beyond it on every side. Draw each piece's colour out to
     * {@code piece.inset(-Page.BLEED)} so a cut a little off the line shows no white edge; keep
     * pieces {@link #BLEED} further in than the content area's edge, since the bleed is ink too.
     */
    public void bleedBox(Rect trim) {
        pdPage.setTrimBox(box(trim));
        pdPage.setBleedBox(box(trim.inset(-BLEED)));
    }

    /** How far a coloured piece's colour runs past its cut line: 3 mm, the print trade's usual. */
    public static final double BLEED = Units.mm(3);

    /** A top-down page rectangle as a PDF box (origin bottom-left). */
    private PDRectangle box(Rect r) {
        float h = pdPage.getMediaBox().getHeight();
        return new PDRectangle((float) r.x(), (float) (h - r.bottom()), (float) r.w(), (float) r.h());
    }
}
