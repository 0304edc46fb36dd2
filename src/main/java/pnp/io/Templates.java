package pnp.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The data files under {@code templates/} (tile charts, block sets, layouts), bundled into the jar.
 * The launcher rebuilds the jar when a template changes, so an edited template takes effect.
 */
public final class Templates {
    private Templates() {}

    /** Reads {@code templates/<path>}, e.g. {@code ikes/tiles.txt}. */
    public static TextSource read(String path) {
        String res = "/templates/" + path;
        try (InputStream in = Templates.class.getResourceAsStream(res)) {
            if (in == null) throw new IllegalStateException("missing bundled template " + res);
            return new TextSource("templates/" + path, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read bundled template " + res, e);
        }
    }

    /** Whether {@code templates/<path>} is bundled. */
    public static boolean exists(String path) {
        return Templates.class.getResource("/templates/" + path) != null;
    }
}
