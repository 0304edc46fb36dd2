package pnp.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The tool's version, from the build. */
public final class Version {
    private static final String VERSION = load();

    private Version() {}

    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("/pnp/version.properties")) {
            Properties p = new Properties();
            if (in != null) p.load(in);
            String v = p.getProperty("version", "dev");
            return v.contains("${") ? "dev" : v;
        } catch (IOException e) {
            return "dev";
        }
    }
}
