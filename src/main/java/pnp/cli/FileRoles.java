package pnp.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import pnp.io.Display;
import pnp.io.InputException;

/**
 * The files a command line names for reading and for writing, checked before the command reads
 * anything: an output that is an input (by name, through {@code ..} or a link, or a hard link to it)
 * or another output is refused with one line (exit 2), so no command overwrites what it reads and
 * no two outputs fight over one file.
 */
public final class FileRoles {
    private FileRoles() {}

    private record Named(String label, String value, Path path) {}

    /** Refuses the command line when an output of {@code cmd} resolves to an input or to another output. */
    public static void check(Command cmd, CommandLine line, Path workDir) {
        List<Named> inputs = inputs(cmd, line, workDir);
        List<Named> outputs = new ArrayList<>();
        for (String o : cmd.outputOptions()) {
            String v = line.getOptionValue(o);
            if (v == null) continue;
            Named out = named("--" + o + " ", v, workDir);
            refuseClash(out, v, inputs, outputs, workDir);
            outputs.add(out);
        }
    }

    /**
     * Refuses the default name {@code dflt} of output {@code option} (used when the option is not
     * given) when it is an input of the command or one of its given outputs.
     */
    public static void checkDefault(Command cmd, CommandLine line, String option, String dflt, Path workDir) {
        List<Named> outputs = new ArrayList<>();
        for (String o : cmd.outputOptions()) {
            String v = line.getOptionValue(o);
            if (v != null && !o.equals(option)) outputs.add(named("--" + o + " ", v, workDir));
        }
        Named out = new Named(
                "the default --" + option + " ",
                dflt,
                workDir.resolve(dflt).toAbsolutePath().normalize());
        refuseClash(out, dflt, inputs(cmd, line, workDir), outputs, workDir);
    }

    private static List<Named> inputs(Command cmd, CommandLine line, Path workDir) {
        List<Named> inputs = new ArrayList<>();
        for (String a : line.getArgList()) if (!a.equals("-")) inputs.add(named("", a, workDir));
        for (String o : cmd.inputOptions()) {
            String v = line.getOptionValue(o);
            if (v != null && !v.equals("-")) inputs.add(named("--" + o + " ", v, workDir));
        }
        return inputs;
    }

    private static void refuseClash(Named out, String v, List<Named> inputs, List<Named> outputs, Path workDir) {
        for (Named in : inputs) {
            if (same(out.path(), in.path()))
                throw new InputException(out.label() + Display.escape(v) + ": that is the file "
                        + (in.label().isEmpty()
                                ? "the command reads"
                                : in.label().strip() + " reads")
                        + "; pnp never writes over its input, choose another name");
        }
        for (Named other : outputs) {
            if (same(out.path(), other.path()))
                throw new InputException(other.label() + "and " + out.label() + "both name "
                        + Display.path(out.path(), workDir) + "; give each output its own file");
        }
    }

    private static Named named(String label, String value, Path workDir) {
        return new Named(label, value, workDir.resolve(value).toAbsolutePath().normalize());
    }

    /** Whether two paths name one file: the same after links are resolved, or the same file on disk. */
    static boolean same(Path a, Path b) {
        if (a.equals(b) || canonical(a).equals(canonical(b))) return true;
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** The path with links resolved as far as it exists (its deepest existing folder's real path). */
    private static Path canonical(Path p) {
        Path rest = null;
        for (Path at = p; at != null; at = at.getParent()) {
            try {
                Path real = at.toRealPath();
                return rest == null ? real : real.resolve(rest);
            } catch (IOException | SecurityException e) {
                if (at.getFileName() == null) return p;
                rest = rest == null ? at.getFileName() : at.getFileName().resolve(rest);
            }
        }
        return p;
    }
}
