package pnp.freezetag.sheets;

import java.util.List;
import pnp.freezetag.model.Player;
import pnp.freezetag.rules.Setup;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;

/** The whole printable set: the board, the pyramid nets, the die, the reminder cards. */
public final class Components {
    private Components() {}

    /** The set with open-bottom pyramids (they nest and stack), or with glued bases when {@code closedBases}; no rules. */
    public static byte[] pdf(Paper paper, List<Player> players, double square, boolean closedBases) {
        return pdf(paper, players, square, closedBases, false);
    }

    /** The set, and after it the rules in brief ({@link RulesReference}) when {@code rules}. */
    public static byte[] pdf(Paper paper, List<Player> players, double square, boolean closedBases, boolean rules) {
        try (PdfDoc doc = new PdfDoc(paper, "Freeze Tag components", null)) {
            BoardSheet.draw(doc, players, square);
            NetSheet.draw(doc, players, closedBases);
            DieSheet.draw(doc);
            CardSheet.draw(doc, players);
            if (rules) RulesReference.draw(doc, Setup.position(players));
            return doc.toBytes();
        }
    }
}
