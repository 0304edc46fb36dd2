package pnp.penguins.commands;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.pdf.Paper;
import pnp.penguins.Boards;
import pnp.penguins.model.State;
import pnp.penguins.rules.Movement;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class CommandsTest {
    @TempDir
    Path dir;

    private Path game() throws Exception {
        Cli.Result r = Cli.run(dir, "penguins", "layout", "--seed", "7", "--players", "3", "--text");
        assertEquals(0, r.status(), r.err());
        Path f = dir.resolve("game.txt");
        Files.writeString(f, r.out());
        return f;
    }

    @Test
    void layoutWritesThePdfAndPrintsTheSeedWhenNoneWasGiven() throws Exception {
        Cli.Result r = Cli.run(dir, "penguins", "layout", "--players", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote output/penguins-layout.pdf", r.out().strip());
        assertTrue(r.err().strip().matches("seed \\d+"), r.err());
        assertTrue(Files.size(dir.resolve("output/penguins-layout.pdf")) > 1000);
    }

    @Test
    void layoutTextIsAStateAndTheSameForTheSameSeed() throws Exception {
        Path f = game();
        Cli.Result again = Cli.run(dir, "penguins", "layout", "--seed", "7", "--players", "3", "--text");
        assertEquals(Files.readString(f), again.out());
        assertEquals("", again.err());
        State s = Boards.parse(again.out());
        assertEquals(28, s.board().dominoes().size());
    }

    @Test
    void aBoardWithoutPlayersReadsBack() {
        Cli.Result r = Cli.run(dir, "penguins", "layout", "--seed", "3", "--text");
        State s = Boards.parse(r.out());
        assertEquals(List.of(), s.players());
        assertEquals(28, s.board().dominoes().size());
        assertEquals(12, s.board().cols());
        assertEquals(11, s.board().rows());
    }

    @Test
    void doubleNineRandomShape() throws Exception {
        Cli.Result r = Cli.run(
                dir,
                "penguins",
                "layout",
                "--seed",
                "3",
                "--set",
                "double-nine",
                "--random-shape",
                "--players",
                "4",
                "--text");
        assertEquals(0, r.status(), r.err());
        State s = Boards.parse(r.out());
        assertEquals(55, s.board().dominoes().size());
        assertEquals(4, s.players().size());
    }

    @Test
    void movesAsTextAndJson() throws Exception {
        Path f = game();
        State s = Boards.parse(Files.readString(f));
        String p = s.players().get(0);
        Cli.Result text = Cli.run(dir, "penguins", "moves", "game.txt", "--player", p, "--roll", "4");
        assertEquals(0, text.status(), text.err());
        assertTrue(text.out().contains("places to end the move"), text.out());
        Cli.Result json = Cli.run(dir, "penguins", "moves", "game.txt", "--player", p, "--roll", "4", "--json");
        assertEquals(0, json.status(), json.err());
        JsonNode root = Json.MAPPER.readTree(json.out());
        assertEquals(p, root.get("player").asText());
        assertEquals(4, root.get("roll").asInt());
        Movement.Result r = Movement.find(s, p, 4);
        assertEquals(r.ends().size(), root.get("ends").size());
        for (int i = 0; i < r.ends().size(); i++) {
            Movement.End e = r.ends().get(i);
            JsonNode n = root.get("ends").get(i);
            assertEquals(e.square(), n.get("square").asText());
            assertEquals(e.path().size() - 1, n.get("steps").asInt());
            assertEquals(e.path(), Json.MAPPER.convertValue(n.get("path"), List.class));
            assertEquals(
                    List.of("square", "path", "steps", "pickup", "polarBear", "buddyMoves", "onBuddies", "bonusMoves"),
                    iterableToList(n.fieldNames()));
        }
        assertEquals(List.of("player", "roll", "start", "stunned", "ends"), iterableToList(root.fieldNames()));
    }

    private static List<String> iterableToList(Iterator<String> it) {
        List<String> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    @Test
    void alterNamesTheTwoBuddyWin() throws Exception {
        // red on A1 of its nest 1-2, both of its buddies on B1 of the selected 1-2: moving both onto red wins
        Files.writeString(dir.resolve("two.txt"), """
                set double-six
                grid 4x2
                players red blue
                domino 1-2 A1 B1
                domino 3-4 C1 D1
                domino 5-6 A2 B2
                domino 1-3 C2 D2
                nest red 1-2
                nest blue 1-3
                penguin red A1
                penguin blue C1
                buddy red 1 B1
                buddy red 2 B1
                buddy blue 1 D2
                buddy blue 2 carried
                """);
        Cli.Result text = Cli.run(dir, "penguins", "alter", "two.txt", "--player", "red", "--roll", "1", "2");
        assertEquals(0, text.status(), text.err());
        assertTrue(
                text.out()
                        .contains("win: moving buddy 1 to A1 and buddy 2 to A1 picks them up, leaving red home on "
                                + "the nest with both buddies: red wins!"),
                text.out());
        Cli.Result json = Cli.run(dir, "penguins", "alter", "two.txt", "--player", "red", "--roll", "1", "2", "--json");
        JsonNode root = Json.MAPPER.readTree(json.out());
        assertTrue(root.get("wins").asBoolean(), json.out());
        assertEquals("A1", root.get("winningMoves").get(1).get("to").asText(), json.out());
    }

    @Test
    void alterAsTextAndJson() throws Exception {
        Path f = game();
        State s = Boards.parse(Files.readString(f));
        String p = s.players().get(0);
        Cli.Result text = Cli.run(dir, "penguins", "alter", "game.txt", "--player", p, "--roll", "1", "2");
        assertEquals(0, text.status(), text.err());
        assertTrue(text.out().contains("selects domino 1-2"), text.out());
        assertTrue(text.out().contains("win check"), text.out());
        Cli.Result json = Cli.run(dir, "penguins", "alter", "game.txt", "--player", p, "--roll", "2", "1", "--json");
        assertEquals(0, json.status(), json.err());
        JsonNode root = Json.MAPPER.readTree(json.out());
        assertEquals("1-2", root.get("selected").asText());
        assertFalse(root.get("wins").asBoolean());
        assertTrue(root.get("wins").isBoolean());
        assertEquals(
                List.of(
                        "player",
                        "selected",
                        "on",
                        "vacant",
                        "placements",
                        "stuns",
                        "buddyMoves",
                        "ownPenguin",
                        "relocations",
                        "wins",
                        "winningMoves",
                        "playerStunned"),
                iterableToList(root.fieldNames()));
    }

    @Test
    void badInputIsOneLineWithLineAndColumnAndExit2() throws Exception {
        Files.writeString(dir.resolve("bad.txt"), "set double-six\ngrid 4x2\nplayers red\ndomino 1-2 A1 C1\n");
        Cli.Result r = Cli.run(dir, "penguins", "moves", "bad.txt", "--player", "red", "--roll", "3");
        assertEquals(2, r.status());
        assertEquals(
                "pnp: bad.txt:4:15: C1 is not beside A1; a domino covers two adjacent squares",
                r.err().strip());
        game();
        Cli.Result roll = Cli.run(dir, "penguins", "moves", "game.txt", "--player", "red", "--roll", "7");
        assertEquals(2, roll.status());
        assertEquals(1, roll.err().strip().lines().count());
        assertTrue(roll.err().contains("a die shows 1 to 6"), roll.err());
        Cli.Result zero = Cli.run(dir, "penguins", "alter", "game.txt", "--player", "red", "--roll", "0", "3");
        assertEquals(2, zero.status());
        Cli.Result who = Cli.run(dir, "penguins", "moves", "game.txt", "--player", "purple", "--roll", "3");
        assertEquals(2, who.status());
        assertTrue(who.err().contains("no player 'purple'"), who.err());
        Cli.Result stdin = Cli.runWithInput(
                dir, "set double-six\nfoo\n", "penguins", "moves", "-", "--player", "red", "--roll", "3");
        assertEquals(2, stdin.status());
        assertEquals(
                "pnp: <stdin>:2:1: unknown statement 'foo'; expected set, grid, players, domino, nest, penguin or buddy",
                stdin.err().strip());
    }

    @Test
    void aBadLayoutFileWritesNoPdf() throws Exception {
        Files.writeString(dir.resolve("mine.txt"), "name mine\nset double-six\npicture\no-o o\nend\n");
        Cli.Result r = Cli.run(dir, "penguins", "layout", "--seed", "1", "--layout", "mine.txt");
        assertEquals(2, r.status());
        assertEquals(
                "pnp: mine.txt:4:5: square C1 is not joined to a neighbour by '-' or '|'",
                r.err().strip());
        assertFalse(Files.exists(dir.resolve("output/penguins-layout.pdf")));
    }

    @Test
    void layoutOptionsAreChecked() {
        Cli.Result r = Cli.run(dir, "penguins", "layout", "--seed", "1", "--layout", "compact", "--set", "double-nine");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("layout compact is for a double-six set, not double-nine"), r.err());
        Cli.Result p = Cli.run(dir, "penguins", "layout", "--seed", "1", "--players", "5");
        assertEquals(2, p.status());
        assertTrue(p.err().contains("--players takes a whole number from 2 to 4"), p.err());
        Cli.Result n = Cli.run(dir, "penguins", "layout", "--seed", "1", "--layout", "hexagon");
        assertEquals(2, n.status());
        assertTrue(n.err().contains("no layout 'hexagon'"), n.err());
        assertFalse(Files.exists(dir.resolve("output/penguins-layout.pdf")));
    }

    @Test
    void theSetupCardSaysHowToMakeItAgain() throws Exception {
        Cli.Result r = Cli.run(
                dir,
                "penguins",
                "layout",
                "--seed",
                "12",
                "--players",
                "2",
                "--random-shape",
                "--paper",
                "a4",
                "--out",
                "b.pdf");
        assertEquals(0, r.status(), r.err());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("b.pdf")))) {
            String card = probe.text(1).replaceAll("\\s+", " ");
            assertTrue(
                    card.contains(
                            "./pnp penguins layout --seed 12 --set double-six --random-shape --players 2 --paper a4"),
                    card);
        }
        Cli.Result plain = Cli.run(dir, "penguins", "layout", "--seed", "12", "--players", "2", "--text");
        Cli.Result shaped =
                Cli.run(dir, "penguins", "layout", "--seed", "12", "--players", "2", "--random-shape", "--text");
        assertNotEquals(plain.out(), shaped.out());
    }

    @Test
    void dominoesCommand() throws Exception {
        Cli.Result r = Cli.run(dir, "penguins", "dominoes", "--set", "double-nine", "--paper", "a4", "--out", "d.pdf");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote d.pdf", r.out().strip());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("d.pdf")))) {
            assertEquals(841.89, probe.height(0), 0.01);
        }
    }

    @Test
    void kitWritesTheBoardAndTheDominoes() throws Exception {
        List<KitItem> items = new PenguinsGame().kit(new KitRequest(Paper.A4, 1, 99, dir));
        // the board, the rules in brief, the pieces (penguins, buddy tokens, dice), the dominoes
        assertEquals(
                List.of(
                        "penguins-layout.pdf",
                        "penguins-rules.pdf",
                        "penguins-components.pdf",
                        "penguins-dominoes.pdf"),
                items.stream().map(i -> i.file().getFileName().toString()).toList());
        for (KitItem i : items) assertTrue(Files.exists(i.file()), i.toString());
        assertEquals("penguins-rules.pdf", items.get(1).file().getFileName().toString());
        assertTrue(
                items.get(0).description().contains("2 players"), items.get(0).description());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(items.get(0).file()))) {
            assertTrue(probe.text(0).contains("seed 99"));
            assertTrue(probe.text(1).contains("First player"));
        }
    }

    /** Issue 16: a state with fewer than two players is no game; 'moves' and 'alter' say where. */
    @Test
    void movesAndAlterRejectAStateWithOneOrNoPlayers() throws Exception {
        Cli.Result board = Cli.run(dir, "penguins", "layout", "--seed", "3", "--text");
        Files.writeString(dir.resolve("none.txt"), board.out());
        // line 4 is "players    # turn order, first player first": the word "players" ends at column 8
        assertEquals(
                "players    # turn order, first player first",
                board.out().lines().toList().get(3));
        for (String verb : List.of("moves", "alter")) {
            Cli.Result r = verb.equals("moves")
                    ? Cli.run(dir, "penguins", "moves", "none.txt", "--player", "red", "--roll", "3")
                    : Cli.run(dir, "penguins", "alter", "none.txt", "--player", "red", "--roll", "3", "4");
            assertEquals(2, r.status(), verb);
            assertEquals(
                    "pnp: none.txt:4:8: a game needs 2 to 4 players; the players line names none",
                    r.err().strip(),
                    verb);
            assertEquals("", r.out(), verb);
        }
        Files.writeString(
                dir.resolve("one.txt"),
                BOTH_BUDDIES.replace("players red blue", "players red").replaceAll("(?m)^.*blue.*\\n", ""));
        Cli.Result one = Cli.run(dir, "penguins", "moves", "one.txt", "--player", "red", "--roll", "1");
        assertEquals(2, one.status());
        // "players red" on line 3: "red" ends at column 11, the missing name's column is 12
        assertEquals(
                "pnp: one.txt:3:12: a game needs 2 to 4 players; the players line names only 1",
                one.err().strip());
    }

    /** Row A1=1 B1=2 C1=3 D1=3 (the 3-3 double) over A2=4 B2=5 (blue's nest, blue on it carrying both). */
    private static final String BOTH_BUDDIES = """
            set double-six
            grid 4x2
            players red blue
            domino 1-2 A1 B1
            domino 3-3 C1 D1
            domino 4-5 A2 B2
            nest red 1-2
            nest blue 4-5
            penguin red A1
            penguin blue nest
            buddy red 1 D1
            buddy red 2 D1
            buddy blue 1 carried
            buddy blue 2 carried
            """;

    /**
     * Issue 16: red on A1 rolls 1. Blue carries 2 buddies, more than red's 0, so A2 and B2 are closed;
     * red goes B1, C1, then D1 where both its buddies lie: both are picked up, and with none left on
     * the board the 3-3 double earns no buddy move. JSON "pickup" lists them.
     */
    @Test
    void bothBuddiesOnOneSquareArePickedUpTogether() throws Exception {
        Files.writeString(dir.resolve("both.txt"), BOTH_BUDDIES);
        Cli.Result json = Cli.run(dir, "penguins", "moves", "both.txt", "--player", "red", "--roll", "1", "--json");
        assertEquals(0, json.status(), json.err());
        JsonNode ends = Json.MAPPER.readTree(json.out()).get("ends");
        assertEquals(List.of("A1", "B1", "C1", "D1"), ends.findValuesAsText("square"));
        JsonNode d1 = ends.get(3);
        assertEquals(List.of("red 1", "red 2"), Json.MAPPER.convertValue(d1.get("pickup"), List.class));
        assertEquals(0, d1.get("buddyMoves").asInt());
        assertEquals(0, d1.get("bonusMoves").size());
        assertTrue(ends.get(1).get("pickup").isArray());
        assertEquals(0, ends.get(1).get("pickup").size());
        Cli.Result text = Cli.run(dir, "penguins", "moves", "both.txt", "--player", "red", "--roll", "1");
        assertTrue(text.out().contains("  D1  A1 > B1 > C1 > D1   (picks up buddies 1 and 2)\n"), text.out());
    }
}
