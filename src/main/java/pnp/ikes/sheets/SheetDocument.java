package pnp.ikes.sheets;

import pnp.ikes.model.TileChart;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;

/** A PDF of game sheets, one per player, and optionally the rules page after them. */
public final class SheetDocument {
    private SheetDocument() {}

    public static byte[] render(Paper paper, TileChart chart, int players, SheetSpec spec, boolean rules, Long seed) {
        try (PdfDoc doc = new PdfDoc(paper, "Ike's game sheet", seed)) {
            for (int i = 0; i < players; i++) SheetPage.draw(doc.newPage(), chart, spec.withSeed(seed));
            if (rules) RulesPage.draw(doc.newPage());
            return doc.toBytes();
        }
    }

    /**
     * One sheet on its own, and where the top-left corner of its square A1 lies on the page
     * (points from the page's top-left corner): for pictures of the sheet that need its grid.
     */
    public static Single single(Paper paper, TileChart chart, SheetSpec spec, Long seed) {
        try (PdfDoc doc = new PdfDoc(paper, "Ike's game sheet", seed)) {
            GridGeometry g = SheetPage.draw(doc.newPage(), chart, spec.withSeed(seed));
            return new Single(doc.toBytes(), g.x(), g.y());
        }
    }

    /** A one-page PDF of a sheet and its grid's top-left corner in points. */
    public record Single(byte[] pdf, double gridX, double gridY) {}
}
