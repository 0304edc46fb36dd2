package pnp.freezetag.sheets;

import java.util.List;
import pnp.freezetag.model.Player;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;

/** The whole printable set: the board, the pyramid nets, the die, the reminder cards. */
public final class Components {
    private Components() {}

    /** The set with open-bottom pyramids (they nest and stack), or with glued bases when {@code closedBases}. */
    public static byte[] pdf(Paper paper, List<Player> players, double square, boolean closedBases) {
        try (PdfDoc doc = new PdfDoc(paper, "Freeze Tag components", null)) {
            BoardSheet.draw(doc, players, square);
            NetSheet.draw(doc, players, closedBases);
            DieSheet.draw(doc);
            CardSheet.draw(doc, players);
            return doc.toBytes();
        }
    }
}
