package pnp.pdf;

/**
 * The calibration strip on every page: a line asking the player to print at actual size, a 100 mm
 * ruler and a 4 in ruler. Each ruler's baseline is one straight line of exactly its length, so a
 * player with a real ruler (or a test reading the page back) can check the printer's scale.
 */
final class Calibration {
    /** Length of the metric ruler's baseline in points (100 mm). */
    static final double METRIC = Units.mm(100);
    /** Length of the inch ruler's baseline in points (4 in). */
    static final double IMPERIAL = Units.in(4);

    private Calibration() {}

    static void draw(Canvas c, Rect band) {
        c.save().black().solid().lineWidth(0.3);
        double size = 6.5;
        double y0 = band.y() + Units.mm(3);
        c.text(
                band.x(),
                y0,
                size,
                "Print at actual size (100%, \"no scaling\", not \"fit to page\"). "
                        + "Check with a real ruler: the lines below must measure 100 mm and 4 in.");
        double metricY = band.y() + Units.mm(10);
        metric(c, band.x(), metricY);
        double inchY = band.y() + Units.mm(18);
        imperial(c, band.x(), inchY);
        c.restore();
    }

    private static void metric(Canvas c, double x, double y) {
        c.line(x, y, x + METRIC, y);
        for (int mm = 0; mm <= 100; mm++) {
            double tick = mm % 10 == 0 ? 3.5 : mm % 5 == 0 ? 2.5 : 1.5;
            double tx = x + Units.mm(mm);
            c.line(tx, y, tx, y - Units.mm(tick));
            if (mm % 10 == 0) label(c, tx, y, Integer.toString(mm / 10));
        }
        c.text(x + METRIC + Units.mm(3), y + Units.mm(0.8), 6.5, "100 mm (labels in cm)");
    }

    /** A ruler's number under its tick; the 0 starts at its tick so it stays off the 10 mm border. */
    private static void label(Canvas c, double tx, double y, String n) {
        if (n.equals("0")) c.text(tx, y + Units.mm(2.6), 6, n);
        else c.textCentered(tx, y + Units.mm(2.6), 6, n);
    }

    private static void imperial(Canvas c, double x, double y) {
        c.line(x, y, x + IMPERIAL, y);
        for (int e = 0; e <= 32; e++) {
            double tick = e % 8 == 0 ? 3.5 : e % 4 == 0 ? 2.5 : e % 2 == 0 ? 1.8 : 1.2;
            double tx = x + Units.in(e / 8.0);
            c.line(tx, y, tx, y - Units.mm(tick));
            if (e % 8 == 0) label(c, tx, y, Integer.toString(e / 8));
        }
        c.text(x + IMPERIAL + Units.mm(3), y + Units.mm(0.8), 6.5, "4 in (1/8 in ticks)");
    }
}
