package pnp.fridge.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.fridge.json.ScoreJson;
import pnp.fridge.model.Point;
import pnp.fridge.rules.Captures;
import pnp.fridge.rules.PlayerScore;
import pnp.fridge.rules.Score;

/** The score as text for players and as the contract's JSON object. */
public final class ScoreReport {
    private ScoreReport() {}

    static String text(Score score) {
        StringBuilder b = new StringBuilder();
        int w = Math.max(
                6,
                score.players().stream().mapToInt(p -> p.color().length()).max().orElse(6));
        String row = "%-" + w + "s  %8s  %12s  %7s  %5s  %5s%n";
        b.append(String.format(Locale.ROOT, row, "player", "captures", "infiltration", "longest", "bonus", "total"));
        for (PlayerScore p : score.players()) {
            b.append(String.format(
                    Locale.ROOT,
                    row,
                    p.color(),
                    p.captures().points(),
                    p.infiltration(),
                    p.chain().length(),
                    p.bonus(),
                    p.total()));
        }
        for (PlayerScore p : score.players()) {
            b.append('\n')
                    .append(p.color())
                    .append(": ")
                    .append(p.total())
                    .append(p.total() == 1 ? " point" : " points")
                    .append('\n');
            b.append("  captures ")
                    .append(p.captures().points())
                    .append(": ")
                    .append(capturesText(p.captures()))
                    .append('\n');
            b.append("  infiltration ")
                    .append(p.infiltration())
                    .append(": ")
                    .append(
                            p.infiltrated().isEmpty()
                                    ? "no 1-inch bar touches an opponent's base"
                                    : "1-inch bars touch "
                                            + String.join(
                                                    ", ",
                                                    p.infiltrated().stream()
                                                            .map(c -> Point.baseOf(c)
                                                                    .toString())
                                                            .toList()))
                    .append('\n');
            b.append("  longest chain ")
                    .append(p.chain().length())
                    .append(
                            p.chain().length() == 0
                                    ? ""
                                    : ": " + String.join(", ", p.chain().labels()));
            if (!p.broken().isEmpty())
                b.append("  (broken junctions: ")
                        .append(String.join(
                                ", ", p.broken().stream().map(Point::toString).toList()))
                        .append(')');
            b.append('\n');
            b.append("  longest-road bonus ").append(p.bonus()).append('\n');
        }
        b.append('\n')
                .append(score.winners().size() == 1 ? "winner: " : "winners (tied): ")
                .append(String.join(", ", score.winners()))
                .append('\n');
        return b.toString();
    }

    private static String capturesText(Captures c) {
        if (c.total() == 0) return "nothing captured";
        List<String> counts = new ArrayList<>();
        c.captured().forEach((color, n) -> {
            if (n > 0) counts.add(color + " x" + n);
        });
        List<String> sets = new ArrayList<>();
        for (List<String> s : c.sets()) {
            sets.add("{" + String.join(", ", s) + "} " + (s.size() == 3 ? 3 : s.size()));
        }
        String text = String.join(", ", counts) + "; sets " + String.join(" + ", sets);
        if (c.unscored() > 0)
            text += "; " + c.unscored() + " duplicate" + (c.unscored() == 1 ? "" : "s") + " in no set";
        return text;
    }

    /** The contract's JSON object (see {@link ScoreJson}). */
    public static ScoreJson json(Score score) {
        return ScoreJson.of(score);
    }
}
