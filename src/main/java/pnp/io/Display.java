package pnp.io;

import java.io.File;
import java.nio.file.Path;

/**
 * Paths and names as a player reads them on one line: relative to the working folder when inside it
 * (as they were typed), else absolute, with control characters shown escaped ({@code \n}, {@code \t},
 * {@code \u001b}) so a file name holding a newline or a terminal escape cannot split a one-line
 * message or drive the terminal. This is the one place pnp turns a path into text for the player.
 */
public final class Display {
    private Display() {}

    /** {@code path} relative to the process's working folder when inside it, else absolute; escaped. */
    public static String path(Path path) {
        return path(path, Path.of("").toAbsolutePath());
    }

    /** {@code path} relative to {@code workDir} when inside it, else absolute; escaped. */
    public static String path(Path path, Path workDir) {
        if (StandardOutput.is(path)) return "- (standard output)";
        Path abs = path.toAbsolutePath().normalize();
        Path base = workDir.toAbsolutePath().normalize();
        String shown = abs.equals(base)
                ? "."
                : abs.startsWith(base) ? base.relativize(abs).toString() : abs.toString();
        return escape(shown);
    }

    /**
     * A one-line message with every absolute path inside {@code workDir} shown relative to it, and
     * control characters escaped (messages carry names the player typed).
     */
    public static String message(String message, Path workDir) {
        String prefix = workDir.toAbsolutePath().normalize() + File.separator;
        return escape(message.replace(prefix, ""));
    }

    /**
     * {@code text} with control characters (C0, DEL, C1, line and paragraph separators, bidirectional
     * overrides) escaped; everything else, backslashes included, unchanged, so escaping twice changes
     * nothing.
     */
    public static String escape(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String e = escaped(c);
            if (e == null) {
                if (b != null) b.append(c);
                continue;
            }
            if (b == null) b = new StringBuilder(text.length() + 8).append(text, 0, i);
            b.append(e);
        }
        return b == null ? text : b.toString();
    }

    private static String escaped(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> {
                boolean control = Character.isISOControl(c)
                        || c == '\u2028'
                        || c == '\u2029'
                        || (c >= '\u202a' && c <= '\u202e')
                        || (c >= '\u2066' && c <= '\u2069');
                if (!control) yield null;
                yield String.format("\\u%04x", (int) c);
            }
        };
    }
}
