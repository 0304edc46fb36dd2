package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;

/**
 * The stacking rules for one block pushed down over given holes. Rule 1: it must rest on at least
 * one block of its own colour. Rule 2: it may not rest on a block of another colour (bridging over
 * one with space beneath is fine). Rule 3: every hole under it needs a rod, and it may not stand
 * higher than the rods. Pure; O(cells x layers).
 */
public final class Physics {
    private Physics() {}

    /** Which rule a placement breaks. */
    public enum Rule {
        OWN_COLOUR(1, "must rest on a block of its own colour"),
        OTHER_COLOUR(2, "may not rest on a block of another colour"),
        PLAYABLE_AREA(3, "must stay inside the playable area");

        public final int number;
        public final String text;

        Rule(int number, String text) {
            this.number = number;
            this.text = text;
        }
    }

    /** The outcome: the layer the block comes to rest on, and the broken rule with the reason, if any. */
    public record Verdict(int layer, Rule broken, String reason, List<Hole> restsOn) {
        public boolean legal() {
            return broken == null;
        }

        public String describe() {
            return legal()
                    ? "rests on layer " + layer
                    : "rule " + broken.number + " (a block " + broken.text + "): " + reason;
        }
    }

    public static Verdict check(Position pos, char player, List<Hole> cells) {
        for (Hole h : cells) {
            if (!pos.hasRod(h)) {
                Optional<Corner> c = Corner.of(h);
                return new Verdict(
                        0,
                        Rule.PLAYABLE_AREA,
                        h + " has no rod (corner " + c.map(Enum::name).orElse("?") + " is unclaimed)",
                        List.of());
            }
        }
        int layer = pos.landing(cells);
        if (layer > pos.height()) {
            return new Verdict(
                    layer,
                    Rule.PLAYABLE_AREA,
                    "it would come to rest on layer " + layer + ", above the rods' top (layer " + pos.height() + ")",
                    List.of());
        }
        List<Hole> beneath = new ArrayList<>();
        List<String> others = new ArrayList<>();
        boolean own = false;
        for (Hole h : cells) {
            Position.Stacked under = pos.at(h, layer - 1);
            if (under == null) continue;
            beneath.add(h);
            if (under.player() == player) own = true;
            else others.add(under.player() + "'s " + under.placement().block() + " under " + h);
        }
        if (!others.isEmpty()) {
            return new Verdict(
                    layer,
                    Rule.OTHER_COLOUR,
                    "on layer " + layer + " it would rest on " + String.join(", ", others),
                    List.copyOf(beneath));
        }
        if (!own) {
            return new Verdict(
                    layer,
                    Rule.OWN_COLOUR,
                    "it would rest on the bare board, touching no block of " + player,
                    List.of());
        }
        return new Verdict(layer, null, null, List.copyOf(beneath));
    }
}
