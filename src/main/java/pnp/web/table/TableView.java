package pnp.web.table;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import pnp.ikes.json.ScoreJson;
import pnp.web.CheckOut;
import pnp.web.SheetIn;

/**
 * The table as the host page and the phones see it (answer of {@code GET /api/table/state}): the game,
 * for a solo round its challenge with par and the score no play can beat, a revision that grows with
 * every change and a round number that grows with every new round, the join address, which player the
 * asking phone is ({@code you}), every player with their entry, who has not finished, the leaders now
 * and the winners once everyone has finished or the host has ended the round ({@code ended}) (all players tied for the best score win together), and
 * the shared position of Fridge or Bridge Wars; in a live round, the round ({@code live}: the turn, the dice,
 * who rolls and who the turn waits for) and the asking phone's own game ({@code mine}).
 * Player secrets are never part of it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record TableView(
        String game,
        Long seed,
        Integer par,
        Integer bound,
        long revision,
        int round,
        String joinUrl,
        Integer you,
        List<PlayerView> players,
        List<String> waiting,
        Integer best,
        List<String> leaders,
        boolean over,
        boolean ended,
        List<String> winners,
        PositionView position,
        LiveRound.Live live,
        LiveRound.Mine mine) {

    /** The same view without the join address, which carries the token (for exports). */
    TableView withoutJoinUrl() {
        return new TableView(
                game, seed, par, bound, revision, round, null, you, players, waiting, best, leaders, over, ended,
                winners, position, live, null);
    }

    /**
     * One player: their place (players with a score only), whether their phone holds their key now
     * ({@code seated}), finished, score and entry, and whether they reopened a finished sheet this round.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record PlayerView(
            int id,
            Integer place,
            String name,
            boolean seated,
            boolean finished,
            Integer score,
            String grade,
            Integer claim,
            Boolean claimMatches,
            CheckOut sheet,
            SoloView solo,
            Boolean reopened) {
        PlayerView at(int place) {
            return new PlayerView(
                    id, place, name, seated, finished, score, grade, claim, claimMatches, sheet, solo, reopened);
        }
    }

    /** A solo game: the turn, whether it is over, the moves played, the sheet so far and its score. */
    record SoloView(int turn, int turns, boolean over, int moves, SheetIn sheet, ScoreJson score) {}

    /** The shared position: its text, who entered it last, and the answer of the game's score route. */
    record PositionView(String text, String by, Object result, List<String> winners) {}
}
