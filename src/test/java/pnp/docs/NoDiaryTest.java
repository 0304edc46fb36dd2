package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README.md, CHANGELOG.md and docs/*.md say what pnp does, not how it came to be: no issue numbers,
 * rounds, people, paths outside the repository or merge markers, and no dates in prose except on the
 * benchmarks page (a measurement's date) and in the changelog (a release's).
 */
class NoDiaryTest {
    private record Rule(String what, Pattern pattern) {}

    private static final List<Rule> RULES = List.of(
            new Rule("an issue number", Pattern.compile("(?i)\\bissues?\\s+#?\\d+|(?<![\\w&])#\\d+\\b")),
            new Rule(
                    "a round of work",
                    Pattern.compile("(?i)\\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
                            + "|last|previous|this|next|earlier)\\s+rounds?\\b|\\bround\\s+\\d+\\b")),
            new Rule(
                    "a person",
                    Pattern.compile("(?i)\\bengineers?\\b|\\bowner's call\\b|\\bintegrator\\b|\\bmaintainers?\\b")),
            new Rule(
                    "a path outside the repository",
                    Pattern.compile("(?<![\\w.])(/work/|/home/|/tmp/|/Users/|~/|[A-Z]:\\\\)|(?<![\\w./])\\.\\./")),
            new Rule("a merge marker", Pattern.compile("<!--\\s*=+|^(<{7}|>{7}|={7})(\\s|$)")),
            new Rule(
                    "history",
                    Pattern.compile("(?i)\\bbefore this work\\b|\\bthe day before\\b|\\byesterday\\b"
                            + "|\\buntil issue\\b|\\bthis work\\b")));

    private static final Pattern DATE = Pattern.compile("\\b20\\d\\d-\\d\\d-\\d\\d\\b");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");

    /** Every breach on a page, as {@code page:line: what: the text}. */
    static List<String> breaches(String page, String text, boolean datesAllowed) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean inFence = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            for (Rule r : RULES) {
                Matcher m = r.pattern().matcher(line);
                if (m.find()) found.add(page + ":" + (i + 1) + ": " + r.what() + ": " + m.group());
            }
            if (line.strip().startsWith("```")) {
                inFence = !inFence;
                continue;
            }
            if (inFence || datesAllowed) continue;
            Matcher date = DATE.matcher(CODE_SPAN.matcher(line).replaceAll(""));
            if (date.find()) found.add(page + ":" + (i + 1) + ": a date: " + date.group());
        }
        return found;
    }

    @Test
    void pagesHoldNoDiary() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path page : Pages.all()) {
            String name = Pages.name(page);
            boolean dates = name.equals("docs/benchmarks.md") || name.equals("CHANGELOG.md");
            found.addAll(breaches(name, Files.readString(page), dates));
        }
        assertEquals(List.of(), found, "diary in the docs (history belongs in commit messages)");
    }

    @Test
    void eachRuleFindsWhatItIsFor() {
        String text = String.join(
                "\n",
                "Pages (issue 12): 4 -> 3.",
                "the sixth round's pilot",
                "that is the Freeze Tag owner's call",
                "see ../shared/ARCHITECTURE.md",
                "against the PDFs in /work/baseline",
                "<!-- ===== ikes ===== -->",
                "measured 2026-11-23 on the machine",
                "`pnp ikes book --date 2026-11-23` and `#` comments and C4 E, a 1-inch bar; blue's owner",
                "```",
                "./pnp ikes book --date 2026-11-23",
                "```");
        List<String> found = breaches("p.md", text, false);
        assertEquals(7, found.size(), String.join("\n", found));
        for (int line = 1; line <= 7; line++) {
            String at = "p.md:" + line + ":";
            assertTrue(found.stream().anyMatch(f -> f.startsWith(at)), "nothing found on line " + line);
        }
        assertEquals(6, breaches("p.md", text, true).size(), "dates are allowed where a page may have them");
    }
}
