/**
 * Table mode of {@code pnp serve --table}: one session's table behind its token ({@code TableGate}),
 * the players and their secrets, their entries checked by the games' own scorers ({@code Scoring}), the
 * shared position of Fridge or Bridge Wars, the routes under {@code /api/table/}, the view the host page
 * and the phones poll, the QR code of the join address, and the table saved to and read from one file or
 * exported for a spreadsheet.
 */
package pnp.web.table;
