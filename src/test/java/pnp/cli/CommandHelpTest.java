package pnp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.apache.commons.cli.Options;
import org.junit.jupiter.api.Test;

class CommandHelpTest {
    @Test
    void firstLineIsTheSummaryThenOptionalArgumentsThenDetails() {
        CommandHelp h = CommandHelp.parse("Score a file.\narguments: FILE\n\nFILE holds lines.\nexample: x\n");
        assertEquals("Score a file.", h.summary());
        assertEquals("FILE", h.arguments());
        assertEquals("FILE holds lines.\nexample: x", h.details());
    }

    @Test
    void argumentsAndDetailsMayBeAbsent() {
        CommandHelp h = CommandHelp.parse("Print a page.\n");
        assertEquals(new CommandHelp("Print a page.", "", ""), h);
        // a details paragraph that happens to start with "arguments:" after the blank line stays details
        assertEquals(
                "arguments: are words",
                CommandHelp.parse("Do it.\n\narguments: are words\n").details());
    }

    @Test
    void aBundledHelpIsFoundByTheUsagePrefix() {
        Command kit = new Command() {
            @Override
            public String name() {
                return "kit";
            }

            @Override
            public Options options() {
                return new Options();
            }

            @Override
            public int run(Invocation inv) {
                return 0;
            }
        };
        assertEquals(CommandHelp.of("pnp", "kit"), CommandHelp.of("pnp", kit));
        assertEquals(
                CommandHelp.of("ikes", "score").summary(),
                CommandHelp.of("pnp ikes", new Command() {
                            @Override
                            public String name() {
                                return "score";
                            }

                            @Override
                            public Options options() {
                                return null;
                            }

                            @Override
                            public int run(Invocation inv) {
                                return 0;
                            }
                        })
                        .summary());
    }

    @Test
    void aMissingHelpFileIsABugNotABlankPage() {
        assertThrows(IllegalStateException.class, () -> CommandHelp.of("chess", "play"));
    }
}
