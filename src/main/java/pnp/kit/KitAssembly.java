package pnp.kit;

import java.util.List;
import pnp.cli.KitItem;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The kit's {@code assembly.pdf}: a page per game saying what to print (each file, as the game
 * describes it in the index), what to cut, fold, glue or drill with the sizes, and what else to bring.
 * The build steps are each game's own ({@link pnp.cli.Game#kitSteps}), from their docs pages and
 * {@code seeds/*.md}.
 */
final class KitAssembly {
    /** One game's page: its title, its files, how to build it, what else to bring. */
    record Game(String title, List<KitItem> items, List<String> build, String bring) {}

    private KitAssembly() {}

    static byte[] render(Paper paper, long seed, List<Game> games) {
        try (PdfDoc doc = new PdfDoc(paper, "Game-night kit: how to build each game", seed)) {
            for (Game g : games) page(doc.newPage(), g);
            return doc.toBytes();
        }
    }

    private static void page(Page page, Game g) {
        Canvas c = page.canvas();
        Rect a = page.content();
        double lead = Units.mm(4.6);
        c.black().text(a.x(), a.y() + Units.mm(7), 18, g.title() + ": how to build it");
        double y = a.y() + Units.mm(17);
        c.text(a.x(), y, 12, "Print");
        y += Units.mm(6);
        for (KitItem item : g.items()) {
            y = c.paragraph(
                            a.x() + Units.mm(4),
                            y,
                            a.w() - Units.mm(4),
                            10,
                            lead,
                            item.file().getFileName() + ": " + item.description())
                    + Units.mm(1);
        }
        y += Units.mm(4);
        c.text(a.x(), y, 12, "Cut, fold, glue, drill");
        y += Units.mm(6);
        for (String step : g.build())
            y = c.paragraph(a.x() + Units.mm(4), y, a.w() - Units.mm(4), 10, lead, step) + Units.mm(1);
        y += Units.mm(4);
        c.text(a.x(), y, 12, "Also bring");
        c.paragraph(a.x() + Units.mm(4), y + Units.mm(6), a.w() - Units.mm(4), 10, lead, g.bring());
    }
}
