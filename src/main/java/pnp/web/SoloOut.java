package pnp.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import pnp.ikes.json.ScoreJson;

/**
 * A solo game after its legal moves: the turn, the dice, the coins and reserves, the tile the dice
 * name and where it fits, the sheet so far, its score by the scorer, and the move log. When a move
 * was illegal, {@code error} gives the engine's reason and {@code rejected} the move's index; the
 * game stands as before that move and {@code moves} holds only the legal ones. {@code par} is the
 * challenge's par from the shipped table (null where the table has none) and {@code bound} a score no play
 * of the challenge can beat.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SoloOut(
        long seed,
        List<String> moves,
        String log,
        boolean over,
        boolean stopped,
        int turn,
        int turns,
        int light,
        int dark,
        int coins,
        List<Integer> lightReserve,
        int lightUsed,
        List<Integer> darkReserve,
        int darkUsed,
        int cafeterias,
        int maxCafeterias,
        TileOut tile,
        List<String> fits,
        SheetIn sheet,
        ScoreJson score,
        String error,
        Integer rejected,
        Integer par,
        int bound) {

    /** The tile the dice name: its id and its spaces and walls as offsets from its bounding box's corner. */
    public record TileOut(String id, String anchor, List<List<Integer>> spaces, List<String> walls) {}
}
