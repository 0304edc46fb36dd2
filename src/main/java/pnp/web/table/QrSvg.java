package pnp.web.table;

import java.util.Locale;
import pnp.vision.MarkerArt;

/** A QR code of a text as an SVG picture: BoofCV's modules (through {@link MarkerArt}) with a quiet zone. */
final class QrSvg {
    /** The picture's side in user units; the quiet zone is a tenth of it on each side. */
    static final int SIDE = 120;

    private QrSvg() {}

    static String of(String text) {
        StringBuilder b = new StringBuilder();
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(SIDE)
                .append(' ')
                .append(SIDE)
                .append("\" shape-rendering=\"crispEdges\" role=\"img\"><title>QR code of the join address</title>")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"");
        double inner = SIDE * 0.8, off = SIDE * 0.1;
        for (MarkerArt.Box box : MarkerArt.qr(text)) {
            b.append(String.format(
                    Locale.ROOT,
                    "M%.3f %.3fh%.3fv%.3fh%.3fz",
                    off + box.x() * inner,
                    off + box.y() * inner,
                    box.w() * inner,
                    box.h() * inner,
                    -box.w() * inner));
        }
        return b.append("\"/></svg>").toString();
    }
}
