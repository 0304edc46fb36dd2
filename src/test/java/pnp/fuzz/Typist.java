package pnp.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pnp.random.Rng;

/**
 * Plausible typos in a valid text, each at a known line: a code left out or typed twice, two letters
 * swapped, a line typed twice, an {@code @} lost, a coordinate one off. Seeded: the same text and seed give
 * the same typos.
 */
final class Typist {
    /** The kinds of slip a person makes copying a sheet into a file. */
    enum Kind {
        MISSING_CODE,
        EXTRA_CODE,
        SWAPPED_LETTERS,
        DOUBLED_LINE,
        LOST_AT,
        WRONG_COORDINATE
    }

    /**
     * One typo: the changed text, the kind, the 1-based lines where it is an error to report it (a doubled
     * line may be reported at either copy), and what was done, for failure messages.
     */
    record Typo(Kind kind, String text, List<Integer> lines, String what) {
        @Override
        public String toString() {
            return kind + " " + what;
        }
    }

    /** A word of a line: where it starts and ends in the line. */
    private record Span(int line, int start, int end) {}

    private static final Pattern COORDINATE = Pattern.compile("^([A-Za-z])([0-9]{1,2})$");

    private final List<String> lines;
    private final boolean hashIsCode;

    /**
     * @param hashIsCode whether {@code #} is part of the format's codes (a block picture) rather than a comment
     */
    Typist(String text, boolean hashIsCode) {
        this.lines = text.lines().toList();
        this.hashIsCode = hashIsCode;
    }

    /** The words of statement lines (comments left out); with {@code args}, not the first word of a line. */
    private List<Span> words(boolean args) {
        List<Span> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String s = lines.get(i);
            int stop = hashIsCode ? s.length() : s.indexOf('#') < 0 ? s.length() : s.indexOf('#');
            Matcher m = Pattern.compile("\\S+").matcher(s.substring(0, stop));
            boolean first = true;
            while (m.find()) {
                if (!(args && first)) out.add(new Span(i, m.start(), m.end()));
                first = false;
            }
        }
        return out;
    }

    private String word(Span w) {
        return lines.get(w.line()).substring(w.start(), w.end());
    }

    private Typo replace(Kind kind, Span w, String with, String what) {
        List<String> out = new ArrayList<>(lines);
        String s = out.get(w.line());
        out.set(w.line(), s.substring(0, w.start()) + with + s.substring(w.end()));
        return new Typo(
                kind, String.join("\n", out) + "\n", List.of(w.line() + 1), "line " + (w.line() + 1) + ": " + what);
    }

    /** Up to {@code n} distinct typos of {@code kind} (fewer when the text has no place for that kind). */
    List<Typo> typos(Kind kind, int n, Rng rng) {
        List<Typo> all = new ArrayList<>();
        switch (kind) {
            case MISSING_CODE -> {
                for (Span w : words(true)) all.add(replace(kind, w, "", "'" + word(w) + "' left out"));
            }
            case EXTRA_CODE -> {
                for (Span w : words(true))
                    all.add(replace(kind, w, word(w) + " " + word(w), "'" + word(w) + "' typed twice"));
            }
            case SWAPPED_LETTERS -> {
                for (Span w : words(false)) {
                    String t = word(w);
                    for (int k = 0; k + 1 < t.length(); k++) {
                        if (t.charAt(k) == t.charAt(k + 1)) continue;
                        String swapped = t.substring(0, k) + t.charAt(k + 1) + t.charAt(k) + t.substring(k + 2);
                        all.add(replace(kind, w, swapped, "'" + t + "' typed '" + swapped + "'"));
                    }
                }
            }
            case DOUBLED_LINE -> {
                for (Span w : words(false)) {
                    if (w.start() != firstWordStart(w.line())) continue;
                    List<String> out = new ArrayList<>(lines);
                    out.add(w.line() + 1, lines.get(w.line()));
                    all.add(new Typo(
                            kind,
                            String.join("\n", out) + "\n",
                            List.of(w.line() + 1, w.line() + 2),
                            "line " + (w.line() + 1) + " typed twice"));
                }
            }
            case LOST_AT -> {
                for (Span w : words(true)) {
                    String t = word(w);
                    if (t.startsWith("@") && t.length() > 1)
                        all.add(replace(kind, w, t.substring(1), "'" + t + "' typed without its @"));
                }
            }
            case WRONG_COORDINATE -> {
                for (Span w : words(true)) {
                    Matcher m = COORDINATE.matcher(word(w));
                    if (!m.matches()) continue;
                    char letter = m.group(1).charAt(0);
                    int number = Integer.parseInt(m.group(2));
                    for (String other : List.of(
                            (char) (letter + 1) + m.group(2),
                            (char) (letter - 1) + m.group(2),
                            letter + Integer.toString(number + 1),
                            letter + Integer.toString(number - 1))) {
                        if (Character.isLetter(other.charAt(0)) && !other.endsWith("-1"))
                            all.add(replace(kind, w, other, "'" + word(w) + "' typed '" + other + "'"));
                    }
                }
            }
        }
        List<Typo> chosen = new ArrayList<>();
        while (!all.isEmpty() && chosen.size() < n) chosen.add(all.remove(rng.nextInt(all.size())));
        return chosen;
    }

    private int firstWordStart(int line) {
        String s = lines.get(line);
        int k = 0;
        while (k < s.length() && Character.isWhitespace(s.charAt(k))) k++;
        return k;
    }
}
