package pnp.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SideTest {
    @Test
    void sidesInWordsAndOpposites() {
        assertEquals(
                "north east south west",
                Side.N.word() + " " + Side.E.word() + " " + Side.S.word() + " " + Side.W.word());
        assertEquals(Side.S, Side.N.opposite());
        assertEquals(Side.W, Side.E.opposite());
    }
}
