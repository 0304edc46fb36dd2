package pnp.ikes.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.solver.UpperBound;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class BookCommandTest {
    @TempDir
    Path dir;

    @Test
    void aWeekOfChallengesWithParBoundAndAScoreLog() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "book", "--from", "1", "--to", "7", "--out", "week.pdf");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote week.pdf (7 challenges)", r.out().strip());
        try (PdfProbe pdf = new PdfProbe(Files.readAllBytes(dir.resolve("week.pdf")))) {
            // a cover, the rules page, a sheet and a dice page for each of the 7 challenges, one score log
            // page: 1 + 1 + 14 + 1
            assertEquals(17, pdf.pages());
            assertTrue(pdf.text(0).contains("Ike's solo challenges 1 to 7"));
            assertTrue(pdf.text(0).contains("pnp ikes replay"), "the cover says how to check a game");
            int bound1 = UpperBound.of(ChallengeGenerator.challenge(1), TileChartParser.standard())
                    .score();
            String note1 = "par 29, no one can beat " + bound1; // par 29: templates/ikes/par.txt, line of challenge 1
            assertTrue(pdf.text(1).contains("Ike's in brief"), pdf.text(1));
            assertTrue(pdf.text(2).contains("solo challenge 1: " + note1), pdf.text(2));
            assertTrue(pdf.text(3).contains("Ike's solo challenge 1: the dice"));
            assertTrue(pdf.text(3).contains(note1));
            assertTrue(pdf.text(15).contains("solo challenge 7"));
            assertTrue(pdf.text(16).contains("Score log"));
            assertTrue(pdf.fontsNotEmbedded().isEmpty());
        }
    }

    @Test
    void theDailyChallengeCyclesThroughTheYear() {
        // days from 2026-01-01, modulo 365, plus 1
        assertEquals(1, BookCommand.challengeOf(LocalDate.of(2026, 1, 1)));
        assertEquals(365, BookCommand.challengeOf(LocalDate.of(2026, 12, 31)));
        assertEquals(1, BookCommand.challengeOf(LocalDate.of(2027, 1, 1)));
        // 2026-11-23: 304 days in January..October, so the 327th day of the year
        assertEquals(327, BookCommand.challengeOf(LocalDate.of(2026, 11, 23)));
        // the day before 2026-01-01 is one step back: 365
        assertEquals(365, BookCommand.challengeOf(LocalDate.of(2025, 12, 31)));
    }

    @Test
    void aDatePrintsThatDaysChallengeAlone() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "book", "--date", "2026-11-23");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.exists(dir.resolve("output/ikes-book-327-327.pdf")));
        try (PdfProbe pdf = new PdfProbe(Files.readAllBytes(dir.resolve("output/ikes-book-327-327.pdf")))) {
            assertEquals(5, pdf.pages());
            assertTrue(pdf.text(2).contains("solo challenge 327"));
        }
    }

    @Test
    void badRangesAndDatesAreOneLineWithExit2() {
        for (String[] argv : new String[][] {
            {"ikes", "book", "--date", "2026-13-01"},
            {"ikes", "book", "--date", "2026-01-01", "--from", "3"},
            {"ikes", "book", "--from", "0"},
            {"ikes", "book", "--from", "5", "--to", "4"},
            {"ikes", "book", "--from", "1", "--to", "400"},
        }) {
            Cli.Result r = Cli.run(dir, argv);
            assertEquals(2, r.status(), String.join(" ", argv));
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("pnp: "), r.err());
        }
        assertFalse(Files.exists(dir.resolve("output")), "nothing written on bad input");
    }
}
