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
}
