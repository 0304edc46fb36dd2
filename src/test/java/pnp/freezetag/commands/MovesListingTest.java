package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.cli.Json;
import pnp.freezetag.json.Utf8Out;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.rules.PlayedPositions;
import pnp.freezetag.rules.Positions;

/**
 * The listing writes its own bytes (text and JSON without Jackson); held byte for byte to the listing it
 * replaced ({@link PlainMovesListing}: a PrintWriter, Jackson records) on hand-built positions, positions of
 * seeded random games and colours that JSON must escape or UTF-8 must encode, for every roll and player.
 */
class MovesListingTest {
    private static final String ODD_COLOURS = "player R r\"ed\\ S\nplayer B blü N\nplayer G 緑𝄞 E\n";

    static Stream<Position> positions() {
        List<Position> out = new ArrayList<>();
        out.add(Positions.redBlue(". . . . .", ". . BM . .", ". . RL . .", ". . . . .", "RS . . . ."));
        out.add(Positions.redBlue("RS . . . .", ". . BM . .", ". . RL . .", ". . . . .", ". . . . BS"));
        out.add(Positions.redBlue("RM/BM RL/BL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."));
        out.add(Positions.parse(ODD_COLOURS, "RS . GM . .", ". . BM . .", ". . RL/GS . .", ". BS . . .", ". . . . GL"));
        for (long seed = 1; seed <= 3; seed++) out.addAll(PlayedPositions.of(2 + (int) seed % 3, seed, 4, 9));
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("positions")
    void sameBytesAsThePrintWriterAndJacksonListing(Position pos) {
        for (int player = 0; player < pos.players().size(); player++) {
            for (Roll roll : Roll.values()) {
                int p = player;
                String where = pos.player(p).colour() + " " + roll;
                assertSame(pos, p, roll, MovesListing::groupedText, PlainMovesListing::groupedText, where);
                assertSame(pos, p, roll, MovesListing::allText, PlainMovesListing::allText, where + " --all");
                assertSame(pos, p, roll, MovesListing::groupedJson, PlainMovesListing::groupedJson, where + " json");
                assertSame(pos, p, roll, MovesListing::allJson, PlainMovesListing::allJson, where + " --all json");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("positions")
    void theJsonParsesWithOneItemALine(Position pos) throws Exception {
        for (Roll roll : Roll.values()) {
            String text = bytes(pos, 0, roll, MovesListing::groupedJson);
            JsonNode root = Json.MAPPER.readTree(text);
            assertEquals(pos.player(0).colour(), root.get("player").asText());
            assertEquals(root.get("positions").asInt(), root.get("groups").size());
            long turns = 0;
            for (JsonNode g : root.get("groups")) turns += g.get("turns").asLong();
            assertEquals(root.get("count").asLong(), turns, "the groups hold every turn");
            assertEquals(root.get("positions").asInt() + 2, text.split("\n").length, "a line a group");
        }
    }

    private static void assertSame(
            Position pos,
            int player,
            Roll roll,
            Consumer<MovesListing> mine,
            Consumer<PlainMovesListing> plain,
            String where) {
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        PrintWriter w = new PrintWriter(new OutputStreamWriter(expected, StandardCharsets.UTF_8));
        plain.accept(new PlainMovesListing(w, pos, player, roll));
        w.flush();
        assertEquals(expected.toString(StandardCharsets.UTF_8), bytes(pos, player, roll, mine), where);
    }

    private static String bytes(Position pos, int player, Roll roll, Consumer<MovesListing> mine) {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        Utf8Out out = new Utf8Out(got);
        mine.accept(new MovesListing(out, pos, player, roll));
        out.flush();
        return got.toString(StandardCharsets.UTF_8);
    }
}
