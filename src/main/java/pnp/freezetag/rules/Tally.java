package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.freezetag.model.Player;
import pnp.random.Rng;

/** Many games and their totals: wins by seat and by kind of player, draws, lengths. */
public final class Tally {
    public final List<Player> players;
    public final String kindsLabel;
    public final int games;
    public final long seed;
    public final int[] seatWins;
    public final int[] kindSeatGames = new int[Strategy.values().length];
    public final int[] kindWins = new int[Strategy.values().length];
    /** [seat][kind]: games and wins. */
    public final int[][] seatKindGames;

    public final int[][] seatKindWins;
    public int draws;
    public long finishedTurns;
    public long allTurns;

    private Tally(List<Player> players, String kindsLabel, int games, long seed) {
        this.players = players;
        this.kindsLabel = kindsLabel;
        this.games = games;
        this.seed = seed;
        this.seatWins = new int[players.size()];
        this.seatKindGames = new int[players.size()][Strategy.values().length];
        this.seatKindWins = new int[players.size()][Strategy.values().length];
    }

    /**
     * The kinds of player in game {@code g}: a fixed list, or for "mixed" the binary digits of
     * {@code g} (seat i is greedy when bit i is set), so every combination occurs equally often.
     */
    public static List<Strategy> kindsFor(int g, int seats, List<Strategy> fixed) {
        if (fixed != null) return fixed;
        List<Strategy> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) out.add(((g >> i) & 1) == 1 ? Strategy.GREEDY : Strategy.RANDOM);
        return out;
    }

    /** Plays {@code games} games; {@code fixed} null means mixed kinds. Each game draws its own generator from the seed. */
    public static Tally run(int seats, boolean across, int games, long seed, List<Strategy> fixed, Runnable tick) {
        List<Player> players = Setup.players(Setup.COLOURS.subList(0, seats), across);
        String label = fixed == null
                ? "mixed"
                : String.join(",", fixed.stream().map(Strategy::word).toList());
        Tally t = new Tally(players, label, games, seed);
        Rng master = new Rng(seed);
        for (int g = 0; g < games; g++) {
            List<Strategy> kinds = kindsFor(g, seats, fixed);
            Simulator.Game game = Simulator.play(players, kinds, master.split());
            for (int i = 0; i < seats; i++) {
                t.kindSeatGames[kinds.get(i).ordinal()]++;
                t.seatKindGames[i][kinds.get(i).ordinal()]++;
            }
            t.allTurns += game.turns();
            if (game.winner() < 0) {
                t.draws++;
            } else {
                t.seatWins[game.winner()]++;
                t.kindWins[kinds.get(game.winner()).ordinal()]++;
                t.seatKindWins[game.winner()][kinds.get(game.winner()).ordinal()]++;
                t.finishedTurns += game.turns();
            }
            if (tick != null) tick.run();
        }
        return t;
    }

    public int finished() {
        return games - draws;
    }

    private static String pct(int part, int whole) {
        return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    /** The table printed on stdout: a pure function of the tally. */
    public String table() {
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT,
                "Freeze Tag simulation: %d players, %d games, seed %d, kinds %s, turn cap %d%n",
                players.size(),
                games,
                seed,
                kindsLabel,
                Simulator.TURN_CAP));
        b.append(String.format(
                Locale.ROOT,
                "%n%-6s %-8s %-5s %7s %7s %9s   %s%n",
                "seat",
                "colour",
                "edge",
                "games",
                "wins",
                "win rate",
                "as random / as greedy"));
        for (int i = 0; i < players.size(); i++) {
            int r = Strategy.RANDOM.ordinal();
            int g = Strategy.GREEDY.ordinal();
            b.append(String.format(
                    Locale.ROOT,
                    "%-6d %-8s %-5s %7d %7d %9s   %s / %s%n",
                    i + 1,
                    players.get(i).colour(),
                    players.get(i).start(),
                    games,
                    seatWins[i],
                    pct(seatWins[i], games),
                    pct(seatKindWins[i][r], seatKindGames[i][r]),
                    pct(seatKindWins[i][g], seatKindGames[i][g])));
        }
        b.append(String.format(
                Locale.ROOT, "%-6s %-8s %-5s %7d %7d %9s%n", "draws", "", "", games, draws, pct(draws, games)));
        b.append(String.format(Locale.ROOT, "%n%-8s %11s %7s %9s%n", "kind", "seat-games", "wins", "win rate"));
        for (Strategy s : Strategy.values()) {
            if (kindSeatGames[s.ordinal()] == 0) continue;
            b.append(String.format(
                    Locale.ROOT,
                    "%-8s %11d %7d %9s%n",
                    s.word(),
                    kindSeatGames[s.ordinal()],
                    kindWins[s.ordinal()],
                    pct(kindWins[s.ordinal()], kindSeatGames[s.ordinal()])));
        }
        b.append(String.format(
                Locale.ROOT,
                "%naverage game length: %s turns over %d finished games (%s rounds); %s turns over all games%n",
                finished() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", (double) finishedTurns / finished()),
                finished(),
                finished() == 0
                        ? "-"
                        : String.format(Locale.ROOT, "%.1f", (double) finishedTurns / finished() / players.size()),
                games == 0 ? "-" : String.format(Locale.ROOT, "%.1f", (double) allTurns / games)));
        return b.toString();
    }
}
