package pnp.ikes.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.sheets.BookDocument;
import pnp.io.AtomicFiles;

/** {@code pnp ikes book}: a printable book of numbered solo challenges with their par. */
public final class BookCommand extends Verb {
    /** The day of challenge 1; the daily challenge cycles through 1..365 from it. */
    static final LocalDate FIRST_DAY = LocalDate.of(2026, 1, 1);

    static final int DAYS = 365;
    /** The most challenges one book holds. */
    static final int MAX = 365;

    public BookCommand() {
        super(
                "book",
                () -> CommonOptions.of(
                        CommonOptions.valued("from", "N", "first challenge (default 1)"),
                        CommonOptions.valued("to", "N", "last challenge (default FROM + 6: a week)"),
                        CommonOptions.valued("date", "YYYY-MM-DD", "that day's challenge alone"),
                        CommonOptions.paper(),
                        CommonOptions.noRules("leave out the rules page (after the cover by default)"),
                        CommonOptions.out("the PDF (default output/ikes-book-FROM-TO.pdf)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        long from;
        long to;
        if (inv.has("date")) {
            if (inv.has("from") || inv.has("to"))
                throw inv.usage("--date picks one challenge; leave out --from and --to");
            from = to = dailyChallenge(inv.value("date").orElseThrow(), inv);
        } else {
            from = inv.intValue("from", 1, 1, Integer.MAX_VALUE - MAX);
            to = inv.intValue("to", (int) from + 6, (int) from, (int) from + MAX - 1);
        }
        TileChart chart = TileChartParser.standard();
        List<BookDocument.Entry> entries = new ArrayList<>();
        for (long n = from; n <= to; n++) {
            Challenge ch = ChallengeGenerator.challenge(n);
            OptionalInt par = ParTableFormat.standard().of(n);
            entries.add(new BookDocument.Entry(
                    ch, ParNote.of(ch, chart), par.isPresent() ? Integer.toString(par.getAsInt()) : "-"));
        }
        String title = from == to ? "Ike's solo challenge " + from : "Ike's solo challenges " + from + " to " + to;
        byte[] pdf = BookDocument.render(inv.paper(), chart, title, entries, inv.withRules());
        Path out = inv.outPath("output/ikes-book-" + from + "-" + to + ".pdf");
        AtomicFiles.write(out, pdf);
        inv.wrote(out, entries.size() + (entries.size() == 1 ? " challenge" : " challenges"));
        return ExitStatus.OK;
    }

    /** The challenge of a day: days since {@link #FIRST_DAY}, modulo 365, plus 1. */
    static long dailyChallenge(String date, Invocation inv) {
        try {
            return challengeOf(LocalDate.parse(date));
        } catch (DateTimeParseException e) {
            throw inv.usage("--date takes a day as YYYY-MM-DD, e.g. 2026-11-23, not '" + date + "'");
        }
    }

    static long challengeOf(LocalDate day) {
        return Math.floorMod(ChronoUnit.DAYS.between(FIRST_DAY, day), (long) DAYS) + 1;
    }
}
