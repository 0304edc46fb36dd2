package pnp.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.Options;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Game;
import pnp.cli.Invocation;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.KitSteps;
import pnp.cli.Progress;
import pnp.cli.Verb;
import pnp.io.StandardOutput;
import pnp.io.Version;

/**
 * {@code pnp kit}: every game's printables for one game night in one folder, with an index and an
 * assembly sheet. The kit knows no game: it asks each {@link Game} for its files ({@link Game#kit})
 * and for its page of the assembly sheet ({@link Game#kitSteps}), and writes the folder all or
 * nothing ({@link KitFolder}).
 */
public final class KitCommand extends Verb {
    static final int MAX_JOBS = 8;

    private final List<Game> games;

    /** What a kit for one player says: who plays alone, and why the other games come for two. */
    static final String ONE_PLAYER = "One player: play Ike's alone with its solo challenge (every turn's dice are"
            + " printed on it, so you need no dice; score yourself against its par). The other games need 2 to 4"
            + " players, so their parts are made for 2: bring a friend.";

    /** "1 player", "3 players". */
    static String players(int n) {
        return n + (n == 1 ? " player" : " players");
    }

    /** The kit of {@code games}, in that order. */
    public KitCommand(List<Game> games) {
        super("kit", KitCommand::kitOptions);
        this.games = List.copyOf(games);
    }

    private static Options kitOptions() {
        return CommonOptions.of(
                CommonOptions.players(1, 4),
                CommonOptions.paper(),
                CommonOptions.seed(),
                CommonOptions.out("the kit folder (default output/kit)"),
                CommonOptions.valued(
                        "jobs",
                        "N",
                        "games made at the same time, 1 to " + MAX_JOBS + " (default: the number of cores)"));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int players = inv.intValue("players", 4, 1, 4);
        long seed = inv.seed();
        Path folder = inv.outPath("output/kit");
        if (StandardOutput.is(folder))
            throw inv.usage("--out names the kit's folder; a kit is many files, not one for -");
        try (KitFolder kit = new KitFolder(folder, inv.workDir())) {
            return write(inv, kit, players, seed);
        }
    }

    private int write(Invocation inv, KitFolder kit, int players, long seed) throws IOException {
        KitRequest request = new KitRequest(inv.paper(), players, seed, kit.staging());
        List<String> index = new ArrayList<>();
        index.add("pnp " + Version.get() + " game-night kit: " + players(players) + ", "
                + request.paper().id() + " paper, seed " + seed);
        index.add("Print every PDF at actual size (100%, no scaling) and check the rulers at the foot of each page.");
        index.add("Make this kit again with: ./pnp kit --players " + players + " --paper "
                + request.paper().id() + " --seed " + seed);
        if (players == 1) index.add(ONE_PLAYER);
        index.add("");
        List<Path> written = new ArrayList<>();
        List<KitAssembly.Game> assembly = new ArrayList<>();
        int cores = Runtime.getRuntime().availableProcessors();
        int jobs = inv.intValue("jobs", Math.max(1, Math.min(Math.min(games.size(), cores), MAX_JOBS)), 1, MAX_JOBS);
        List<List<KitItem>> made =
                GamesInParallel.kits(games, request, jobs, new Progress(inv.err(), "kit: games done"));
        for (int i = 0; i < games.size(); i++) {
            Game g = games.get(i);
            List<KitItem> items = made.get(i);
            if (items.isEmpty()) continue;
            index.add(g.title() + ":");
            KitSteps steps = g.kitSteps();
            if (!steps.isEmpty()) assembly.add(new KitAssembly.Game(g.title(), items, steps));
            for (KitItem item : items) {
                index.add("  " + kit.staging().relativize(item.file()) + ": " + item.description());
                written.add(kit.addStaged(item.file()));
            }
            index.add("");
        }
        List<String> notes = players == 1 ? List.of(ONE_PLAYER) : List.of();
        written.add(kit.add("assembly.pdf", KitAssembly.render(request.paper(), seed, assembly, notes)));
        index.add("Assembly: assembly.pdf. Print its first page, the test print, first and check its squares; then"
                + " a page a game: the files to print with their pages and stock, the pieces, the time, what to cut,"
                + " fold, glue or drill with the sizes, and what else to bring.");
        index.add("");
        Path indexFile = kit.add("INDEX.txt", (String.join("\n", index) + "\n").getBytes(StandardCharsets.UTF_8));
        kit.commit();
        for (Path p : written) inv.wrote(p);
        inv.wrote(indexFile, written.size() + " files, seed " + seed);
        return ExitStatus.OK;
    }
}
