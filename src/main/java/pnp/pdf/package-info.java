/**
 * The page kit every PDF and picture is drawn through, on PDFBox: real units and the two papers,
 * {@code PdfDoc} pages with margins, calibration rulers and footer, a {@code Canvas} in points from the
 * top-left corner, the one embedded font and its text widths, wrapping and running text, reusable forms,
 * tiling across pages with alignment marks, die nets, and the {@code LayoutGuard} that refuses game
 * information drawn over other game information or ink in the unprintable border.
 */
package pnp.pdf;
