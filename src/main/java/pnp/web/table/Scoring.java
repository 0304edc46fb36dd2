package pnp.web.table;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.OptionalInt;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.solver.UpperBound;
import pnp.random.Seeds;
import pnp.web.BadRequest;
import pnp.web.BridgeWarsService;
import pnp.web.FridgeService;
import pnp.web.IkesService;
import pnp.web.SoloIn;
import pnp.web.SoloService;

/**
 * Where the table meets the games: the same services as the score pads and solo page (the code behind
 * {@code pnp ikes score}, {@code pnp ikes replay}, {@code pnp fridge score}, {@code pnp bridgewars
 * score}). Stateless.
 */
final class Scoring {
    /** A solo challenge: its number, its par (null where the par table has none) and the score no play can beat. */
    record Challenge(long seed, Integer par, int bound) {
        /** The daily cycle's first day and length: the same challenge a day as {@code pnp ikes book --date}. */
        static final LocalDate FIRST_DAY = LocalDate.of(2026, 1, 1);

        static final int DAYS = 365;

        /** The challenge of a day ({@code YYYY-MM-DD}): days since {@link #FIRST_DAY}, modulo 365, plus 1. */
        static long ofDay(String day) {
            try {
                return Math.floorMod(ChronoUnit.DAYS.between(FIRST_DAY, LocalDate.parse(day)), (long) DAYS) + 1;
            } catch (DateTimeParseException e) {
                throw new BadRequest("date: expected a day as YYYY-MM-DD, e.g. 2026-11-23");
            }
        }

        static Challenge of(Long seed) {
            if (seed == null || seed < 0 || seed > Seeds.MAX)
                throw new BadRequest("seed: expected a challenge number from 0 to " + Seeds.MAX);
            OptionalInt par = ParTableFormat.standard().of(seed);
            int bound = UpperBound.of(ChallengeGenerator.challenge(seed), TileChartParser.standard())
                    .score();
            return new Challenge(seed, par.isPresent() ? par.getAsInt() : null, bound);
        }
    }

    private Scoring() {}

    /** An Ike's sheet checked and, when valid, scored; {@code claim} (when given) replaces the sheet's own. */
    static IkesService.Checked ikes(String text, Integer claim) {
        text(text, "text", "the .ikes text");
        return IkesService.checked(text, claim);
    }

    /** A solo game of challenge {@code seed} after {@code moves}; an illegal move is refused. */
    static SoloService.Game solo(long seed, List<String> moves) {
        SoloService.Game out = SoloService.game(new SoloIn(seed, moves, null, null, null));
        if (out.error() != null) throw new BadRequest(422, "moves[" + out.rejected() + "]: " + out.error());
        return out;
    }

    /** The shared position of a Fridge or Bridge Wars round, scored (or its problems). */
    static Object position(Table.Game game, String text) {
        text(text, "text", "the position's text");
        return game == Table.Game.FRIDGE
                ? FridgeService.score(new FridgeService.FridgeIn(text))
                : BridgeWarsService.score(new BridgeWarsService.BridgeIn(text));
    }

    static void text(String text, String field, String what) {
        if (text == null) throw new BadRequest(field + ": " + what + " is missing");
        if (text.length() > Table.MAX_TEXT) throw new BadRequest(field + ": at most " + Table.MAX_TEXT + " characters");
    }
}
