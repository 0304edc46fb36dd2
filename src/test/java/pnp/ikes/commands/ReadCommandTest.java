package pnp.ikes.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.cli.Json;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.IkesParser;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.format.photo.Difficulty;
import pnp.ikes.format.photo.SyntheticPhoto;
import pnp.ikes.model.Sheet;
import pnp.ikes.sheets.SheetDocument;
import pnp.ikes.sheets.SheetSpec;
import pnp.io.TextSource;
import pnp.pdf.Paper;
import pnp.pdf.Png;
import pnp.random.Rng;
import pnp.testing.Cli;

class ReadCommandTest {
    @TempDir
    Path dir;

    static Sheet contractExample() throws Exception {
        Path p = Path.of("seeds/ikes/contract-example.ikes");
        return IkesParser.parse(TextSource.decode(p.toString(), Files.readAllBytes(p)));
    }

    /** The two photos of the contract's example, made once a test JVM (each takes seconds): by printed doors. */
    private static final Map<Boolean, byte[]> PHOTOS = new ConcurrentHashMap<>();

    /**
     * The contract's example, pencilled with its doors drawn by hand (or printed), photographed at the moderate level
     * (3200 x 2400); the same bytes on every call (the photo is seeded), so it is made once.
     */
    static byte[] contractPhoto(boolean printedDoors) throws Exception {
        byte[] made = PHOTOS.get(printedDoors);
        if (made == null) {
            made = SyntheticPhoto.make(contractExample(), new Rng(6), Difficulty.MODERATE, 3200, 2400, printedDoors)
                    .jpeg();
            PHOTOS.put(printedDoors, made);
        }
        return made.clone();
    }

    @Test
    void aPhotoOfTheContractExampleReadsToASheetThatScoresSix() throws Exception {
        Files.write(dir.resolve("photo.jpg"), contractPhoto(false));
        Cli.Result r = Cli.run(dir, "ikes", "read", "photo.jpg", "--out", "sheet.ikes", "--debug-image", "seen.png");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains("as read the sheet scores 6"), r.err());
        // the example shows the format, not a game: its two walls are no tile's, so the reader says so
        assertTrue(r.err().contains("pnp: warning: this sheet cannot be a finished game as read"), r.err());
        Cli.Result s = Cli.run(dir, "ikes", "score", "sheet.ikes", "--json");
        assertEquals(0, s.status(), s.err());
        assertEquals(6, Json.MAPPER.readTree(s.out()).get("score").asInt(), s.out());
        // the draft is the contract's sheet except the furniture (written as 1): the same grid where displays are
        Sheet read = IkesParser.parse(TextSource.decode("sheet.ikes", Files.readAllBytes(dir.resolve("sheet.ikes"))));
        Sheet want = contractExample();
        for (Cell c : Sheet.cells()) {
            assertEquals(
                    want.space(c).hasDisplay() ? '1' : want.space(c).code(),
                    read.space(c).code(),
                    c.name());
        }
        assertEquals(want.entrance(), read.entrance());
        assertEquals(want.exit(), read.exit());
        // a wall is read as a line: the space it is written in may differ (E4 N is read as E3 S, which walks the same)
        assertEquals(lines(want.walls()), lines(read.walls()));
        assertEquals(lines(want.doors()), lines(read.doors()));
        BufferedImage seen = ImageIO.read(dir.resolve("seen.png").toFile());
        // the flat picture: the 126 mm grid and 11 mm round it, at 8 pixels a millimetre
        assertEquals(1184, seen.getWidth());
        assertEquals(1184, seen.getHeight());
    }

    /** The README's example photo (and the browser test's): written by this test with -Dphoto.docs=true. */
    static final Path DOCS_PHOTO = Path.of("docs/ikes-photo-example.jpg");

    @Test
    void theReadmeExamplePhotoReadsToTheContractExample() throws Exception {
        if (Boolean.getBoolean("photo.docs")) {
            Files.write(
                    DOCS_PHOTO,
                    SyntheticPhoto.make(contractExample(), new Rng(7), Difficulty.MODERATE, 2800, 2100, false)
                            .jpeg());
        }
        Files.copy(DOCS_PHOTO, dir.resolve("example.jpg"));
        Cli.Result r = Cli.run(dir, "ikes", "read", "example.jpg", "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals(6, Json.MAPPER.readTree(r.out()).get("score").asInt(), r.out());
    }

    /**
     * A soft photo (hard seed 5008: one corner mark shows before sharpening) is read with a warning; the items
     * to check are those whose probability of being right is below the check line, as many as --json marks.
     */
    @Test
    void aSoftPhotoIsReadWithAWarning() throws Exception {
        Files.write(
                dir.resolve("soft.jpg"),
                SyntheticPhoto.make(5008, Difficulty.HARD, 2400, 1800).jpeg());
        Cli.Result r = Cli.run(dir, "ikes", "read", "soft.jpg", "--out", "soft.ikes");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(
                "pnp: warning: the photo is soft (the sheet's corner marks showed only once sharpened), so every"
                        + " item is read less surely; a photo taken closer, flat and in focus reads better",
                lines.get(0));
        assertTrue(Files.readString(dir.resolve("soft.ikes")).contains("\n# soft: the photo is soft"));
        JsonNode j = Json.MAPPER.readTree(
                Cli.run(dir, "ikes", "read", "soft.jpg", "--json").out());
        assertTrue(j.get("soft").asBoolean());
        int marked = j.findValues("check").stream()
                .mapToInt(c -> c.asBoolean() ? 1 : 0)
                .sum();
        assertEquals(marked, j.get("toCheck").asInt(), j.toString());
        String last = lines.get(lines.size() - 1);
        assertTrue(marked == 0 ? last.contains("nothing to check") : last.contains("; " + marked + " item"), r.err());
    }

    @Test
    void jsonListsEveryItemWithItsConfidence() throws Exception {
        Files.write(dir.resolve("photo.jpg"), contractPhoto(true));
        Cli.Result r = Cli.run(dir, "ikes", "read", "photo.jpg", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals(6, j.get("score").asInt());
        assertEquals(49, j.get("spaces").size());
        assertFalse(j.get("soft").asBoolean());
        assertEquals(
                "PNP IKES 2 " + j.get("qr").asText().split(" ")[3] + " IN A4:W OUT G4:E",
                j.get("qr").asText());
        assertEquals("A4 W", j.get("entrance").get("side").asText());
        assertEquals(1.0, j.get("entrance").get("confidence").asDouble());
        JsonNode d2 = j.get("spaces").get(7 + 3); // row 2, column D: index 1 * 7 + 3
        assertEquals("D2", d2.get("space").asText());
        assertEquals("cafeteria", d2.get("read").asText());
        assertTrue(
                j.get("draft").asText().contains("cafeteria D2 E2"),
                j.get("draft").asText());
    }

    static Stream<Arguments> badPhotos() throws Exception {
        BufferedImage photo = ImageIO.read(new ByteArrayInputStream(contractPhoto(false)));
        BufferedImage top = photo.getSubimage(0, 0, photo.getWidth(), photo.getHeight() / 2);
        int w = photo.getWidth();
        int h = photo.getHeight();
        BufferedImage dark = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        int[] rgb = photo.getRGB(0, 0, w, h, null, 0, w);
        for (int i = 0; i < rgb.length; i++) {
            int v = (rgb[i] & 255) / 14;
            rgb[i] = v << 16 | v << 8 | v;
        }
        dark.setRGB(0, 0, w, h, rgb, 0, w);
        BufferedImage blurred = resized(
                resized(photo, photo.getWidth() / 40, photo.getHeight() / 40), photo.getWidth(), photo.getHeight());
        BufferedImage blank = new BufferedImage(1600, 1200, BufferedImage.TYPE_INT_RGB);
        blank.getGraphics().fillRect(0, 0, 1600, 1200);
        byte[] jpeg = contractPhoto(false);
        // another document: the rules page printed with the sheets (text and rulers, no corner marks)
        byte[] rules = Png.bytes(
                SheetDocument.render(Paper.A4, TileChartParser.standard(), 1, SheetSpec.blank("x"), true, null),
                1,
                150);
        return Stream.of(
                Arguments.of("rules-page.png", rules, "found no pnp Ike's sheet"),
                Arguments.of("blank.png", png(blank), "found no pnp Ike's sheet"),
                Arguments.of("half.png", png(top), "of the sheet's four corner marks"),
                Arguments.of("dark.png", png(dark), "too dark"),
                Arguments.of("blurred.png", png(blurred), "too blurred"),
                Arguments.of("tiny.png", png(new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB)), "too small"),
                Arguments.of("corrupt.jpg", Arrays.copyOf(jpeg, 2000), "not a readable JPEG or PNG"),
                Arguments.of("notes.txt", "entrance A4 W\n".getBytes(StandardCharsets.UTF_8), "not a JPEG or PNG"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badPhotos")
    void aBadPhotoGetsOneLineAndExitStatusTwoAndNoFile(String name, byte[] bytes, String says) throws Exception {
        Files.write(dir.resolve(name), bytes);
        Cli.Result r = Cli.run(dir, "ikes", "read", name, "--out", "sheet.ikes", "--debug-image", "seen.png");
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("pnp: " + name + ": "), r.err());
        assertTrue(r.err().contains(says), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("java."), r.err());
        assertEquals("", r.out());
        assertEquals(List.of(name), names());
    }

    @Test
    void aHundredMegabyteFileIsRefusedBeforeItIsRead() throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("huge.jpg").toFile(), "rw")) {
            f.setLength(100L << 20);
        }
        Cli.Result r = Cli.run(dir, "ikes", "read", "huge.jpg");
        assertEquals(2, r.status(), r.err());
        assertEquals(
                "pnp: huge.jpg: 100 MB is more than a photo can be (at most 40 MB)",
                r.err().strip());
    }

    /** Each wall segment as the line it stands on, named by its upper or left space. */
    private static Set<String> lines(Set<CellSide> segments) {
        Set<String> out = new TreeSet<>();
        for (CellSide s : segments) {
            boolean flip = !Sheet.isOuter(s) && (s.side() == Side.N || s.side() == Side.W);
            Cell c = s.cell();
            out.add(
                    flip
                            ? new CellSide(
                                            new Cell(
                                                    c.col() - (s.side() == Side.W ? 1 : 0),
                                                    c.row() - (s.side() == Side.N ? 1 : 0)),
                                            s.side().opposite())
                                    .toString()
                            : s.toString());
        }
        return out;
    }

    private List<String> names() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static BufferedImage resized(BufferedImage src, int w, int h) {
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(src, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    /** The image as a PNG, compressed least (the pixels are the same at any level, and it is made in a fraction). */
    private static byte[] png(BufferedImage image) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(1f);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }
}
