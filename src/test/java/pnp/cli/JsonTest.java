package pnp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    record Leg(String from, String to, int steps) {}

    record Result(int score, List<Leg> legs, boolean ok) {}

    @Test
    void writesNestedValuesWithEscapesThatParseBack() throws Exception {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("score", 6);
        m.put("name", "a \"b\"\n\u0001");
        m.put("ok", true);
        m.put("route", List.of("A4", "B4"));
        m.put("legs", List.of(Map.of("steps", 5)));
        m.put("ratio", 0.5);
        for (String text : List.of(Json.compact(m), Json.write(m))) {
            JsonNode j = Json.MAPPER.readTree(text);
            assertEquals(List.of("score", "name", "ok", "route", "legs", "ratio"), keys(j));
            assertEquals(6, j.get("score").asInt());
            assertEquals("a \"b\"\n\u0001", j.get("name").asText());
            assertEquals("B4", j.get("route").get(1).asText());
            assertEquals(5, j.get("legs").get(0).get("steps").asInt());
            assertEquals(0.5, j.get("ratio").asDouble());
        }
        assertEquals(1, Json.compact(m).lines().count());
    }

    @Test
    void recordsWriteTheirComponentsInDeclarationOrder() throws Exception {
        JsonNode j = Json.MAPPER.readTree(Json.write(new Result(6, List.of(new Leg("A4", "D2", 5)), true)));
        assertEquals(List.of("score", "legs", "ok"), keys(j));
        assertEquals(List.of("from", "to", "steps"), keys(j.get("legs").get(0)));
        assertEquals("D2", j.get("legs").get(0).get("to").asText());
    }

    private static List<String> keys(JsonNode j) {
        List<String> out = new ArrayList<>();
        j.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
