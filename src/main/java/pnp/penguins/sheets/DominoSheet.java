package pnp.penguins.sheets;

import java.util.List;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.penguins.model.Domino;
import pnp.penguins.model.DominoSet;

/**
 * Cut-out dominoes: each {@code width x 2 width} (1 x 2 in by default), upright, with its pips, a
 * line between its halves, a thin outline on the cut line, crop marks at its corners, and a gap of
 * 1/4 in between pieces. The TrimBox of each page encloses its pieces.
 */
public final class DominoSheet {
    public static final double GAP = Units.in(0.25);

    private DominoSheet() {}

    /** Pieces per page across and down for the paper. */
    static int[] grid(Paper paper, double width) {
        Rect area = area(new Rect(PdfDoc.MARGIN, PdfDoc.MARGIN, paper.width() - 2 * PdfDoc.MARGIN,
                paper.height() - 2 * PdfDoc.MARGIN - PdfDoc.FOOTER_BAND));
        int cols = (int) Math.floor((area.w() + GAP) / (width + GAP));
        int rows = (int) Math.floor((area.h() + GAP) / (2 * width + GAP));
        return new int[] {cols, rows};
    }

    private static Rect area(Rect content) { return content.below(Units.mm(8)); }

    public static byte[] render(DominoSet set, Paper paper, double width) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out " + set.id() + " dominoes", null)) {
            Rect area = area(doc.contentArea());
            int[] g = grid(paper, width);
            if (g[0] < 1 || g[1] < 1) throw new IllegalArgumentException("a domino that size does not fit on the paper");
            int perPage = g[0] * g[1];
            List<Domino> all = set.dominoes();
            int pages = (all.size() + perPage - 1) / perPage;
            for (int pg = 0; pg < pages; pg++) {
                Page page = doc.newPage();
                Canvas c = page.canvas();
                List<Domino> here = all.subList(pg * perPage, Math.min(all.size(), (pg + 1) * perPage));
                c.black().text(doc.contentArea().x(), doc.contentArea().y() + Units.mm(4), 10,
                        set.id() + " dominoes, " + Units.describeMm(width) + " x " + Units.describeMm(2 * width)
                                + ": " + all.size() + " in the set, cut on the outlines (crop marks at the corners)");
                int rowsUsed = (here.size() + g[0] - 1) / g[0];
                int colsUsed = Math.min(g[0], here.size());
                double totalW = colsUsed * width + (colsUsed - 1) * GAP;
                double x0 = area.x() + (area.w() - (g[0] * width + (g[0] - 1) * GAP)) / 2;
                double y0 = area.y();
                for (int i = 0; i < here.size(); i++) {
                    Domino d = here.get(i);
                    double x = x0 + (i % g[0]) * (width + GAP);
                    double y = y0 + (i / g[0]) * (2 * width + GAP);
                    Rect piece = new Rect(x, y, width, 2 * width);
                    c.save().lineWidth(0.3).gray(0.55).rect(piece).restore();
                    c.save().lineWidth(Math.max(0.5, width * 0.015)).black()
                            .line(x + width * 0.15, y + width, x + width * 0.85, y + width).restore();
                    Pips.draw(c, x, y, width, d.low());
                    Pips.draw(c, x, y + width, width, d.high());
                    c.cropMarks(piece, Units.mm(2), Units.mm(0.8));
                }
                page.trimBox(new Rect(x0, y0, totalW, rowsUsed * 2 * width + (rowsUsed - 1) * GAP));
            }
            return doc.toBytes();
        }
    }
}
