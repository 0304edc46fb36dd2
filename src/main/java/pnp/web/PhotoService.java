package pnp.web;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.photo.DraftWriter;
import pnp.ikes.format.photo.EdgeMark;
import pnp.ikes.format.photo.Mark;
import pnp.ikes.format.photo.PhotoReader;
import pnp.ikes.format.photo.PhotoReading;
import pnp.ikes.format.photo.SpaceMark;
import pnp.vision.PhotoException;

/**
 * {@code POST /api/ikes/read}: a photo of a pencilled sheet (the body: JPEG or PNG bytes, at most
 * {@link #MAX_PHOTO}) to the pad's sheet, checked and scored like an import, with the spaces the
 * player should look at again. The server takes at most {@link #AT_ONCE} photos at a time (each needs a
 * few hundred megabytes) and reads them on threads of its own, one core fewer than the machine has
 * ({@link #readers}), so the pads, polls and pages keep a core; one more photo gets a 503 asking to try
 * again.
 */
final class PhotoService {
    /** The largest photo accepted: a 12 MP phone JPEG is 3 to 8 MB. */
    static final int MAX_PHOTO = 16 << 20;

    /** Photos read at once by default, on any machine. */
    static final int AT_ONCE = 2;

    private PhotoService() {}

    /** Threads that read photos: {@code atOnce}, but at most one fewer than {@code cores}, and at least one. */
    static int readers(int atOnce, int cores) {
        return Math.max(1, Math.min(atOnce, cores - 1));
    }

    /** The answer: the sheet as read (as an import gives it), the draft with its {@code # check:} notes, and the spaces to check. */
    record ReadOut(CheckOut read, String draft, List<String> check, int toCheck) {}

    static ReadOut read(byte[] photo) {
        try {
            PhotoReading r = PhotoReader.read(photo);
            String draft = DraftWriter.write(r, "the photo");
            return new ReadOut(IkesService.parse(IkesService.FILE, draft), draft, spacesToCheck(r), r.uncertain());
        } catch (PhotoException e) {
            throw new BadRequest(422, e.getMessage());
        }
    }

    /** Every space whose reading is unsure, or that an unsure wall line or door touches. */
    static List<String> spacesToCheck(PhotoReading r) {
        Set<String> out = new LinkedHashSet<>();
        for (Map.Entry<Cell, Mark<SpaceMark>> e : r.spaces().entrySet())
            if (e.getValue().uncertain()) out.add(e.getKey().name());
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : r.edges().entrySet())
            if (e.getValue().uncertain()) out.add(e.getKey().cell().name());
        if (r.entranceConfidence() < Mark.CHECK_BELOW)
            out.add(r.entrance().cell().name());
        if (r.exitConfidence() < Mark.CHECK_BELOW) out.add(r.exit().cell().name());
        return new ArrayList<>(out);
    }
}
