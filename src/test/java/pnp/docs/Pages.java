package pnp.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The pages a player or developer reads: README.md, CHANGELOG.md and every docs/*.md. */
final class Pages {
    private Pages() {}

    static List<Path> all() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CHANGELOG.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The page's path as the repository names it, e.g. docs/ikes.md. */
    static String name(Path page) {
        return page.toString().replace('\\', '/');
    }
}
