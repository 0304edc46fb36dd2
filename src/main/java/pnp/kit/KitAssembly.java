package pnp.kit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import pnp.cli.KitItem;
import pnp.cli.KitSteps;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.PdfPages;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The kit's {@code assembly.pdf}: first a test print ({@link TestPrint}), then a page per game: a
 * checklist of its files (pages, stock, one-sided), the pieces it makes and the time to build them, its
 * rules, what to cut, fold, glue or drill with the sizes, and what else to bring. The words are each
 * game's own ({@link pnp.cli.Game#kitSteps}); the page counts are read from the files the games wrote.
 */
final class KitAssembly {
    /** One game's page: its title, its files, its steps. */
    record Game(String title, List<KitItem> items, KitSteps steps) {}

    private static final double LEAD = Units.mm(4.6);
    private static final double INDENT = Units.mm(6);

    private KitAssembly() {}

    /** The assembly PDF; {@code notes} are printed on the test page (who plays alone, and so on). */
    static byte[] render(Paper paper, long seed, List<Game> games, List<String> notes) throws IOException {
        List<String> special = new ArrayList<>();
        for (Game g : games)
            for (KitItem item : g.items()) {
                String name = item.file().getFileName().toString();
                if (!g.steps().stockOf(name).equals(KitSteps.PLAIN) && name.endsWith(".pdf"))
                    special.add(name + " on " + g.steps().stockOf(name));
            }
        try (PdfDoc doc = new PdfDoc(paper, "Game-night kit: how to build each game", seed)) {
            TestPrint.draw(doc.newPage(), notes, special);
            for (Game g : games) page(doc.newPage(), g);
            return doc.toBytes();
        }
    }

    private static void page(Page page, Game g) throws IOException {
        Canvas c = page.canvas();
        Rect a = page.content();
        KitSteps steps = g.steps();
        c.black().text(a.x(), a.y() + Units.mm(7), 18, g.title() + ": how to build it");
        double y = a.y() + Units.mm(17);
        c.text(a.x(), y, 12, "Print at actual size, one-sided, and tick each file off");
        y += Units.mm(6);
        List<String> rules = new ArrayList<>();
        for (KitItem item : g.items()) {
            String name = item.file().getFileName().toString();
            if (name.contains("rules") || item.description().contains("rules page")) rules.add(name);
            String what = name;
            if (name.endsWith(".pdf")) {
                int n = PdfPages.count(item.file());
                what += " (" + n + (n == 1 ? " page" : " pages") + ", " + steps.stockOf(name) + ")";
            }
            c.save()
                    .lineWidth(0.5)
                    .solid()
                    .rect(a.x() + 1, y - Units.mm(3), Units.mm(3), Units.mm(3))
                    .restore();
            y = c.paragraph(a.x() + INDENT, y, a.w() - INDENT, 10, LEAD, what + ": " + item.description())
                    + Units.mm(1);
        }
        y = section(c, a, y, "You will have", steps.pieces());
        if (!steps.time().isEmpty())
            y = c.paragraph(a.x() + INDENT, y, a.w() - INDENT, 10, LEAD, "Time: " + steps.time());
        if (!rules.isEmpty())
            y = c.paragraph(
                    a.x() + INDENT, y, a.w() - INDENT, 10, LEAD, "Rules in brief: " + String.join(", ", rules) + ".");
        y += Units.mm(4);
        c.text(a.x(), y, 12, "Cut, fold, glue, drill");
        y += Units.mm(6);
        for (String step : steps.build())
            y = c.paragraph(a.x() + INDENT, y, a.w() - INDENT, 10, LEAD, step) + Units.mm(1);
        section(c, a, y, "Also bring", steps.bring());
    }

    /** A heading and its paragraph; returns the baseline after it. Nothing when the text is empty. */
    private static double section(Canvas c, Rect a, double y, String heading, String text) {
        if (text.isEmpty()) return y;
        y += Units.mm(4);
        c.text(a.x(), y, 12, heading);
        return c.paragraph(a.x() + INDENT, y + Units.mm(6), a.w() - INDENT, 10, LEAD, text);
    }
}
