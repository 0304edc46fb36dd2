package pnp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void writesNestedValuesWithEscapes() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("score", 6);
        m.put("name", "a \"b\"\n");
        m.put("ok", true);
        m.put("route", List.of("A4", "B4"));
        m.put("legs", List.of(Map.of("steps", 5)));
        m.put("ratio", 0.5);
        assertEquals("{\"score\":6,\"name\":\"a \\\"b\\\"\\n\",\"ok\":true,\"route\":[\"A4\",\"B4\"],"
                + "\"legs\":[{\"steps\":5}],\"ratio\":0.5}", Json.compact(m));
        assertEquals("{\n  \"score\": 6\n}", Json.write(Map.of("score", 6)));
    }
}
