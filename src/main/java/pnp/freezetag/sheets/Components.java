package pnp.freezetag.sheets;

import java.util.List;
import pnp.freezetag.model.Player;
import pnp.freezetag.rules.Setup;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/** The whole printable set: the board, the pyramid nets, the die, freeze rings, the reminder cards. */
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
            NetSheet.Drawn nets = NetSheet.draw(doc, players, closedBases);
            extras(doc, nets, FreezeRings.count(players.size()), square);
            CardSheet.draw(doc, players);
            if (rules) RulesReference.draw(doc, Setup.position(players));
            return doc.toBytes();
        }
    }

    /**
     * The die and the freeze rings: below the last nets when they fit there (so no page holds a lone net
     * or the die alone), the rings beside the die where there is room, else below it; else on a page of
     * their own.
     */
    static void extras(PdfDoc doc, NetSheet.Drawn nets, int rings, double square) {
        Page page = nets.last();
        Rect free = nets.free();
        if (page == null || free.h() < DieSheet.HEIGHT || free.w() < DieSheet.WIDTH) {
            page = doc.newPage();
            free = page.content();
        }
        Canvas c = page.canvas();
        Rect die = DieSheet.draw(c, free);
        Rect cut = nets.last() == page && nets.cut() != null ? nets.cut().union(die) : die;
        double gap = Units.mm(8);
        Rect beside = new Rect(free.x() + DieSheet.WIDTH + gap, free.y(), free.w() - DieSheet.WIDTH - gap, free.h());
        Rect below = new Rect(free.x(), free.y() + DieSheet.HEIGHT + gap, free.w(), free.h() - DieSheet.HEIGHT - gap);
        Rect room = null;
        if (beside.w() >= FreezeRings.side(square) && FreezeRings.height(rings, beside.w(), square) <= beside.h())
            room = beside;
        else if (FreezeRings.height(rings, below.w(), square) <= below.h()) room = below;
        if (room == null) {
            page.bleedBox(cut);
            page = doc.newPage();
            room = page.content();
            c = page.canvas();
            cut = null;
        }
        Rect r = FreezeRings.draw(c, room, rings, square);
        page.bleedBox(cut == null ? r : cut.union(r));
    }
}
