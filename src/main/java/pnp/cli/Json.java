package pnp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * JSON output of every command, through Jackson: records (keys in component order), maps (keys in
 * iteration order), lists, arrays, numbers, strings and booleans. Pretty output indents by two
 * spaces with one object entry or structured array item a line.
 */
public final class Json {
    /** The shared mapper; records serialise by their components, in declaration order. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    private static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));
    private static final ObjectWriter COMPACT = MAPPER.writer();

    private Json() {}

    public static String write(Object value) {
        return write(PRETTY, value);
    }

    /** Compact single-line form. */
    public static String compact(Object value) {
        return write(COMPACT, value);
    }

    private static String write(ObjectWriter writer, Object value) {
        try {
            return writer.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(
                    "cannot write JSON for " + value.getClass().getSimpleName(), e);
        }
    }
}
