package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.ikes.format.IkesParser;
import pnp.ikes.format.IkesWriter;
import pnp.io.TextSource;
import pnp.random.Rng;

class SheetDraftTest {
    @Test
    void theDraftOfAValidSheetIsTheJavaWritersText() throws Exception {
        String text = Files.readString(Path.of("seeds/ikes/contract-example.ikes"));
        var sheet = IkesParser.parse(new TextSource("c.ikes", text));
        SheetDraft d = SheetDraft.of(IkesService.pad(sheet));
        assertEquals(IkesWriter.write(sheet), d.text());
    }

    @Test
    void everyValidRandomSheetDraftsToTheWritersText() {
        Rng rng = new Rng(14);
        int valid = 0;
        for (int i = 0; i < 300; i++) {
            SheetDraft d = SheetDraft.of(RandomSheets.sheet(rng));
            IkesParser.Checked c = IkesParser.check(new TextSource("r.ikes", d.text()));
            if (!c.ok()) continue;
            valid++;
            // the writer adds cafeteria lines the pad left out; with them the texts are equal
            CheckOut back = IkesService.parse("r.ikes", d.text());
            assertEquals(
                    IkesWriter.write(c.sheet().orElseThrow()),
                    SheetDraft.of(back.sheet()).text());
        }
        assertTrue(valid > 150, "valid sheets: " + valid);
    }

    @Test
    void aProblemInAGridRowIsOnTheSpaceOfItsColumn() {
        // lines: 1 entrance, 2 exit, 3 grid, 4 header, 5..11 rows 1..7; "1   - - -": A at column 5, B at 7
        SheetIn in = new SheetIn(
                List.of("-------", "-------", "-------", "-------", "-------", "-------", "-------"),
                List.of("B2 E"),
                List.of(),
                "A4 W",
                "G4 E",
                List.of(),
                null,
                null);
        SheetDraft d = SheetDraft.of(in);
        assertEquals(5, d.firstGridRow());
        assertEquals(Optional.of(new Cell(1, 1)), d.cellAt(6, 7));
        assertEquals(Optional.of(new Cell(0, 3)), d.cellAt(1, 1)); // the entrance line: A4
        assertEquals(Optional.of(new Cell(1, 1)), d.cellAt(12, 6)); // "wall B2 E"
        assertEquals(Optional.empty(), d.cellAt(6, 1)); // the row number
    }

    @Test
    void shapeErrorsAreBadRequestsWithAReason() {
        List<String> grid = List.of("-------", "-------", "-------", "-------", "-------", "-------", "-------");
        assertEquals(
                "walls: 'H9' is not a space of the sheet; expected A1 to G7",
                assertThrows(
                                BadRequest.class,
                                () -> SheetDraft.of(
                                        new SheetIn(grid, List.of("H9 E"), null, null, null, null, null, null)))
                        .getMessage());
        assertEquals(
                "grid row 2: expected 7 cell codes, got 8",
                assertThrows(
                                BadRequest.class,
                                () -> SheetDraft.of(new SheetIn(
                                        List.of(
                                                "-------",
                                                "--------",
                                                "-------",
                                                "-------",
                                                "-------",
                                                "-------",
                                                "-------"),
                                        null,
                                        null,
                                        null,
                                        null,
                                        null,
                                        null,
                                        null)))
                        .getMessage());
        assertEquals(
                "doors: 'X' is not a side; expected N, E, S or W",
                assertThrows(
                                BadRequest.class,
                                () -> SheetDraft.of(
                                        new SheetIn(grid, null, List.of("A1 X"), null, null, null, null, null)))
                        .getMessage());
        assertEquals(
                "walls: 'A1 N' is listed twice",
                assertThrows(
                                BadRequest.class,
                                () -> SheetDraft.of(
                                        new SheetIn(grid, List.of("A1 N", "A1 N"), null, null, null, null, null, null)))
                        .getMessage());
    }
}
