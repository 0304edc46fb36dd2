package pnp.fridge.model;

/**
 * One capture: the player's bar passed between two bars of {@code color}. When {@code junction}
 * is not null the bar passed through that junction of {@code color}'s network, which is broken.
 */
public record Cross(String color, Point junction) {
    public Cross {
        if (junction != null && !junction.isJunction())
            throw new IllegalArgumentException("a bar passes through a junction, not " + junction);
    }

    public boolean breaks() {
        return junction != null;
    }
}
