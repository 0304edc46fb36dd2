package pnp.ikes.format;

import java.util.HashMap;
import java.util.Map;
import pnp.ikes.model.ParTable;
import pnp.io.Diagnostics;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.Templates;
import pnp.io.TextSource;
import pnp.io.Word;

/**
 * The par table: one line a challenge, {@code CHALLENGE PAR}, {@code #} comments. Every problem is
 * reported with its line and column.
 */
public final class ParTableFormat {
    private ParTableFormat() {}

    /** The table shipped with pnp (challenges 1..365), read once. */
    public static ParTable standard() {
        return Standard.TABLE;
    }

    private static final class Standard {
        static final ParTable TABLE = parse(Templates.read("ikes/par.txt"));
    }

    public static ParTable parse(TextSource src) {
        Diagnostics problems = src.diagnostics();
        Map<Long, Integer> par = new HashMap<>();
        for (Line line : Lexer.statements(src)) {
            if (line.size() != 2) {
                if (line.size() < 2) problems.missing(line, "expected 'CHALLENGE PAR', e.g. '7 15'");
                else problems.add(line.word(2), "expected 'CHALLENGE PAR' and nothing more");
                continue;
            }
            Long n = number(line.word(0), 1, Long.MAX_VALUE, "a challenge number from 1", problems);
            Long p = number(line.word(1), -49, 49, "a score from -49 to 49", problems);
            if (n == null || p == null) continue;
            if (par.putIfAbsent(n, p.intValue()) != null)
                problems.add(line.word(0), "challenge " + n + " is listed twice");
        }
        return problems.orThrow(new ParTable(par));
    }

    /** The table in this format (the inverse of {@link #parse} but for comments). */
    public static String write(ParTable table, String header) {
        StringBuilder b = new StringBuilder(header);
        table.par().forEach((n, p) -> b.append(n).append(' ').append(p).append('\n'));
        return b.toString();
    }

    private static Long number(Word w, long min, long max, String what, Diagnostics problems) {
        try {
            long v = Long.parseLong(w.text());
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(w, "'" + w.text() + "' is not " + what);
        return null;
    }
}
