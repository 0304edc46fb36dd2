package pnp.bridgewars.model;

/** One block of a player's set: its name (unique within the set) and its shape in orientation r0. */
public record BlockType(String name, Shape shape) {}
