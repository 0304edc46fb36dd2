package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.PrintedSheet;
import pnp.vision.GrayImage;
import pnp.vision.Photo;

/**
 * Reads a photo (or scan) of a pencilled Ike's sheet: finds the sheet by its corner marks and QR code,
 * sees it flat, and reads every space, every wall line, the entrance and the exit, each with a
 * confidence. A photo that cannot be read throws {@link pnp.vision.PhotoException} with one sentence
 * saying what is wrong.
 */
public final class PhotoReader {
    /** The photo is decoded with its long side at most this (a 12 MP phone photo is 4000 pixels long). */
    public static final int MAX_SIDE = 4200;

    /** How much of a raw confidence's distance from a coin toss a soft photo keeps: every item comes below 0.75. */
    static final double SOFT_DISCOUNT = 0.48;

    private PhotoReader() {}

    public static PhotoReading read(byte[] photo) {
        return read(Photo.decode(photo, MAX_SIDE));
    }

    static PhotoReading read(GrayImage photo) {
        return Calibration.fitted().apply(readRaw(photo));
    }

    /** The reading before {@link Calibration} (raw confidences): what each pass decided and doubted. */
    static PhotoReading readRaw(byte[] photo) {
        return readRaw(Photo.decode(photo, MAX_SIDE));
    }

    /** The reading before {@link Calibration}: raw confidences, and the reasons of the items a pass doubted. */
    static PhotoReading readRaw(GrayImage photo) {
        SheetLocator.Located at = SheetLocator.locate(photo);
        Rectified flat = Rectified.of(photo, at.sheetToPhoto());
        EdgeReader.Lines read = EdgeReader.read(flat);
        Doubts<Cell> spaceWhy = new Doubts<>();
        Doubts<CellSide> edgeWhy = new Doubts<>();
        Map<CellSide, Mark<EdgeMark>> edges = edgeWhy.note(read.marks(), "faint or broken pencil on the line");
        Optional<DoorReader.Doors> printed = printedDoors(at);
        DoorReader.Doors doors = printed.orElseGet(() -> DoorReader.read(flat));
        List<CellSide> doorSides = List.of(doors.entrance(), doors.exit());
        SpaceReader.Spaces seen = SpaceReader.read(flat, edges, doorSides);
        Map<Cell, Mark<SpaceMark>> crossed = new LinkedHashMap<>(seen.marks());
        crossed.keySet().retainAll(seen.crossingOnly());
        spaceWhy.note(crossed, "a cafeteria read from the mark across its line");
        spaceWhy.note(seen.marks(), "faint or unclear pencil");
        Pencil pencil = new Pencil(flat, doorSides);
        CafeteriaRules.Read spaces =
                CafeteriaRules.apply(pencil, seen.marks(), edges, seen.cafeterias(), read.crossedWalls());
        spaceWhy.noteFirst(spaces.boxed().spaces(), spaces.spaces());
        edgeWhy.noteFirst(spaces.boxed().lines(), spaces.edges());
        spaceWhy.note(spaces.spaces(), "could be half of a cafeteria");
        edgeWhy.note(spaces.edges(), "a cafeteria's mark on the line?");
        Map<CellSide, Mark<EdgeMark>> lines = edgeWhy.note(Smears.checked(flat, spaces.edges()), "looks rubbed out");
        Map<Cell, Mark<SpaceMark>> shaped =
                spaceWhy.note(DotShape.checked(pencil, spaces.spaces()), "not a dot's shape");
        Map<CellSide, Mark<EdgeMark>> walls = lines;
        Map<Cell, Mark<SpaceMark>> alike = spaceWhy.note(
                DotsAlike.checked(shaped, c -> pencil.clearOfWalls(c, walls), walls), "unlike this sheet's other dots");
        SheetHand.Result hand = SheetHand.apply(alike, seen.marks(), spaces.spaces(), seen.inks(), lines);
        spaceWhy.noteFirst(hand.why(), hand.spaces());
        lines = edgeWhy.note(
                OutlineWalls.roundPairInDoubt(hand.spaces(), lines, spaces.cafeterias()),
                "could be a cafeteria's outline");
        Checksum.Result rules =
                Checksum.apply(hand.spaces(), lines, spaces.boxed().doubted());
        spaceWhy.noteFirst(rules.why(), rules.spaces());
        edgeWhy.noteFirst(rules.edgeWhy(), rules.edges());
        lines = rules.edges();
        Map<Cell, Mark<SpaceMark>> marks = rules.spaces();
        boolean soft = at.soft();
        Map<Cell, Mark<SpaceMark>> finalMarks = soft ? discounted(marks) : marks;
        Map<CellSide, Mark<EdgeMark>> finalLines = soft ? discounted(lines) : lines;
        spaceWhy.note(finalMarks, "the photo is soft");
        edgeWhy.note(finalLines, "the photo is soft");
        return new PhotoReading(
                at.printed(),
                finalMarks,
                finalLines,
                doors.entrance(),
                soft && printed.isEmpty() ? discounted(doors.entranceConfidence()) : doors.entranceConfidence(),
                doors.exit(),
                soft && printed.isEmpty() ? discounted(doors.exitConfidence()) : doors.exitConfidence(),
                spaces.cafeterias(),
                spaces.odd(),
                flat.picture,
                soft,
                spaceWhy.of(finalMarks),
                edgeWhy.of(finalLines),
                rules.impossible());
    }

    /**
     * A soft photo's raw confidence: its distance from a coin toss shrunk to {@link #SOFT_DISCOUNT} of itself, so
     * even a certain item (1) comes to 0.74 and every item is doubted as "the photo is soft": items read from a
     * photo whose corner marks showed only sharpened are wrong more often, and {@link Calibration} fits how often.
     */
    static double discounted(double confidence) {
        return 0.5 + (confidence - 0.5) * SOFT_DISCOUNT;
    }

    private static <K, T extends Enum<T>> Map<K, Mark<T>> discounted(Map<K, Mark<T>> marks) {
        Map<K, Mark<T>> out = new LinkedHashMap<>();
        marks.forEach((k, m) -> out.put(k, new Mark<>(m.value(), discounted(m.confidence()))));
        return out;
    }

    /** The doors printed on the sheet, as its QR code says: certain. */
    private static Optional<DoorReader.Doors> printedDoors(SheetLocator.Located at) {
        return at.printed()
                .filter(p -> p.entrance().isPresent() && p.exit().isPresent())
                .map((PrintedSheet p) ->
                        new DoorReader.Doors(p.entrance().get(), 1, p.exit().get(), 1));
    }
}
