package pnp.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.apache.commons.cli.Options;
import org.junit.jupiter.api.Test;

/** A command made from data: its verb, fresh options each call, and the file roles it declares. */
class VerbTest {
    private static final class Plain extends Verb {
        Plain() {
            super("plain", () -> CommonOptions.of(CommonOptions.json(), CommonOptions.out("the file")));
        }

        @Override
        public int run(Invocation inv) {
            return ExitStatus.OK;
        }
    }

    private static final class Roles extends Verb {
        Roles() {
            super("roles", () -> CommonOptions.of(CommonOptions.valued("in", "FILE", "read"), CommonOptions.out("x")));
            reads(List.of("in"));
            writes(List.of("out", "log"));
        }

        @Override
        public int run(Invocation inv) {
            return ExitStatus.OK;
        }
    }

    @Test
    void theOptionsAreMadeAfreshSoWhatMainAddsDoesNotStay() {
        Plain p = new Plain();
        Options first = p.options();
        first.addOption(CommonOptions.flag("debug", "added by the caller"));
        Options second = p.options();
        assertNotSame(first, second);
        assertFalse(second.hasLongOption("debug"));
        assertTrue(second.hasLongOption("json"));
        assertEquals("plain", p.name());
    }

    @Test
    void withoutDeclaredRolesOutIsTheOutputAndNothingIsRead() {
        Plain p = new Plain();
        assertEquals(List.of("out"), p.outputOptions());
        assertEquals(List.of(), p.inputOptions());
    }

    @Test
    void declaredRolesReplaceTheDefault() {
        Roles r = new Roles();
        assertEquals(List.of("in"), r.inputOptions());
        assertEquals(List.of("out", "log"), r.outputOptions());
    }
}
