package pnp.bridgewars;

/** A player, named by a one-letter colour ({@code R}, {@code B}, ...), and the corner they claimed. */
public record Claim(Corner corner, char letter) {}
