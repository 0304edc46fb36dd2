package pnp.freezetag.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Progress;
import pnp.cli.Verb;
import pnp.freezetag.rules.Strategy;
import pnp.freezetag.rules.Tally;
import pnp.freezetag.sheets.Chart;
import pnp.io.AtomicFiles;

/** {@code pnp freezetag simulate}: many games between random and greedy players. */
final class SimulateCommand extends Verb {
    SimulateCommand() {
        super(
                "simulate",
                () -> CommonOptions.of(
                        CommonOptions.players(2, 4),
                        CommonOptions.valued("games", "K", "games to play, 1 to 100000 (default 100)"),
                        CommonOptions.seed(),
                        SeatOptions.seating(),
                        CommonOptions.valued(
                                "kinds",
                                "mixed|K1,K2,..",
                                "mixed (default), or one kind per seat: random or greedy, e.g. greedy,random"),
                        CommonOptions.valued("chart", "FILE", "also write a PNG bar chart of the win rates")));
        writes(List.of("chart"));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int players = inv.intValue("players", 2, 2, 4);
        int games = inv.intValue("games", 100, 1, 100_000);
        boolean across = SeatOptions.across(inv);
        List<Strategy> fixed = kinds(inv, players);
        long seed = inv.seed();
        Path chart = inv.value("chart").map(inv::resolve).orElse(null);
        long start = System.nanoTime();
        Progress progress = new Progress(inv.err(), "games");
        int[] done = {0};
        Tally tally = Tally.run(players, across, games, seed, fixed, () -> progress.update(++done[0], games));
        inv.out().print(tally.table());
        if (chart != null) {
            AtomicFiles.write(chart, Chart.png(tally));
            inv.wrote(chart);
        }
        inv.err()
                .printf(
                        Locale.ROOT,
                        "time: %.2f s (%.1f ms a game)%n",
                        (System.nanoTime() - start) / 1e9,
                        (System.nanoTime() - start) / 1e6 / games);
        return ExitStatus.OK;
    }

    private static List<Strategy> kinds(Invocation inv, int players) {
        String v = inv.value("kinds").orElse("mixed").trim().toLowerCase(Locale.ROOT);
        if (v.equals("mixed")) return null;
        List<Strategy> out = new ArrayList<>();
        for (String k : v.split(",")) {
            switch (k.trim()) {
                case "random" -> out.add(Strategy.RANDOM);
                case "greedy" -> out.add(Strategy.GREEDY);
                default -> throw inv.usage("--kinds takes mixed or a list of random/greedy, not '" + k.trim() + "'");
            }
        }
        if (out.size() == 1) while (out.size() < players) out.add(out.get(0));
        if (out.size() != players)
            throw inv.usage("--kinds names " + out.size() + " kinds for " + players + " players");
        return out;
    }
}
