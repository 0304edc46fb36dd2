package pnp.pdf;

/**
 * A page breaks the layout rules of {@link LayoutGuard}: game information drawn over other game
 * information, or ink in the unprintable border. A programming error in a sheet, never bad input.
 */
public final class LayoutException extends IllegalStateException {
    public LayoutException(String message) {
        super(message);
    }
}
