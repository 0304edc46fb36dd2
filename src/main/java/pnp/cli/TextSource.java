package pnp.cli;

import java.util.List;

/** The text of an input file with the name to use in error messages. */
public record TextSource(String name, String text) {
    /** The lines, without their line ends; line {@code i} of the file is element {@code i - 1}. */
    public List<String> lines() {
        return text.lines().toList();
    }

    public InputException error(int line, int column, String reason) {
        return new InputException(name, line, column, reason);
    }
}
