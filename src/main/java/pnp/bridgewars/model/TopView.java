package pnp.bridgewars.model;

/**
 * The board seen from above at the end of a game: for every hole, {@link #NO_ROD} ({@code .}),
 * {@link #BARE} ({@code -}, a rod with no block) or the letter of the player who owns the uppermost
 * block on that rod. Validity (see {@code TopFormat}) is checked where the view is made.
 */
public record TopView(Setup setup, String cells) {
    public static final char NO_ROD = '.';
    public static final char BARE = '-';

    public TopView {
        if (cells.length() != Board.SIZE * Board.SIZE)
            throw new IllegalArgumentException("121 cells, not " + cells.length());
    }

    public char at(Hole h) {
        return cells.charAt(h.index());
    }
}
