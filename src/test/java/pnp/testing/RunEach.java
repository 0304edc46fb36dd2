package pnp.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pnp.Main;
import pnp.pdf.PdfDoc;

/**
 * Runs several pnp command lines in one JVM, as another JDK runs them in a test: the arguments are
 * command lines separated by {@code ;}. Exits with the first non-zero status.
 */
public final class RunEach {
    private RunEach() {}

    public static void main(String[] args) {
        List<List<String>> lines = new ArrayList<>();
        lines.add(new ArrayList<>());
        for (String a : args) {
            if (a.equals(";")) lines.add(new ArrayList<>());
            else lines.get(lines.size() - 1).add(a);
        }
        System.setProperty("java.awt.headless", "true");
        PdfDoc.quietPdfBox();
        Main main = new Main(System.out, System.err, System.in, Path.of("").toAbsolutePath());
        for (List<String> line : lines) {
            int status = main.run(line.toArray(String[]::new));
            if (status != 0) {
                System.err.println("status " + status + " for " + Arrays.toString(line.toArray()));
                System.exit(status);
            }
        }
        System.exit(0);
    }
}
