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

    /** How much of a confidence's distance from a coin toss a soft photo keeps: every item comes below 0.75. */
    static final double SOFT_DISCOUNT = 0.48;

    private PhotoReader() {}

    public static PhotoReading read(byte[] photo) {
        return read(Photo.decode(photo, MAX_SIDE));
    }

    static PhotoReading read(GrayImage photo) {
        SheetLocator.Located at = SheetLocator.locate(photo);
        Rectified flat = Rectified.of(photo, at.sheetToPhoto());
        EdgeReader.Lines read = EdgeReader.read(flat);
        Map<CellSide, Mark<EdgeMark>> edges = read.marks();
        Optional<DoorReader.Doors> printed = printedDoors(at);
        DoorReader.Doors doors = printed.orElseGet(() -> DoorReader.read(flat));
        List<CellSide> doorSides = List.of(doors.entrance(), doors.exit());
        SpaceReader.Spaces seen = SpaceReader.read(flat, edges, doorSides);
        Pencil pencil = new Pencil(flat, doorSides);
        CafeteriaRules.Read spaces =
                CafeteriaRules.apply(pencil, seen.marks(), edges, seen.cafeterias(), read.crossedWalls());
        Map<CellSide, Mark<EdgeMark>> lines = Smears.checked(flat, spaces.edges());
        Map<Cell, Mark<SpaceMark>> halves =
                CafeteriaHalves.checked(pencil, DotShape.checked(pencil, spaces.spaces()), lines, spaces.cafeterias());
        // after the cafeterias' halves: a dot flagged for its shape alone does not put its neighbours in doubt
        Map<Cell, Mark<SpaceMark>> marks = DotsAlike.checked(halves, pencil::clearOfArrows);
        lines = OutlineWalls.roundPairInDoubt(marks, lines, spaces.cafeterias());
        boolean soft = at.soft();
        return new PhotoReading(
                at.printed(),
                soft ? discounted(marks) : marks,
                soft ? discounted(lines) : lines,
                doors.entrance(),
                soft && printed.isEmpty() ? discounted(doors.entranceConfidence()) : doors.entranceConfidence(),
                doors.exit(),
                soft && printed.isEmpty() ? discounted(doors.exitConfidence()) : doors.exitConfidence(),
                spaces.cafeterias(),
                spaces.odd(),
                flat.picture,
                soft);
    }

    /**
     * A soft photo's confidence: its distance from a coin toss shrunk to {@link #SOFT_DISCOUNT} of itself, so
     * even a certain item (1) comes to 0.74 and is flagged. Items read from a photo whose corner marks showed
     * only sharpened are wrong about three times as often, at full confidence, as those of other hard photos.
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
