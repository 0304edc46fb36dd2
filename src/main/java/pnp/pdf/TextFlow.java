package pnp.pdf;

/**
 * Running text over as many pages of a document as it needs: a title, headings, paragraphs, bullets
 * and marked readings (set in from the left with a grey bar and a label, so a player can tell the
 * designer's rule from pnp's choice). A box for a picture can be set aside at the top right of the
 * current page; paragraphs that start beside it wrap to the narrower column. Everything is drawn
 * through the page's {@link Canvas}, so the layout guard sees every line.
 */
public final class TextFlow {
    /** Body text size, points. */
    public static final double BODY = 9.5;

    private static final double LEADING = BODY * 1.3;
    private static final double HEADING = 11.5;
    private static final double GAP = Units.mm(2);
    private static final double INDENT = Units.mm(4);

    private final PdfDoc doc;
    private final String continued;
    private Page page;
    private Rect area;
    private double y;
    /** The box set aside for a picture on the current page, or null. */
    private Rect aside;

    /** Starts a new page with {@code title}; later pages are headed "{@code title} (continued)". */
    public TextFlow(PdfDoc doc, String title) {
        this.doc = doc;
        this.continued = title + " (continued)";
        newPage(title);
    }

    /** The page being written. */
    public Page page() {
        return page;
    }

    /** Where the next line's top is. */
    public double y() {
        return y;
    }

    private void newPage(String title) {
        page = doc.newPage();
        area = page.content();
        aside = null;
        page.canvas().black().text(area.x(), area.y() + 16, 16, title);
        y = area.y() + Units.mm(9);
    }

    private double bottom() {
        return area.bottom();
    }

    /** Makes room for {@code height} points of text or picture, starting a page when the rest is too short. */
    private void room(double height) {
        if (y + height > bottom()) newPage(continued);
    }

    /**
     * Sets aside a box of the given size at the top right of the text still to come (on a new page
     * if it does not fit) and returns it; the caller draws the picture in it.
     */
    public Rect aside(double width, double height) {
        room(height);
        aside = new Rect(area.right() - width, y, width, height);
        return aside;
    }

    /** A box the full width of the column for a picture of this height, below the text so far. */
    public Rect block(double height) {
        room(height);
        aside = null;
        Rect r = new Rect(area.x(), y, area.w(), height);
        y += height + GAP;
        return r;
    }

    private double width(double indent) {
        double w = area.w() - indent;
        if (aside != null && y < aside.bottom()) w = aside.x() - Units.mm(4) - area.x() - indent;
        return w;
    }

    /** A section heading. */
    public TextFlow heading(String text) {
        room(HEADING + 3 * LEADING);
        y += Units.mm(1);
        page.canvas().black().text(area.x(), y + HEADING, HEADING, text);
        y += HEADING + Units.mm(1.5);
        return this;
    }

    /** A paragraph of body text. */
    public TextFlow paragraph(String text) {
        lines(0, text);
        y += GAP;
        return this;
    }

    /** A bullet point: a dash and the text indented after it. */
    public TextFlow bullet(String text) {
        room(LEADING);
        page.canvas().black().text(area.x() + Units.mm(1), y + BODY, BODY, "\u2013");
        lines(INDENT, text);
        y += GAP / 2;
        return this;
    }

    /** pnp's reading of an unclear rule: indented, a grey bar at its left, "Our reading:" before it. */
    public TextFlow reading(String text) {
        double top = y;
        Page first = page;
        lines(INDENT, "Our reading: " + text);
        Canvas c = page.canvas();
        if (page == first && y > top)
            c.save()
                    .gray(0.55)
                    .fillRect(area.x() + Units.mm(1), top + 1, Units.mm(1), y - top - 2)
                    .restore();
        y += GAP;
        return this;
    }

    /** Writes {@code text} wrapped, line by line, moving to a new page when one is full. */
    private void lines(double indent, String text) {
        Canvas c = page.canvas();
        double w = width(indent);
        for (String line : c.wrap(w, BODY, text)) {
            if (y + LEADING > bottom()) {
                newPage(continued);
                c = page.canvas();
            }
            c.black().text(area.x() + indent, y + BODY, BODY, line);
            y += LEADING;
        }
    }
}
