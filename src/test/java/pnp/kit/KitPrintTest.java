package pnp.kit;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.Games;
import pnp.cli.Game;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.testing.BorderScan;

/**
 * Every page of every printable in the kit, on Letter and A4, for 1 to 4 players and several seeds,
 * passes the layout guard (nothing drawn over game information, no ink in the 10 mm border) and a
 * border scan of the rendered page (no ink darker than 70% grey within 10 mm of an edge).
 */
class KitPrintTest {
    /** Players 1 to 4, each with its own seed (the seed moves the solo challenge and the random layouts). */
    private static final long[] SEEDS = {1, 2, 3, 388825};
    /** 10 mm band at 40 dpi is 15 pixels: coarse, fast, and still sees a hairline (antialiased to grey). */
    private static final float DPI = 40;

    static List<String> games() {
        return Games.all().stream().map(Game::name).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyPagePassesTheGuardAndTheBorderScan(String name, @TempDir Path dir) throws Exception {
        Game game = Games.find(name).orElseThrow();
        List<String> problems = new ArrayList<>();
        for (Paper paper : Paper.values()) {
            for (int players = 1; players <= 4; players++) {
                // A4 with the fewest and the most players only: the pages for 2 and 3 are the same kinds
                if (paper == Paper.A4 && players != 1 && players != 4) continue;
                {
                    long seed = SEEDS[players - 1];
                    Path folder = dir.resolve(paper.id() + "-" + players + "-" + seed);
                    Files.createDirectories(folder);
                    List<KitItem> items = new ArrayList<>();
                    KitRequest request = new KitRequest(paper, players, seed, folder);
                    problems.addAll(LayoutGuard.recording(() -> items.addAll(kit(game, request))));
                    // the rendered scan is slower: both papers, the fewest and the most players
                    if (players != 1 && players != 4) continue;
                    for (KitItem item : items) {
                        if (!item.file().toString().endsWith(".pdf")) continue;
                        Optional<String> ink = BorderScan.firstInk(Files.readAllBytes(item.file()), 10, DPI);
                        ink.ifPresent(
                                where -> problems.add(item.file().getFileName() + " " + where + " (border scan)"));
                    }
                }
            }
        }
        assertEquals(List.of(), problems.stream().distinct().limit(20).toList(), name);
    }

    private static List<KitItem> kit(Game game, KitRequest request) {
        try {
            return game.kit(request);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
