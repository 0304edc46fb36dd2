package pnp.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The runnable examples of a Markdown page: every line that starts with {@code ./pnp} inside a fenced
 * {@code sh} block, with the lines below it (up to the next command, comments and trailing blank lines
 * left out) as the output it shows, and the exit status a trailing {@code # exit N} comment states (0
 * when none does). A line {@code ...} in the shown output stands for any number of lines.
 */
record DocExamples(List<Example> examples) {
    /** One command line: where it is, the shell words (a pipe and redirections included), status and output. */
    record Example(String file, int line, String command, List<String> words, int status, List<String> output) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + command;
        }
    }

    private static final Pattern FENCE = Pattern.compile("^\\s*```\\s*(\\S*)\\s*$");
    private static final Pattern EXIT = Pattern.compile("#.*\\bexit (\\d)\\b");

    static DocExamples of(String file, String markdown) {
        List<Example> found = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        boolean inSh = false;
        boolean inFence = false;
        Pending pending = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher fence = FENCE.matcher(line);
            if (fence.matches()) {
                if (!inFence) {
                    inFence = true;
                    inSh = fence.group(1).equals("sh");
                } else {
                    if (pending != null) found.add(pending.done());
                    pending = null;
                    inFence = false;
                    inSh = false;
                }
                continue;
            }
            if (!inSh) continue;
            String body = line.strip();
            if (body.startsWith("./pnp ") || body.equals("./pnp")) {
                if (pending != null) found.add(pending.done());
                pending = new Pending(file, i + 1, body);
            } else if (pending != null && !body.startsWith("#")) {
                pending.output.add(line.stripTrailing());
            }
        }
        return new DocExamples(List.copyOf(found));
    }

    private static final class Pending {
        final String file;
        final int line;
        final String command;
        final List<String> output = new ArrayList<>();

        Pending(String file, int line, String command) {
            this.file = file;
            this.line = line;
            this.command = command;
        }

        Example done() {
            while (!output.isEmpty() && output.get(output.size() - 1).isBlank()) output.remove(output.size() - 1);
            Matcher exit = EXIT.matcher(command);
            int status = exit.find() ? Integer.parseInt(exit.group(1)) : 0;
            return new Example(file, line, command, words(command), status, List.copyOf(output));
        }
    }

    /** Shell words of a command line: quotes '..' and "..", a comment from an unquoted # that starts a word. */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else word.append(c);
            } else if (c == '\'' || c == '"') {
                if (word == null) word = new StringBuilder();
                quote = c;
            } else if (Character.isWhitespace(c)) {
                if (word != null) words.add(word.toString());
                word = null;
            } else if (c == '#' && word == null) {
                break;
            } else {
                if (word == null) word = new StringBuilder();
                word.append(c);
            }
        }
        if (quote != 0) throw new IllegalArgumentException("unclosed quote in: " + command);
        if (word != null) words.add(word.toString());
        return List.copyOf(words);
    }

    /**
     * Whether {@code actual} shows {@code expected}: line by line after trailing blanks, where a line
     * {@code ...} in {@code expected} matches any number of lines.
     */
    static boolean shows(List<String> expected, List<String> actual) {
        return match(expected, 0, actual, 0);
    }

    private static boolean match(List<String> e, int i, List<String> a, int j) {
        if (i == e.size()) return j == a.size();
        if (e.get(i).strip().equals("...")) {
            for (int k = j; k <= a.size(); k++) if (match(e, i + 1, a, k)) return true;
            return false;
        }
        return j < a.size() && e.get(i).stripTrailing().equals(a.get(j).stripTrailing()) && match(e, i + 1, a, j + 1);
    }
}
