package pnp.ikes.rules;

import pnp.grid.Cell;
import pnp.ikes.model.Space;

/** What one space of a route adds: how often the route passes it and the points it counts. */
public record Contribution(Cell cell, Space space, int passes, int points) {}
