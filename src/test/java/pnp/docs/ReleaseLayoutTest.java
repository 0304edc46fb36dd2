package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The release zip's recipe holds what a player with only Java needs (the jar, a launcher for each
 * system, the README and the docs), and the launchers run the jar beside them: the POSIX one is
 * valid {@code sh} and executable, the Windows one has CRLF line ends.
 */
class ReleaseLayoutTest {
    @Test
    void theZipHoldsTheJarBothLaunchersTheReadmeAndTheDocs() throws Exception {
        var f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        var doc =
                f.newDocumentBuilder().parse(Path.of("src/assembly/release.xml").toFile());
        Map<String, String> files = new HashMap<>();
        NodeList list = doc.getElementsByTagNameNS("*", "file");
        for (int i = 0; i < list.getLength(); i++) {
            Element e = (Element) list.item(i);
            files.put(text(e, "source"), text(e, "fileMode"));
        }
        assertEquals("0644", files.get("target/pnp.jar"));
        assertEquals("0755", files.get("src/release/pnp"), "the launcher is executable once unzipped");
        assertTrue(files.containsKey("src/release/pnp.cmd") && files.containsKey("README.md"), files.toString());
        NodeList dirs = doc.getElementsByTagNameNS("*", "directory");
        StringBuilder folders = new StringBuilder();
        for (int i = 0; i < dirs.getLength(); i++)
            folders.append(dirs.item(i).getTextContent()).append(' ');
        assertEquals("docs seeds templates ", folders.toString());
    }

    @Test
    void theLaunchersRunThePnpJarBesideThem() throws Exception {
        Path sh = Path.of("src/release/pnp");
        assertTrue(Files.isExecutable(sh));
        Process p = new ProcessBuilder("sh", "-n", sh.toString())
                .redirectErrorStream(true)
                .start();
        assertEquals(
                0, p.waitFor(), new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        assertTrue(Files.readString(sh).contains("-jar \"$here/pnp.jar\""));
        String cmd = Files.readString(Path.of("src/release/pnp.cmd"));
        assertTrue(cmd.contains("-jar \"%~dp0pnp.jar\" %*"), cmd);
        assertEquals(cmd.lines().count(), cmd.split("\r\n").length, "every line of pnp.cmd ends in CRLF");
    }

    private static String text(Element e, String tag) {
        NodeList n = e.getElementsByTagNameNS("*", tag);
        return n.getLength() == 0 ? null : n.item(0).getTextContent().strip();
    }
}
