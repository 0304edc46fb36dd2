package pnp.web.table;

import com.fasterxml.jackson.databind.JsonNode;
import pnp.random.Rng;

/** What a test phone in a live round plays, from what the state's {@code mine} shows it. */
final class LivePhone {
    private LivePhone() {}

    /** A random fitting tile with its display on one of its spaces showing either die, or null when nothing fits. */
    static String tile(JsonNode mine, Rng rng) {
        JsonNode fits = mine.get("fits");
        if (fits.isEmpty()) return null;
        String anchor = fits.get(rng.nextInt(fits.size())).asText();
        JsonNode tile = mine.get("tile");
        String[] a = tile.get("anchor").asText().split(" ");
        int oc = anchor.charAt(0) - 'A' - Integer.parseInt(a[0]);
        int or = Integer.parseInt(anchor.substring(1)) - 1 - Integer.parseInt(a[1]);
        JsonNode space = tile.get("spaces").get(rng.nextInt(tile.get("spaces").size()));
        String display = cell(space.get(0).asInt() + oc, space.get(1).asInt() + or);
        return "tile " + anchor + " display " + display + " "
                + tile.get("id").asText().split("-")[rng.nextInt(2)];
    }

    /** Whether the phone has drawn its doors. */
    static boolean hasDoors(JsonNode mine) {
        return mine.hasNonNull("entrance");
    }

    /** A space's name from its column and row, both from 0. */
    static String cell(int col, int row) {
        return (char) ('A' + col) + String.valueOf(row + 1);
    }
}
