package pnp.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/** Plain, stable help text for commands: a usage line, the summary, the options, the details. */
public final class Help {
    private Help() {}

    public static String forCommand(String prefix, Command cmd, Options options) {
        CommandHelp help = CommandHelp.of(prefix, cmd);
        StringBuilder b = new StringBuilder();
        b.append("usage: ").append(prefix).append(' ').append(cmd.name()).append(" [options]");
        if (!help.arguments().isEmpty()) b.append(' ').append(help.arguments());
        b.append("\n\n").append(help.summary()).append("\n\noptions:\n").append(options(options));
        if (!help.details().isEmpty()) b.append('\n').append(help.details()).append('\n');
        return b.toString();
    }

    public static String options(Options options) {
        List<Option> list = new ArrayList<>(options.getOptions());
        list.sort(Comparator.comparing(o -> o.getLongOpt() == null ? o.getOpt() : o.getLongOpt()));
        List<String> heads = new ArrayList<>();
        for (Option o : list) {
            StringBuilder h = new StringBuilder("  ");
            if (o.getOpt() != null && o.getLongOpt() != null && !o.getOpt().equals(o.getLongOpt())) {
                h.append('-').append(o.getOpt()).append(", ");
            }
            h.append("--").append(o.getLongOpt() != null ? o.getLongOpt() : o.getOpt());
            if (o.hasArg()) h.append(' ').append(o.getArgName() == null ? "VALUE" : o.getArgName());
            heads.add(h.toString());
        }
        int width = heads.stream().mapToInt(String::length).max().orElse(0) + 2;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < list.size(); i++) {
            String head = heads.get(i);
            b.append(head)
                    .append(" ".repeat(width - head.length()))
                    .append(list.get(i).getDescription())
                    .append('\n');
        }
        return b.toString();
    }
}
