package pnp.ikes.rules;

/** How the route's spaces are counted. */
public enum Variant {
    /** Each distinct space of the route counts once (the contract's default). */
    DISTINCT,
    /** Every pass over a space counts ({@code --count-each-visit}). */
    EACH_VISIT
}
