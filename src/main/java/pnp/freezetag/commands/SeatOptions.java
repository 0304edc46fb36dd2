package pnp.freezetag.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.Option;
import pnp.cli.CommonOptions;
import pnp.cli.Invocation;
import pnp.freezetag.rules.Setup;

/** Options the Freeze Tag commands share: colours and the two-player seating. */
final class SeatOptions {
    private SeatOptions() {}

    static Option colors() {
        return CommonOptions.valued(
                "colors",
                "C1,C2,..",
                "the players' colours in seat order, comma-separated (default red,yellow,green,blue)");
    }

    static Option seating() {
        return CommonOptions.valued(
                "seating",
                "across|corner",
                "two players: across the board (S and N, default) or catty-corner (S and W)");
    }

    static List<String> colours(Invocation inv, int players) {
        if (!inv.has("colors")) return Setup.COLOURS.subList(0, players);
        List<String> out = new ArrayList<>();
        for (String c : inv.value("colors").get().split(",")) {
            String t = c.trim().toLowerCase(Locale.ROOT);
            if (!t.matches("[a-z][a-z-]*"))
                throw inv.usage("--colors takes colour names made of letters, not '" + c + "'");
            if (out.contains(t)) throw inv.usage("--colors names " + t + " twice");
            out.add(t);
        }
        if (out.size() != players)
            throw inv.usage("--colors names " + out.size() + " colours for " + players + " players");
        return out;
    }

    static boolean across(Invocation inv) {
        String s = inv.value("seating").orElse("across").toLowerCase(Locale.ROOT);
        return switch (s) {
            case "across" -> true;
            case "corner", "catty-corner", "cattycorner" -> false;
            default -> throw inv.usage("--seating takes across or corner, not '" + s + "'");
        };
    }
}
