package pnp.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * File-system failures in a player's words ("cannot write out/afile/x.pdf: out/afile is a file,
 * not a folder"), never a Java class name. Paths are shown by {@link Display}.
 */
public final class FileProblems {
    private FileProblems() {}

    /** Fails before writing when {@code target} is a folder or one of its parents is a file. */
    public static void checkWritable(Path target) {
        if (Files.isDirectory(target)) {
            throw new InputException("cannot write " + Display.path(target) + ": it is a folder, not a file");
        }
        for (Path p = target.getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new InputException("cannot write " + Display.path(target) + ": " + Display.path(p)
                            + " is a file, not a folder");
                }
                return;
            }
        }
    }

    /** The failure to write {@code target} as an {@link InputException}. */
    public static InputException writing(Path target, IOException e) {
        return new InputException("cannot write " + Display.path(target) + ": " + reason(e));
    }

    /** The failure to read {@code name} as an {@link InputException}. */
    public static InputException reading(String name, IOException e) {
        if (e instanceof NoSuchFileException) return new InputException(name + ": no such file");
        return new InputException("cannot read " + name + ": " + reason(e));
    }

    /** The plain reason of an I/O failure. */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException n) return "no such file or folder " + Display.path(Path.of(n.getFile()));
        if (e instanceof FileSystemException f && f.getReason() != null) return lowerFirst(f.getReason());
        String m = e.getMessage();
        return m == null || m.isBlank() ? "the file system refused" : lowerFirst(m);
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
