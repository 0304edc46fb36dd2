package pnp.cli;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/** The options several commands share, so they are spelled and explained the same everywhere. */
public final class CommonOptions {
    private CommonOptions() {}

    public static Option paper() {
        return valued("paper", "letter|a4", "paper size (default letter)");
    }

    public static Option out(String what) {
        return valued("out", "PATH", "where to write " + what);
    }

    public static Option seed() {
        return valued(
                "seed",
                "N",
                "seed for everything random; the same seed gives the same result (default: a fresh seed, printed)");
    }

    /** {@code --no-rules}: the print command leaves out its rules pages; {@code desc} says where they go by default. */
    public static Option noRules(String desc) {
        return flag("no-rules", desc);
    }

    public static Option json() {
        return flag("json", "print one JSON object instead of text");
    }

    public static Option players(int min, int max) {
        return valued("players", "N", "number of players, " + min + " to " + max);
    }

    /** {@code --player P}: whose turn it is; {@code who} says what names a player in this game. */
    public static Option player(String who) {
        return valued("player", "P", "whose turn: " + who + " (required)");
    }

    /** {@code --roll ROLL}: the die as rolled; {@code faces} lists what it can show in this game. */
    public static Option roll(String faces) {
        return valued("roll", "ROLL", "the die: " + faces + " (required)");
    }

    /** {@code --roll A B}: {@code dice} dice rolled together (2 or more), each showing one of {@code faces}. */
    public static Option roll(String faces, int dice) {
        String names = String.join(" ", List.of("A", "B", "C", "D").subList(0, dice));
        return Option.builder()
                .longOpt("roll")
                .hasArgs()
                .numberOfArgs(dice)
                .argName(names)
                .desc("the " + dice + " dice, each " + faces + " (required)")
                .get();
    }

    /** {@code --name ARG}: an option with a value; {@code desc} is its help. */
    public static Option valued(String longOpt, String argName, String desc) {
        return Option.builder()
                .longOpt(longOpt)
                .hasArg()
                .argName(argName)
                .desc(desc)
                .get();
    }

    /** {@code --name}: a switch; {@code desc} is its help. */
    public static Option flag(String longOpt, String desc) {
        return Option.builder().longOpt(longOpt).desc(desc).get();
    }

    /**
     * {@code --name ARG}: an option taking one word of {@code type} ({@link Choice}); its help lists each word
     * with what it does, {@code dflt}'s marked as the default (null: no default).
     */
    public static <E extends Enum<E> & Choice> Option choice(String longOpt, String argName, Class<E> type, E dflt) {
        E[] values = type.getEnumConstants();
        List<String> described = new ArrayList<>();
        for (E e : values) described.add(e.word() + " (" + (e == dflt ? "default: " : "") + e.help() + ")");
        return valued(longOpt, argName, Choice.orList(described));
    }

    /** A fresh options object holding the given options. */
    public static Options of(Option... options) {
        Options o = new Options();
        for (Option opt : options) o.addOption(opt);
        return o;
    }
}
