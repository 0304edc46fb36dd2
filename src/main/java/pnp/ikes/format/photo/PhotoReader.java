package pnp.ikes.format.photo;

import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    private PhotoReader() {}

    public static PhotoReading read(byte[] photo) {
        return read(Photo.decode(photo, MAX_SIDE));
    }

    static PhotoReading read(GrayImage photo) {
        SheetLocator.Located at = SheetLocator.locate(photo);
        Rectified flat = Rectified.of(photo, at.sheetToPhoto());
        Map<CellSide, Mark<EdgeMark>> edges = EdgeReader.read(flat);
        DoorReader.Doors doors = printedDoors(at).orElseGet(() -> DoorReader.read(flat));
        List<CellSide> doorSides = List.of(doors.entrance(), doors.exit());
        SpaceReader.Spaces seen = SpaceReader.read(flat, edges, doorSides);
        Pencil pencil = new Pencil(flat, doorSides);
        CafeteriaRules.Read spaces = CafeteriaRules.apply(pencil, seen.marks(), edges, seen.cafeterias());
        return new PhotoReading(
                at.printed(),
                spaces.spaces(),
                spaces.edges(),
                doors.entrance(),
                doors.entranceConfidence(),
                doors.exit(),
                doors.exitConfidence(),
                spaces.cafeterias(),
                spaces.odd(),
                flat.picture);
    }

    /** The doors printed on the sheet, as its QR code says: certain. */
    private static Optional<DoorReader.Doors> printedDoors(SheetLocator.Located at) {
        return at.printed()
                .filter(p -> p.entrance().isPresent() && p.exit().isPresent())
                .map((PrintedSheet p) ->
                        new DoorReader.Doors(p.entrance().get(), 1, p.exit().get(), 1));
    }
}
