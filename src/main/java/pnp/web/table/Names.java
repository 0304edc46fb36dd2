package pnp.web.table;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.text.SpoofChecker;
import java.util.Collection;
import java.util.Locale;
import pnp.web.BadRequest;

/**
 * Names people at the table can tell apart, by the Unicode security mechanisms (UTS #39, through ICU4J's
 * {@link SpoofChecker}): a name may not hold invisible characters (default-ignorable code points such as
 * U+3164 HANGUL FILLER, or a mark repeated on one letter), may not mix alphabets the way look-alikes do
 * (the moderately restrictive level: Latin with one other script, never with Cyrillic, Greek or Cherokee;
 * Han, Hiragana and Katakana together), and may not look like the name of a player already seated (their
 * confusable skeletons are equal). Thread-safe: the checkers are immutable.
 */
final class Names {
    private static final SpoofChecker ONE = new SpoofChecker.Builder()
            .setChecks(SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.INVISIBLE | SpoofChecker.MIXED_NUMBERS)
            .setRestrictionLevel(SpoofChecker.RestrictionLevel.MODERATELY_RESTRICTIVE)
            .build();
    private static final SpoofChecker TWO =
            new SpoofChecker.Builder().setChecks(SpoofChecker.CONFUSABLE).build();

    private Names() {}

    /** Refuses {@code name} (already trimmed) when it is invisible in part or mixes look-alike alphabets. */
    static void check(String name) {
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            if (UCharacter.hasBinaryProperty(c, UProperty.DEFAULT_IGNORABLE_CODE_POINT))
                throw new BadRequest(
                        "name: it holds an invisible character (" + code(c) + "); pick a name everyone can read");
            i += Character.charCount(c);
        }
        SpoofChecker.CheckResult r = new SpoofChecker.CheckResult();
        if (!ONE.failsChecks(name, r)) return;
        if ((r.checks & SpoofChecker.INVISIBLE) != 0)
            throw new BadRequest("name: it holds an invisible mark; pick a name everyone can read");
        if ((r.checks & SpoofChecker.MIXED_NUMBERS) != 0)
            throw new BadRequest("name: it mixes digits of different scripts; write them all alike");
        throw new BadRequest("name: it mixes letters of different alphabets that look alike; write it in one");
    }

    /** Refuses {@code name} when it looks like one of {@code seated} but is not the same name. */
    static void distinct(String name, Collection<String> seated) {
        for (String other : seated) {
            if (other.equalsIgnoreCase(name)) continue;
            if (TWO.areConfusable(name.toLowerCase(Locale.ROOT), other.toLowerCase(Locale.ROOT)) != 0
                    || TWO.areConfusable(name, other) != 0)
                throw new BadRequest(
                        409,
                        "name: '" + name + "' looks like '" + other
                                + "', who is at the table already; pick a name people can tell apart");
        }
    }

    private static String code(int c) {
        return String.format(Locale.ROOT, "U+%04X", c);
    }
}
