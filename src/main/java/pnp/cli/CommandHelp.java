package pnp.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A command's help text: the one-line summary, the positional arguments for the usage line, and the details
 * printed after the options. It is prose, so it lives in {@code src/main/resources/pnp/help/GROUP/VERB.txt}
 * ({@code GROUP} is the game, or {@code pnp} for {@code kit} and {@code serve}) rather than in the command's code:
 * <pre>
 * Score a final position written as the top-down view (.bridge).      &lt;- summary (first line)
 * arguments: FILE                                                      &lt;- optional
 *                                                                      &lt;- blank line
 * FILE ('-' for standard input) holds ...                              &lt;- details, to the end
 * </pre>
 */
public record CommandHelp(String summary, String arguments, String details) {
    private static final String ARGUMENTS = "arguments: ";

    /** The help of {@code pnp GROUP VERB} (or {@code pnp VERB} when the group is {@code pnp}). */
    public static CommandHelp of(String group, String verb) {
        String res = "/pnp/help/" + group + "/" + verb + ".txt";
        try (InputStream in = CommandHelp.class.getResourceAsStream(res)) {
            if (in == null) throw new IllegalStateException("no help text bundled at " + res);
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the help text " + res, e);
        }
    }

    /** The group of a command from the prefix of its usage line: {@code pnp} or {@code pnp GAME}. */
    public static CommandHelp of(String prefix, Command cmd) {
        int space = prefix.lastIndexOf(' ');
        return of(space < 0 ? prefix : prefix.substring(space + 1), cmd.name());
    }

    static CommandHelp parse(String text) {
        String[] lines = text.split("\n", -1);
        int next = 1;
        String arguments = "";
        if (lines.length > 1 && lines[1].startsWith(ARGUMENTS)) {
            arguments = lines[1].substring(ARGUMENTS.length()).strip();
            next = 2;
        }
        StringBuilder details = new StringBuilder();
        for (int i = next; i < lines.length; i++) details.append(lines[i]).append('\n');
        return new CommandHelp(lines[0].strip(), arguments, details.toString().strip());
    }
}
