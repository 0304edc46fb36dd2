package pnp.io;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DisplayTest {
    private static final Path WORK = Path.of("/home/player/games");

    @Test
    void aPathInsideTheWorkingFolderIsShownAsTyped() {
        assertEquals("out/x.pdf", Display.path(WORK.resolve("out/x.pdf"), WORK));
        assertEquals("out/x.pdf", Display.path(WORK.resolve("a/../out/x.pdf"), WORK));
        assertEquals("/tmp/x.pdf", Display.path(Path.of("/tmp/x.pdf"), WORK));
        assertEquals(".", Display.path(WORK, WORK));
        // a sibling whose name starts like the working folder is outside it
        assertEquals("/home/player/games2/x", Display.path(Path.of("/home/player/games2/x"), WORK));
    }

    @Test
    void controlCharactersAreEscapedAndEscapingTwiceChangesNothing() {
        String shown = Display.escape("a\nb\tc\rd\u001be\u007ff\u0085g\u2028h\u202ei");
        assertEquals("a\\nb\\tc\\rd\\u001be\\u007ff\\u0085g\\u2028h\\u202ei", shown);
        assertEquals(shown, Display.escape(shown));
        assertEquals("Ike's café \u2192 B3", Display.escape("Ike's café \u2192 B3"));
        assertEquals("x\\ny.pdf", Display.path(WORK.resolve("x\ny.pdf"), WORK));
    }

    @Test
    void aMessageShowsPathsInsideTheWorkingFolderRelative() {
        assertEquals(
                "cannot write out/x.pdf: out is a file\\n",
                Display.message("cannot write /home/player/games/out/x.pdf: out is a file\n", WORK));
    }
}
