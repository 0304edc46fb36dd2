package pnp.bridgewars.model;

/** A player, named by a one-letter colour ({@code R}, {@code B}, ...), and the corner they claimed. */
public record Claim(Corner corner, char letter) {}
