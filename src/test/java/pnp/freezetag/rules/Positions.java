package pnp.freezetag.rules;

import pnp.freezetag.format.StateFormat;
import pnp.freezetag.model.Position;
import pnp.io.TextSource;

/** Hand-built test positions written in the STATE format. */
public final class Positions {
    private Positions() {}

    /** Red (R) starts on the south edge, blue (B) on the north edge; rows 1 to 5 follow. */
    public static Position redBlue(String... rows) {
        return parse("player R red S\nplayer B blue N\n", rows);
    }

    public static Position parse(String players, String... rows) {
        StringBuilder b = new StringBuilder(players).append("board\n");
        for (int i = 0; i < rows.length; i++)
            b.append(i + 1).append(' ').append(rows[i]).append('\n');
        return StateFormat.parse(new TextSource("test", b.toString()));
    }
}
