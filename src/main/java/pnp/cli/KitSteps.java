package pnp.cli;

import java.util.List;
import java.util.Map;

/**
 * A game's page of the kit's {@code assembly.pdf} after its list of files: what stock each file is
 * printed on ({@code stock}, by file name; plain paper when absent), the pieces the player ends up with
 * ({@code pieces}, a checklist line), about how long the building takes ({@code time}), how to make the
 * game from the prints ({@code build}, one paragraph an entry: cut, fold, glue, drill, with the sizes)
 * and what else the players bring to the table ({@code bring}: what the kit cannot print). A game adds
 * a step where it adds a printable that needs one, in the same commit.
 */
public record KitSteps(List<String> build, String bring, Map<String, String> stock, String pieces, String time) {
    /** A game with no part in the kit. */
    public static final KitSteps NONE = new KitSteps(List.of(), "");

    /** Plain paper, the stock a file is printed on unless its game says otherwise. */
    public static final String PLAIN = "plain paper";

    /** Card stock (about 200-300 g/m2): what pieces that stand, fold or get handled are printed on. */
    public static final String CARD = "card stock";

    public KitSteps {
        build = List.copyOf(build);
        stock = Map.copyOf(stock);
    }

    /** Steps and what to bring only: every file on plain paper, no checklist line, no time. */
    public KitSteps(List<String> build, String bring) {
        this(build, bring, Map.of(), "", "");
    }

    /** The stock to print the named file on. */
    public String stockOf(String fileName) {
        return stock.getOrDefault(fileName, PLAIN);
    }

    /** Whether the game says anything on the assembly sheet. */
    public boolean isEmpty() {
        return build.isEmpty() && bring.isEmpty();
    }
}
