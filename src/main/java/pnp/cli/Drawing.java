package pnp.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pnp.io.OutputSet;
import pnp.pdf.Png;

/**
 * The {@code --pdf FILE} and {@code --png FILE} outputs of a scoring command: its drawing as a PDF and the
 * first page as a PNG preview, written all or nothing (both files appear, or neither).
 */
public final class Drawing {
    /** The PNG preview's resolution. */
    public static final float PNG_DPI = 100;

    /** The options {@link #pdf} and {@link #png}, which name the files a drawing command writes. */
    public static final List<String> OUTPUTS = List.of("pdf", "png");

    private Drawing() {}

    /** {@code --pdf FILE}: {@code what} says what the drawing shows. */
    public static Option pdf(String what) {
        return CommonOptions.valued("pdf", "FILE", "also draw " + what + " as a PDF");
    }

    /** {@code --png FILE}. */
    public static Option png() {
        return CommonOptions.valued("png", "FILE", "also write a PNG preview of that drawing");
    }

    /** The options of a command that scores a file and can draw it: {@code --json --pdf --png --paper}. */
    public static Options scoreOptions(String what) {
        return CommonOptions.of(CommonOptions.json(), pdf(what), png(), CommonOptions.paper());
    }

    /**
     * Ends a scoring command: the drawing written first when asked (so a failed write prints no score), then
     * the command's output, then the "wrote" lines (on stderr with {@code --json}).
     */
    public static void finish(Invocation inv, String output, Supplier<byte[]> drawing) throws IOException {
        List<Path> written = wanted(inv) ? write(inv, drawing.get()) : List.of();
        inv.out().print(output);
        for (Path p : written) inv.wrote(p);
    }

    /** Whether the command line asks for the drawing. */
    public static boolean wanted(Invocation inv) {
        return inv.has("pdf") || inv.has("png");
    }

    /** Writes the files asked for and returns them, for the "wrote" lines after the command's own output. */
    public static List<Path> write(Invocation inv, byte[] pdf) throws IOException {
        try (OutputSet files = new OutputSet()) {
            if (inv.has("pdf")) files.addBytes(inv.resolve(inv.value("pdf").orElseThrow()), pdf);
            if (inv.has("png"))
                files.addBytes(inv.resolve(inv.value("png").orElseThrow()), Png.preview(pdf, 0, PNG_DPI));
            files.commit();
            return files.targets();
        }
    }
}
