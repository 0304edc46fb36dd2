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
 * Cut-out dominoes: each {@code width x 2 width} (1 x 2 in by default), upright, with its pips and a
 * line between its halves, packed edge to edge so neighbours share a cut line (a double-six set is
 * 7 x 4 = 28 on one Letter or A4 page). Every piece is outlined; crop marks outside the block extend
 * every cut line. The TrimBox of each page encloses its pieces.
 */
public final class DominoSheet {
    /** Length of a crop mark and its distance from the block of pieces. */
    static final double MARK = Units.mm(2);

    static final double MARK_GAP = Units.mm(0.8);

    private DominoSheet() {}

    /** Pieces per page across and down for the paper. */
    static int[] grid(Paper paper, double width) {
        Rect area = area(new Rect(
                PdfDoc.MARGIN,
                PdfDoc.MARGIN,
                paper.width() - 2 * PdfDoc.MARGIN,
                paper.height() - 2 * PdfDoc.MARGIN - PdfDoc.FOOTER_BAND));
        int cols = (int) Math.floor((area.w() - 2 * (MARK + MARK_GAP)) / width);
        int rows = (int) Math.floor((area.h() - 2 * (MARK + MARK_GAP)) / (2 * width));
        return new int[] {cols, rows};
    }

    /** The content area less the heading. */
    private static Rect area(Rect content) {
        return content.below(Units.mm(8));
    }

    public static byte[] render(DominoSet set, Paper paper, double width) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out " + set.id() + " dominoes", null)) {
            Rect area = area(doc.contentArea());
            int[] g = grid(paper, width);
            if (g[0] < 1 || g[1] < 1)
                throw new IllegalArgumentException("a domino that size does not fit on the paper");
            int perPage = g[0] * g[1];
            List<Domino> all = set.dominoes();
            int pages = (all.size() + perPage - 1) / perPage;
            for (int pg = 0; pg < pages; pg++) {
                Page page = doc.newPage();
                Canvas c = page.canvas();
                List<Domino> here = all.subList(pg * perPage, Math.min(all.size(), (pg + 1) * perPage));
                c.black()
                        .text(
                                doc.contentArea().x(),
                                doc.contentArea().y() + Units.mm(4),
                                10,
                                set.id() + " dominoes, " + Units.describeMm(width) + " x " + Units.describeMm(2 * width)
                                        + ": " + all.size()
                                        + " in the set; cut on the outlines (crop marks extend each cut line)");
                int rowsUsed = (here.size() + g[0] - 1) / g[0];
                int colsUsed = Math.min(g[0], here.size());
                double x0 = area.x() + (area.w() - g[0] * width) / 2;
                double y0 = area.y() + MARK + MARK_GAP;
                for (int i = 0; i < here.size(); i++) {
                    Domino d = here.get(i);
                    double x = x0 + (i % g[0]) * width;
                    double y = y0 + (i / g[0]) * 2 * width;
                    c.save()
                            .lineWidth(0.3)
                            .gray(0.55)
                            .rect(new Rect(x, y, width, 2 * width))
                            .restore();
                    c.save()
                            .lineWidth(Math.max(0.5, width * 0.015))
                            .black()
                            .line(x + width * 0.15, y + width, x + width * 0.85, y + width)
                            .restore();
                    Pips.draw(c, x, y, width, d.low());
                    Pips.draw(c, x, y + width, width, d.high());
                }
                Rect block = new Rect(x0, y0, colsUsed * width, rowsUsed * 2 * width);
                cropMarks(c, block, colsUsed, rowsUsed, width);
                page.trimBox(block);
            }
            return doc.toBytes();
        }
    }

    /** Marks outside the block on the line of every cut: column edges above and below, row edges left and right. */
    private static void cropMarks(Canvas c, Rect block, int cols, int rows, double width) {
        c.save().lineWidth(0.25).black().solid();
        for (int i = 0; i <= cols; i++) {
            double x = block.x() + i * width;
            c.line(x, block.y() - MARK_GAP - MARK, x, block.y() - MARK_GAP);
            c.line(x, block.bottom() + MARK_GAP, x, block.bottom() + MARK_GAP + MARK);
        }
        for (int j = 0; j <= rows; j++) {
            double y = block.y() + j * 2 * width;
            c.line(block.x() - MARK_GAP - MARK, y, block.x() - MARK_GAP, y);
            c.line(block.right() + MARK_GAP, y, block.right() + MARK_GAP + MARK, y);
        }
        c.restore();
    }
}
