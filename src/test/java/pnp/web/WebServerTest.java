package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The server's own behaviour: the page files, and every kind of bad request answered in one line. */
class WebServerTest extends AgainstServer {

    @Test
    void servesTheBundledPage() throws Exception {
        String index = api.raw("GET / HTTP/1.1");
        assertTrue(index.startsWith("HTTP/1.1 200"), index);
        assertTrue(index.contains("<svg id=\"pad-sheet\""));
        for (String name : Pages.PAGE.keySet())
            assertTrue(api.raw("GET /" + name + " HTTP/1.1").startsWith("HTTP/1.1 200"), name);
    }

    @Test
    void servesNoFileOutsideTheBundledPage() throws Exception {
        for (String path : List.of(
                "/../pom.xml",
                "/%2e%2e/pom.xml",
                "/..%2fpom.xml",
                "/pnp/web/index.html",
                "/pnp/Main.class",
                "/pom.xml",
                "//etc/passwd",
                "/index.html/../../pom.xml",
                "/app.js%00.html",
                "/README.md",
                "/.git/HEAD")) {
            String reply = api.raw("GET " + path + " HTTP/1.1");
            String status = reply.lines().findFirst().orElse("");
            // the HTTP layer refuses ambiguous paths (400) before the page sees them (404)
            assertTrue(status.startsWith("HTTP/1.1 404") || status.startsWith("HTTP/1.1 400"), path + " -> " + status);
            assertTrue(
                    reply.endsWith("{\"error\":\"not found: only the bundled page is served\"}")
                            || (reply.endsWith("\"}") && reply.contains("{\"error\":\"malformed HTTP request")),
                    reply);
        }
    }

    @Test
    void badRequestsGetA4xxWithOneLine() throws Exception {
        String grid = "[\"-------\",\"-------\",\"-------\",\"-------\",\"-------\",\"-------\",\"-------\"]";
        Map<String, Object[]> cases = new LinkedHashMap<>();
        cases.put("{\"grid\": [", new Object[] {400, "malformed JSON at line 1, column 11"});
        cases.put("{\"grid\": " + grid + ", \"colour\": 1}", new Object[] {400, "unknown field 'colour'"});
        cases.put(
                "{\"grid\": " + grid + ", \"walls\": [\"H8 N\"]}",
                new Object[] {400, "walls: 'H8' is not a space of the sheet; expected A1 to G7"});
        cases.put(
                "{\"grid\": " + grid + ", \"walls\": [\"A0 N\"]}",
                new Object[] {400, "walls: 'A0' is not a space of the sheet; expected A1 to G7"});
        cases.put(
                "{\"grid\": " + grid + ", \"entrance\": \"A9 W\"}",
                new Object[] {400, "entrance: 'A9' is not a space of the sheet; expected A1 to G7"});
        cases.put("{\"grid\": [\"-------\"]}", new Object[] {400, "grid: expected 7 rows of 7 cell codes, got 1 rows"});
        cases.put("{\"grid\": 7}", new Object[] {400, "field 'grid' has the wrong type"});
        cases.put("[]", new Object[] {400, "expected a JSON object with the route's fields"});
        cases.put("{} {}", new Object[] {400, "malformed JSON"});
        cases.put("{\"grid\": \"" + "-".repeat(70_000) + "\"}", new Object[] {413, "request body over 65536 bytes"});
        for (Map.Entry<String, Object[]> c : cases.entrySet()) {
            ApiClient.Reply r = api.postRaw("/api/ikes/score", c.getKey(), "application/json");
            assertEquals(c.getValue()[0], r.status(), c.getKey());
            String error = r.json().get("error").asText();
            assertTrue(error.startsWith((String) c.getValue()[1]), error);
            assertFalse(error.contains("\n") || error.contains("Exception") || error.contains("at pnp."), error);
        }
        assertEquals(415, api.postRaw("/api/ikes/score", "{}", "text/plain").status());
        assertEquals(
                404, api.postRaw("/api/ikes/nothing", "{}", "application/json").status());
        assertTrue(api.raw("GET /api/ikes/score HTTP/1.1").startsWith("HTTP/1.1 405"));
        assertTrue(api.raw("DELETE / HTTP/1.1").startsWith("HTTP/1.1 405"));
        assertEquals("", SERVER_LOG.toString(), "no request above is a server error");
    }

    @Test
    void aSoloRequestOutOfRangeIsRefused() throws Exception {
        JsonNode e = api.post("/api/ikes/solo", Map.of("seed", -1)).json();
        assertEquals(
                "seed: expected a challenge number from 0 to 999999999999",
                e.get("error").asText());
        ApiClient.Reply r = api.post("/api/ikes/solo", Map.of("seed", 1, "moves", List.of("tile Q1 display B1 1")));
        assertEquals(400, r.status());
        assertEquals(
                "moves[0]: expected the space for the tile's anchor (its first space in reading order), a space A1..G7, found 'Q1'",
                r.json().get("error").asText());
    }
}
