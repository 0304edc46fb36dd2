package pnp.fridge.format;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.fridge.model.Position;
import pnp.fridge.model.Ref;
import pnp.fridge.model.Ref.Part;
import pnp.fridge.model.Violation;
import pnp.io.InputException;
import pnp.io.TextSource;

class FridgeFormatTest {
    private static final String TEXT = """
            player red
            bar 1 base a
            cross blue x
            player blue
              bar 1   base x
            bar 2 x y
            """;

    private static TextSource source() {
        return new TextSource("t.fridge", TEXT);
    }

    @Test
    void withNoObjectionTheRulesSeeAndReturnThePositionAsRead() {
        Position[] seen = new Position[1];
        Position p = FridgeFormat.read(source(), pos -> {
            seen[0] = pos;
            return List.of();
        });
        assertSame(seen[0], p);
        assertEquals(FridgeFormat.read(source()).position(), p);
    }

    @Test
    void everyObjectionIsReportedWhereItsPartWasWrittenInFileOrder() {
        // given out of order: blue's second bar's TO (line 6 "bar 2 x y", column 9), red's capture
        // junction (line 3 "cross blue x", column 12), blue's first bar's keyword (line 5, indented: column 3)
        List<Violation> objections = List.of(
                new Violation(new Ref(Part.BAR_TO, 1, 1), "third"),
                new Violation(new Ref(Part.CROSS_JUNCTION, 0, 0), "first"),
                new Violation(new Ref(Part.BAR, 1, 0), "second"));
        InputException e = assertThrows(InputException.class, () -> FridgeFormat.read(source(), pos -> objections));
        assertEquals(
                List.of("t.fridge:3:12: first", "t.fridge:5:3: second", "t.fridge:6:9: third"),
                e.diagnostics().stream().map(Object::toString).toList());
        assertEquals("t.fridge:3:12: first", e.getMessage());
    }

    @Test
    void anObjectionToTheWholePositionIsPlacedAtTheLastLine() {
        InputException e = assertThrows(
                InputException.class,
                () -> FridgeFormat.read(source(), pos -> List.of(new Violation(Ref.WHOLE, "whole"))));
        assertEquals("t.fridge:6:1: whole", e.getMessage());
    }
}
