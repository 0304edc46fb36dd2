package pnp.ikes.commands;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.ikes.format.photo.DebugPicture;
import pnp.ikes.format.photo.DraftWriter;
import pnp.ikes.format.photo.PhotoReader;
import pnp.ikes.format.photo.PhotoReading;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.Variant;
import pnp.io.InputException;
import pnp.io.OutputSet;
import pnp.vision.PhotoException;

/** {@code pnp ikes read PHOTO}: a photo of a pencilled sheet to a draft {@code .ikes} to check and score. */
public final class ReadCommand extends Verb {
    /** The largest photo file read: a 12 MP phone JPEG is 3 to 8 MB, a 12 MP PNG about 20. */
    public static final long MAX_BYTES = 40L << 20;

    public ReadCommand() {
        super(
                "read",
                () -> CommonOptions.of(
                        CommonOptions.json(),
                        CommonOptions.valued("out", "FILE", "write the draft .ikes here (default: print it)"),
                        CommonOptions.valued(
                                "debug-image", "FILE", "also write a PNG of what was read over the photo seen flat")));
        writes(List.of("out", "debug-image"));
    }

    @Override
    public int run(Invocation inv) {
        String name = inv.args(1, "PHOTO (a JPEG or PNG photo or scan of a pencilled Ike's sheet)")
                .get(0);
        byte[] bytes = inv.readBytes(name, MAX_BYTES, "a photo");
        PhotoReading reading;
        try {
            reading = PhotoReader.read(bytes);
        } catch (PhotoException e) {
            throw new InputException(name + ": " + e.getMessage());
        }
        String draft = DraftWriter.write(reading, Path.of(name).getFileName().toString());
        int score = RouteScorer.score(reading.sheet(), Variant.DISTINCT).score();
        List<Path> written = write(inv, reading, draft);
        if (inv.has("json")) {
            inv.out().println(Json.write(ReadReport.of(name, reading, draft, score)));
        } else if (!inv.has("out")) {
            inv.out().print(draft);
        }
        for (Path p : written) inv.wrote(p);
        if (reading.unsure()) inv.err().println("pnp: warning: " + DraftWriter.unsure(reading));
        if (reading.soft()) inv.err().println("pnp: warning: " + DraftWriter.SOFT);
        int n = reading.uncertain();
        inv.err()
                .println("pnp: read " + name + ": as read the sheet scores " + score + "; "
                        + (n == 0
                                ? "nothing to check"
                                : n + (n == 1 ? " item" : " items") + " to check (marked # check:)")
                        + "; then score it with: ./pnp ikes score "
                        + inv.value("out").orElse("FILE"));
        return ExitStatus.OK;
    }

    /** The draft and the debug picture, both or neither. */
    private static List<Path> write(Invocation inv, PhotoReading reading, String draft) {
        if (!inv.has("out") && !inv.has("debug-image")) return List.of();
        try (OutputSet files = new OutputSet()) {
            if (inv.has("out")) files.addString(inv.resolve(inv.value("out").orElseThrow()), draft);
            if (inv.has("debug-image"))
                files.addBytes(inv.resolve(inv.value("debug-image").orElseThrow()), DebugPicture.png(reading));
            files.commit();
            return files.targets();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
