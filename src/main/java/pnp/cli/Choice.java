package pnp.cli;

import java.util.List;
import java.util.Locale;

/**
 * One of the few words an option takes, as a constant of an enum: the word typed is the constant's name in
 * lower case (a dash for each underscore) and {@link #help()} says what it does, so the option's help, its
 * parsing ({@link Invocation#choice}) and its error list the same words.
 */
public interface Choice {
    /** The enum constant's name. */
    String name();

    /** What this value does, for the option's help. */
    String help();

    /** The word typed on the command line. */
    default String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The words of the values, as a sentence lists them: {@code a, b or c}. */
    static String words(Choice[] values) {
        return orList(List.of(values).stream().map(Choice::word).toList());
    }

    /** {@code a, b or c}. */
    static String orList(List<String> items) {
        if (items.size() < 2) return String.join("", items);
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }
}
