package pnp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {
    @Test
    void silentWhenStderrIsNotATerminal() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Progress p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), "games");
        p.update(1, 2);
        p.update(2, 2);
        assertEquals("", bytes.toString(StandardCharsets.UTF_8), "a captured stream is never a terminal");
    }

    @Test
    void onATerminalRewritesOneLineAndEndsIt() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Progress p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), "games", true);
        p.update(1, 3); // first update always prints
        p.update(3, 3); // the last one always prints and ends the line
        assertEquals("\rgames 1/3\rgames 3/3\n", bytes.toString(StandardCharsets.UTF_8));
    }
}
