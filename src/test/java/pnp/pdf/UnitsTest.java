package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import pnp.io.InputException;

class UnitsTest {
    @Test
    void convertsRealLengths() {
        assertEquals(72, Units.in(1), 1e-9);
        assertEquals(283.4646, Units.mm(100), 1e-4); // 100 / 25.4 * 72
        assertEquals(25.4, Units.toMm(72), 1e-9);
    }

    @Test
    void parsesLengthsWithUnits() {
        assertEquals(Units.mm(19), Units.parseLength("19mm", "--pitch"), 1e-9);
        assertEquals(Units.mm(15), Units.parseLength("1.5cm", "--pitch"), 1e-9);
        assertEquals(54, Units.parseLength("0.75in", "--pitch"), 1e-9);
        assertEquals(54, Units.parseLength("54pt", "--pitch"), 1e-9);
        InputException e = assertThrows(InputException.class, () -> Units.parseLength("19", "--pitch"));
        assertTrue(e.getMessage().contains("--pitch takes a length with its unit"));
    }

    @Test
    void paperParsesCaseInsensitively() {
        assertEquals(Paper.A4, Paper.parse("A4"));
        assertThrows(InputException.class, () -> Paper.parse("legal"));
    }
}
