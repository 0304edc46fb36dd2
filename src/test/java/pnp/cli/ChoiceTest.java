package pnp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.junit.jupiter.api.Test;

class ChoiceTest {
    enum Speed implements Choice {
        SLOW("one at a time"),
        VERY_FAST("all at once");

        private final String help;

        Speed(String help) {
            this.help = help;
        }

        @Override
        public String help() {
            return help;
        }
    }

    private static Optional<Speed> parse(String... args) throws ParseException {
        Options options = CommonOptions.of(CommonOptions.choice("speed", "HOW", Speed.class, Speed.SLOW));
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Invocation inv = new Invocation(
                new DefaultParser().parse(options, args),
                "test",
                sink,
                sink,
                new ByteArrayInputStream(new byte[0]),
                Path.of("."),
                null);
        return inv.choice("speed", Speed.class);
    }

    @Test
    void helpListsEveryWordWithWhatItDoesAndTheDefault() {
        Option o = CommonOptions.choice("speed", "HOW", Speed.class, Speed.SLOW);
        assertEquals("HOW", o.getArgName());
        assertEquals("slow (default: one at a time) or very-fast (all at once)", o.getDescription());
        assertEquals(
                "very-fast (all at once)",
                CommonOptions.choice("speed", "HOW", Speed.class, null)
                        .getDescription()
                        .substring("slow (one at a time) or ".length()));
    }

    @Test
    void readsTheWordsInAnyCaseAndNothingWhenAbsent() throws ParseException {
        assertEquals(Optional.of(Speed.VERY_FAST), parse("--speed", " Very-Fast "));
        assertEquals(Optional.of(Speed.SLOW), parse("--speed", "slow"));
        assertEquals(Optional.empty(), parse());
    }

    @Test
    void anotherWordIsAUsageErrorListingTheWords() {
        UsageException e = assertThrows(UsageException.class, () -> parse("--speed", "very_fast"));
        assertEquals("--speed takes slow or very-fast, not 'very_fast'", e.getMessage());
    }

    @Test
    void listsReadAsASentence() {
        assertEquals("a", Choice.orList(List.of("a")));
        assertEquals("a or b", Choice.orList(List.of("a", "b")));
        assertEquals("a, b or c", Choice.orList(List.of("a", "b", "c")));
    }
}
