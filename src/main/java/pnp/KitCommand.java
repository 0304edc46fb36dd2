package pnp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pnp.io.AtomicFiles;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Game;
import pnp.cli.Invocation;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.Progress;
import pnp.io.Version;

/** {@code pnp kit}: every game's printables for one game night in one folder, with an index. */
final class KitCommand implements Command {
    static final int MAX_JOBS = 8;

    @Override public String name() { return "kit"; }

    @Override public String summary() {
        return "Print a whole game-night kit (every game's sheets and components) into one folder, with an index.";
    }

    @Override public String details() {
        return """
                Without --seed a fresh seed is drawn; it is printed on every page that used it and in the
                index, so the same kit can be made again with --seed. The games are made side by side
                (--jobs at once, default one per core); the files are the same byte for byte whatever --jobs.
                example: pnp kit --players 3 --paper a4 --seed 4242 --out output/kit
                """;
    }

    @Override public Options options() {
        return CommonOptions.of(CommonOptions.players(1, 4), CommonOptions.paper(), CommonOptions.seed(),
                CommonOptions.out("the kit folder (default output/kit)"),
                Option.builder().longOpt("jobs").hasArg().argName("N")
                        .desc("games made at the same time, 1 to " + MAX_JOBS + " (default: the number of cores)").get());
    }

    @Override public int run(Invocation inv) throws Exception {
        inv.args(0, "no arguments");
        int players = inv.intValue("players", 4, 1, 4);
        long seed = inv.seed();
        Path folder = inv.outPath("output/kit");
        KitRequest request = new KitRequest(inv.paper(), players, seed, folder);
        List<String> index = new ArrayList<>();
        index.add("pnp " + Version.get() + " game-night kit: " + players + " players, "
                + request.paper().id() + " paper, seed " + seed);
        index.add("Print every PDF at actual size (100%, no scaling) and check the rulers at the foot of each page.");
        index.add("Make this kit again with: ./pnp kit --players " + players + " --paper " + request.paper().id()
                + " --seed " + seed);
        index.add("");
        int files = 0;
        List<Game> games = Games.all();
        int cores = Runtime.getRuntime().availableProcessors();
        int jobs = inv.intValue("jobs", Math.max(1, Math.min(Math.min(games.size(), cores), MAX_JOBS)), 1, MAX_JOBS);
        List<List<KitItem>> made = GamesInParallel.kits(games, request, jobs, new Progress(inv.err(), "kit: games done"));
        for (int i = 0; i < games.size(); i++) {
            Game g = games.get(i);
            List<KitItem> items = made.get(i);
            if (items.isEmpty()) continue;
            index.add(g.title() + ":");
            for (KitItem item : items) {
                index.add("  " + folder.relativize(item.file()) + ": " + item.description());
                inv.out().println("wrote " + inv.display(item.file()));
                files++;
            }
            index.add("");
        }
        Path indexFile = AtomicFiles.writeString(folder.resolve("INDEX.txt"), String.join("\n", index) + "\n");
        inv.out().println("wrote " + inv.display(indexFile) + " (" + files + " files, seed " + seed + ")");
        return ExitStatus.OK;
    }
}
