package pnp.web.table;

import java.util.List;
import pnp.web.IkesService;
import pnp.web.SoloService;

/**
 * One player at the table: a number, a name, the secret that lets them change their own entries (none
 * after a table is reopened, until the player joins again by the same name), and what they entered:
 * the Ike's sheet as {@code .ikes} text with its claim and check, whether they have finished, and the
 * solo moves with their game. These are model values (the checked sheet and its score, the solo position):
 * the table makes the wire records from them when it answers. A sheet marked finished is locked until the
 * player reopens it. Guarded by the {@link Table}'s lock.
 */
final class Seat {
    final int id;
    final String name;
    Secret secret;
    String text;
    Integer claim;
    boolean done;
    /** Whether the player reopened a sheet they had marked finished this round (the host page says so). */
    boolean reopened;

    IkesService.Checked sheet;
    List<String> moves = List.of();
    SoloService.Game solo;

    Seat(int id, String name, Secret secret) {
        this.id = id;
        this.name = name;
        this.secret = secret;
    }

    /** Whether this player has finished the round: a sheet marked done, or a solo game that is over. */
    boolean finished(Table.Game game) {
        return switch (game) {
            case IKES -> done && sheet != null && sheet.valid();
            case SOLO -> solo != null && solo.position().over();
            default -> true;
        };
    }

    /** The score this player's entry earns now, or null without a valid one. */
    Integer score(Table.Game game) {
        return switch (game) {
            case IKES -> sheet == null || !sheet.valid() ? null : sheet.score().score();
            case SOLO -> solo == null ? null : solo.score().score();
            default -> null;
        };
    }

    void clear() {
        text = null;
        claim = null;
        done = false;
        reopened = false;
        sheet = null;
        moves = List.of();
        solo = null;
    }
}
