package pnp.ikes.commands;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pnp.cli.Choice;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.Replay;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.solver.BeamSolver;
import pnp.ikes.solver.Par;
import pnp.ikes.solver.PilotSolver;
import pnp.io.AtomicFiles;
import pnp.io.TextSource;

/** {@code pnp ikes solve --seed N}: plays solo challenge N as well as it can in the time given. */
public final class SolveCommand extends Verb {
    public SolveCommand() {
        super(
                "solve",
                () -> CommonOptions.of(
                        CommonOptions.seed(),
                        CommonOptions.json(),
                        CommonOptions.valued("time", "SECONDS", "time to search, 0.1 to 3600 (default 10)"),
                        CommonOptions.valued(
                                "positions",
                                "N",
                                "search N positions instead of a time: the same game on every machine (wide search only)"),
                        CommonOptions.choice("search", "HOW", Search.class, Search.PILOT),
                        CommonOptions.valued(
                                "log", "FILE", "where to write the move log (default output/ikes-solve-N.ikeslog)"),
                        CommonOptions.valued("threads", "N", "threads to search on, 1 to 64 (default 2)")));
        writes(List.of("log"));
    }

    /** The searches {@code --search} picks from. */
    enum Search implements Choice {
        PILOT("each turn, the most promising moves are played out to the end and the best taken"),
        PAR("the pilot with par's fixed budget, no time limit: the game behind the par table"),
        DOUBLING("beam widths 2, 4, 8, ... while time remains"),
        WIDE("short runs, then one run at the widest beam the budget allows");

        private final String help;

        Search(String help) {
            this.help = help;
        }

        @Override
        public String help() {
            return help;
        }
    }

    /** The {@code --json} output. */
    record Solved(
            long seed,
            int score,
            String grade,
            int turns,
            int coins,
            String log,
            String search,
            int beamWidth,
            double seconds) {}

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        long seed = inv.seed();
        double seconds = seconds(inv);
        int threads = inv.intValue("threads", 2, 1, 64);
        Challenge ch = ChallengeGenerator.challenge(seed);
        TileChart chart = TileChartParser.standard();
        long t0 = System.nanoTime();
        Search how = search(inv);
        BeamSolver solver = new BeamSolver(chart, threads);
        BeamSolver.Solution sol = switch (how) {
            case PILOT -> new PilotSolver(chart, threads).solve(ch, Math.round(seconds * 1000));
            case PAR -> Par.game(ch, chart);
            case WIDE ->
                solver.solveWide(
                        ch,
                        inv.has("positions")
                                ? new BeamSolver.Budget.Positions(inv.intValue("positions", 0, 1000, 2_000_000_000))
                                : new BeamSolver.Budget.Millis(Math.round(seconds * 1000)));
            case DOUBLING -> solver.solve(ch, Math.round(seconds * 1000));
        };
        double took = (System.nanoTime() - t0) / 1e9;
        String text = MoveLog.write(
                seed, sol.moves(), sol.tileIds(), "pnp ikes solve --seed " + seed + ": the best game found");
        Path logPath = inv.outPath("log", "output/ikes-solve-" + seed + ".ikeslog");
        // replay what we are about to publish: the score printed is the replay's
        MoveLog log = MoveLog.parse(new TextSource(logPath.toString(), text));
        Replay.Result replay = Replay.run(log.seed(), log.moves(), log.tileIds(), chart);
        if (!replay.legal()) {
            throw new IllegalStateException("the solver's own log does not replay: line "
                    + log.entries().get(replay.failure().index()).line() + ": "
                    + replay.failure().reason());
        }
        ScoreResult score = replay.position().score();
        AtomicFiles.write(logPath, text.getBytes(StandardCharsets.UTF_8));
        if (inv.has("json")) {
            inv.out()
                    .println(Json.write(new Solved(
                            seed,
                            score.score(),
                            score.grade(),
                            replay.position().turnsPlayed(),
                            replay.position().coins(),
                            inv.display(logPath),
                            how.word(),
                            sol.widthReached(),
                            Math.round(took * 10) / 10.0)));
        } else {
            inv.out()
                    .println("challenge " + seed + ": score " + score.score() + " (" + score.grade() + ") in "
                            + replay.position().turnsPlayed() + " turns; searched "
                            + String.format(Locale.ROOT, "%.1f", took)
                            + " s "
                            + (how == Search.PAR
                                    ? "with par's fixed budget (" + Par.PASSES + " passes, up to " + sol.widthReached()
                                            + " candidates a turn)"
                                    : how == Search.PILOT
                                            ? "up to " + sol.widthReached() + " candidates a turn"
                                            : "up to beam width " + sol.widthReached()));
            inv.out().print(ScoreReport.text(inv.display(logPath), score, Optional.empty()));
            inv.wrote(logPath);
        }
        return ExitStatus.OK;
    }

    private static Search search(Invocation inv) {
        // --positions alone picks the wide search (the only one with a budget of positions)
        Search how = inv.choice("search", Search.class).orElse(inv.has("positions") ? Search.WIDE : Search.PILOT);
        if (how == Search.PAR && (inv.has("time") || inv.has("threads"))) {
            throw inv.usage("--search par has a fixed budget on one thread: leave out --time and --threads");
        }
        if (inv.has("positions") && (how != Search.WIDE || inv.has("time"))) {
            throw inv.usage("--positions is a budget for the wide search instead of --time: give one of them");
        }
        return how;
    }

    private static double seconds(Invocation inv) {
        String v = inv.value("time").orElse("10");
        try {
            double s = Double.parseDouble(v.trim());
            if (!(s >= 0.1 && s <= 3600)) throw new NumberFormatException();
            return s;
        } catch (NumberFormatException e) {
            throw inv.usage("--time takes seconds from 0.1 to 3600, not '" + v + "'");
        }
    }
}
