package pnp.ikes.format.photo;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import pnp.grid.CellSide;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.sheets.SheetDocument;
import pnp.ikes.sheets.SheetSpec;
import pnp.ikes.solver.Players;
import pnp.pdf.Paper;
import pnp.pdf.Png;
import pnp.random.Rng;

/**
 * A seeded synthetic photo of a finished Ike's sheet: a random sheet from a random game (or the one
 * given), printed by pnp on Letter or A4 (with its doors pre-printed, or pencilled by the player),
 * pencilled in ({@link PencilSheet}) and photographed ({@link Camera}). The same seed gives the same
 * photo. {@link #truth} is the sheet that was drawn.
 */
public record SyntheticPhoto(byte[] jpeg, Sheet truth, boolean printedDoors) {
    static final TileChart CHART = TileChartParser.standard();
    private static final Map<String, Page> PAGES = new ConcurrentHashMap<>();

    private static final Map<Shot, SyntheticPhoto> SHARED = new ConcurrentHashMap<>();

    /** The arguments of a seeded photo. */
    private record Shot(long seed, Difficulty d, int width, int height, Hand.Style family) {}

    /** A rendered page and where its grid's A1 corner is, in its pixels. */
    private record Page(BufferedImage image, double gridX, double gridY, double perMm) {}

    /** A photo {@code width} x {@code height} of a random finished sheet. */
    public static SyntheticPhoto make(long seed, Difficulty d, int width, int height) {
        return make(seed, d, width, height, null);
    }

    /**
     * A photo of a random finished sheet pencilled in a hand drawing {@code family} for its kind of
     * item (and tuned families for the rest); the generator's original hand when {@code family} is null.
     */
    static SyntheticPhoto make(long seed, Difficulty d, int width, int height, Hand.Style family) {
        return make(seed, d, width, height, family, false);
    }

    /**
     * {@link #make(long, Difficulty, int, int, Hand.Style)}, the game's player taking walls and doorways as rewards
     * too where {@code rewarded} (otherwise always 2 coins): the benches draw half their sheets so, as players do.
     */
    static SyntheticPhoto make(long seed, Difficulty d, int width, int height, Hand.Style family, boolean rewarded) {
        Rng rng = new Rng(seed * 7919 + d.ordinal());
        var challenge = ChallengeGenerator.challenge(1 + Math.floorMod(seed, 365));
        Sheet sheet = (rewarded
                        ? Players.randomRewarded(challenge, CHART, seed)
                        : Players.random(challenge, CHART, seed))
                .end()
                .sheet();
        boolean printedDoors = rng.nextInt(3) == 0;
        Hand hand = family == null ? Hand.CLASSIC : Hand.with(family, new Rng(seed * 104729 + family.ordinal()));
        return make(sheet, rng, d, width, height, printedDoors, hand);
    }

    /**
     * {@link #make(long, Difficulty, int, int, Hand.Style)}, made once a test JVM and then shared: for tests of
     * different things that read the same photo (its bytes are not to be changed).
     */
    static SyntheticPhoto shared(long seed, Difficulty d, int width, int height, Hand.Style family) {
        return SHARED.computeIfAbsent(
                new Shot(seed, d, width, height, family), k -> make(seed, d, width, height, family));
    }

    public static SyntheticPhoto make(Sheet sheet, Rng rng, Difficulty d, int width, int height, boolean printedDoors) {
        return make(sheet, rng, d, width, height, printedDoors, Hand.CLASSIC);
    }

    static SyntheticPhoto make(
            Sheet sheet, Rng rng, Difficulty d, int width, int height, boolean printedDoors, Hand hand) {
        Paper paper = rng.nextBoolean() ? Paper.LETTER : Paper.A4;
        double perMm = Math.min(14, 1.25 * Math.max(width, height) / 279.0);
        Page page = page(
                paper,
                printedDoors ? Optional.of(sheet.entrance()) : Optional.empty(),
                printedDoors ? Optional.of(sheet.exit()) : Optional.empty(),
                perMm);
        BufferedImage copy =
                new BufferedImage(page.image().getWidth(), page.image().getHeight(), BufferedImage.TYPE_INT_RGB);
        copy.getGraphics().drawImage(page.image(), 0, 0, null);
        new PencilSheet(copy, page.gridX(), page.gridY(), page.perMm(), d, rng, hand).draw(sheet, !printedDoors);
        return new SyntheticPhoto(Camera.photograph(copy, width, height, d, rng), sheet, printedDoors);
    }

    private static Page page(Paper paper, Optional<CellSide> in, Optional<CellSide> out, double perMm) {
        if (in.isPresent()) return render(paper, in, out, perMm);
        return PAGES.computeIfAbsent(paper + " " + perMm, k -> render(paper, in, out, perMm));
    }

    private static Page render(Paper paper, Optional<CellSide> in, Optional<CellSide> out, double perMm) {
        {
            SheetSpec spec = new SheetSpec("game sheet", in, out);
            SheetDocument.Single s = SheetDocument.single(paper, CHART, spec, null);
            float dpi = (float) (perMm * 25.4);
            try {
                BufferedImage image = Png.render(s.pdf(), 0, dpi);
                double scale = dpi / 72.0;
                return new Page(image, s.gridX() * scale, s.gridY() * scale, perMm);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
