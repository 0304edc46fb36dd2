package pnp.fridge.model;

/** A place in the input text: 1-based line and column, for error messages. */
public record Where(int line, int column) {
    public static final Where NOWHERE = new Where(1, 1);
}
