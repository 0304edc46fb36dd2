package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README is short and maps docs/; every relative link of README.md, CHANGELOG.md and docs/*.md
 * reaches a file of the repository and, with an anchor, a heading of that page.
 */
class LinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$", Pattern.MULTILINE);

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String anchor(String heading) {
        return heading.strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N} _-]", "")
                .replace(' ', '-');
    }

    static Set<String> anchors(String markdown) {
        Set<String> anchors = new TreeSet<>();
        Matcher m = HEADING.matcher(markdown);
        while (m.find()) anchors.add(anchor(m.group(1)));
        return anchors;
    }

    @Test
    void everyLinkReachesAFileAndItsHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : Pages.all()) {
            String text = Files.readString(page);
            Matcher m = LINK.matcher(text);
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("[a-z]+:.*")) continue; // a web address
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                String fragment = target.contains("#") ? target.substring(target.indexOf('#') + 1) : "";
                Path resolved = file.isEmpty()
                        ? page
                        : page.toAbsolutePath().getParent().resolve(file).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(Pages.name(page) + ": " + target + " (no such file)");
                } else if (!fragment.isEmpty()
                        && !anchors(Files.readString(resolved)).contains(fragment)) {
                    broken.add(Pages.name(page) + ": " + target + " (no such heading)");
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void theReadmeIsShortAndMapsEveryDocsPage() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(Files.size(Path.of("README.md")) <= 20 * 1024, "README.md is over 20 KB");
        for (Path page : Pages.all()) {
            String name = Pages.name(page);
            if (name.startsWith("docs/")) assertTrue(readme.contains("](" + name + ")"), "README links " + name);
        }
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals("the-ikes-format", anchor("The `.ikes` format"));
        assertEquals("pnp-ikes-score", anchor("`pnp ikes score`"));
        assertEquals("solo-challenges", anchor("Solo challenges"));
        assertEquals(
                "pnp-serve-score-pads-and-solo-play-in-the-browser",
                anchor("`pnp serve`: score pads and solo play in the browser"));
    }
}
