package pnp.fridge.model;

/** One broken rule of a position and the part of the position it concerns, in a sentence for the player. */
public record Violation(Ref at, String reason) {}
