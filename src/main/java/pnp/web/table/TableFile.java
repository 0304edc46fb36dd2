package pnp.web.table;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import pnp.web.Api;
import pnp.web.BadRequest;

/**
 * A table saved to one file (JSON, {@code "format": "pnp table 1"}): the round's game and challenge,
 * whether the host ended it, every player's name and entries (the sheet's text, claim, whether finished
 * and whether reopened; the solo moves), and the shared position with who entered it. No token and no player key is saved: on reopening, each player joins again by
 * the same name and gets their seat back. A live round keeps its seed and every accepted call
 * ({@code live}), which reopening makes again. Reopening checks and scores everything again.
 */
final class TableFile {
    static final String FORMAT = "pnp table 1";

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record FileOut(
            String format,
            String game,
            Long seed,
            Boolean ended,
            String position,
            String positionBy,
            List<PlayerFile> players,
            List<String> live) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record PlayerFile(
            Integer id, String name, String text, Integer claim, Boolean done, Boolean reopened, List<String> moves) {}

    private TableFile() {}

    static byte[] save(Table table) {
        List<PlayerFile> players = new ArrayList<>();
        for (Seat s : table.seats())
            players.add(new PlayerFile(
                    s.id,
                    s.name,
                    s.text,
                    s.claim,
                    s.done ? true : null,
                    s.reopened ? true : null,
                    s.moves.isEmpty() ? null : s.moves));
        Scoring.Challenge ch = table.challenge();
        LiveRound live = table.liveRound();
        return TableApi.utf8(new FileOut(
                FORMAT,
                table.game().id(),
                ch != null ? Long.valueOf(ch.seed()) : live != null ? Long.valueOf(live.seed()) : null,
                table.ended() ? true : null,
                table.position(),
                table.positionBy(),
                players,
                table.liveRound() == null ? null : table.liveRound().journal()));
    }

    /** Replaces the table's contents with the file's, or refuses the whole file with one line. */
    static void open(Table table, byte[] bytes) {
        FileOut in = Api.read(bytes, FileOut.class);
        if (!FORMAT.equals(in.format())) throw new BadRequest("format: expected \"" + FORMAT + "\"");
        Table.Game game = Table.Game.of(in.game() == null ? null : in.game().toLowerCase(Locale.ROOT));
        Scoring.Challenge ch = game == Table.Game.SOLO ? Scoring.Challenge.of(in.seed()) : null;
        List<PlayerFile> players = in.players() == null ? List.of() : in.players();
        if (players.size() > Table.MAX_PLAYERS)
            throw new BadRequest("players: at most " + Table.MAX_PLAYERS + " players at a table");
        List<Seat> seats = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<Integer> ids = new HashSet<>();
        for (int i = 0; i < players.size(); i++) {
            PlayerFile p = players.get(i);
            String where = "players[" + i + "]: ";
            int id = p.id() == null ? i + 1 : p.id();
            String name;
            try {
                name = Table.name(p.name());
            } catch (BadRequest e) {
                throw new BadRequest(where + e.getMessage());
            }
            if (id < 1 || id > 999 || !ids.add(id)) throw new BadRequest(where + "id: a number 1..999, once a table");
            if (!names.add(name.toLowerCase(Locale.ROOT))) throw new BadRequest(where + "name: '" + name + "' twice");
            Seat s = new Seat(id, name, null);
            try {
                if (p.text() != null) {
                    s.text = p.text();
                    s.claim = p.claim();
                    s.sheet = Scoring.ikes(p.text(), p.claim());
                    s.done = Boolean.TRUE.equals(p.done()) && s.sheet.valid();
                    s.reopened = Boolean.TRUE.equals(p.reopened());
                }
                if (ch != null && p.moves() != null) {
                    s.solo = Scoring.solo(ch.seed(), p.moves());
                    s.moves = s.solo.lines();
                }
            } catch (BadRequest e) {
                throw new BadRequest(where + e.getMessage());
            }
            seats.add(s);
        }
        Object result = null;
        if (in.position() != null && (game == Table.Game.FRIDGE || game == Table.Game.BRIDGEWARS))
            result = Scoring.position(game, in.position());
        String by = in.positionBy() == null ? null : Table.name(in.positionBy());
        LiveRound live = null;
        if (game == Table.Game.LIVE) {
            if (in.seed() == null) throw new BadRequest("seed: a live round needs its seed");
            live = LiveRound.replay(in.seed(), in.live() == null ? List.of() : in.live());
        }
        table.restore(game, ch, live, seats, in.position(), by, result, Boolean.TRUE.equals(in.ended()));
    }
}
