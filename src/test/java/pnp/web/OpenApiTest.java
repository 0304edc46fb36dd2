package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pnp.cli.Json;
import pnp.ikes.json.ScoreJson;

/**
 * docs/openapi.json describes the routes the server really has: the same paths as {@link Api#ROUTES}, each
 * POST with the content types, role and body limit the route has, request and answer schemas with exactly the fields of the
 * records the route reads and writes; and {@code pnp serve} serves the same bytes at /openapi.json.
 */
class OpenApiTest extends AgainstServer {
    private static final Path DOC = Path.of("docs/openapi.json");

    /** Each schema of the document and the record it describes. */
    private static final Map<String, Class<?>> SCHEMAS = Map.ofEntries(
            Map.entry("Sheet", SheetIn.class),
            Map.entry("ParseIn", Api.ParseIn.class),
            Map.entry("TextIn", FridgeService.FridgeIn.class),
            Map.entry("BridgeIn", BridgeWarsService.BridgeIn.class),
            Map.entry("ReplayIn", BridgeWarsReplay.ReplayIn.class),
            Map.entry("SoloIn", SoloIn.class),
            Map.entry("Problem", CheckOut.ProblemOut.class),
            Map.entry("Leg", ScoreJson.LegJson.class),
            Map.entry("Contribution", ScoreJson.PartJson.class),
            Map.entry("Score", ScoreJson.class),
            Map.entry("Check", CheckOut.class),
            Map.entry("Tile", SoloOut.TileOut.class),
            Map.entry("Game", SoloOut.class),
            Map.entry("ParGame", ParGames.ParOut.class),
            Map.entry("Reward", Api.RewardOut.class),
            Map.entry("Fridge", FridgeService.FridgeOut.class),
            Map.entry("Bridge", BridgeWarsService.BridgeOut.class),
            Map.entry("Replay", BridgeWarsReplay.ReplayOut.class),
            Map.entry("Read", PhotoService.ReadOut.class),
            Map.entry("Error", Api.ErrorOut.class));

    private static JsonNode doc() throws IOException {
        return Json.MAPPER.readTree(Files.readAllBytes(DOC));
    }

    @Test
    void describesEveryRouteTheServerHasAndNoOther() throws IOException {
        JsonNode doc = doc();
        assertTrue(doc.get("openapi").asText().startsWith("3."), "an OpenAPI 3 document");
        Set<String> documented = new TreeSet<>();
        doc.get("paths").fieldNames().forEachRemaining(documented::add);
        documented.removeIf(p -> p.startsWith("/api/table/")); // table mode's: TableOpenApiTest
        Set<String> routes = new TreeSet<>();
        Api.ROUTES.forEach(r -> routes.add(r.path()));
        assertEquals(routes, documented);
        for (Route route : Api.ROUTES) {
            JsonNode path = doc.get("paths").get(route.path());
            Set<String> methods = new TreeSet<>();
            path.fieldNames().forEachRemaining(methods::add);
            assertEquals(Set.of("post"), methods, route.path() + " takes POST only");
            assertEquals("POST", route.method(), route.path());
            RouteDoc.documents(path.get("post"), route);
            Set<String> types = new TreeSet<>();
            path.get("post").get("requestBody").get("content").fieldNames().forEachRemaining(types::add);
            assertEquals(new TreeSet<>(route.types()), types, route.path() + ": content types");
            assertNotNull(path.get("post").get("responses").get("415"), route.path());
        }
    }

    @Test
    void schemasHoldTheFieldsOfTheRecords() throws IOException {
        JsonNode schemas = doc().get("components").get("schemas");
        Set<String> names = new TreeSet<>();
        schemas.fieldNames().forEachRemaining(names::add);
        names.removeIf(n -> n.startsWith("Table")); // table mode's: TableOpenApiTest
        assertEquals(new TreeSet<>(SCHEMAS.keySet()), names, "every schema is checked against a record");
        for (Map.Entry<String, Class<?>> s : SCHEMAS.entrySet()) {
            Set<String> fields = new TreeSet<>();
            schemas.get(s.getKey()).get("properties").fieldNames().forEachRemaining(fields::add);
            Set<String> components = new TreeSet<>();
            Arrays.stream(s.getValue().getRecordComponents()).forEach(c -> components.add(c.getName()));
            assertEquals(
                    components, fields, s.getKey() + " against " + s.getValue().getSimpleName());
        }
    }

    @Test
    void theServerServesTheDocument() throws Exception {
        HttpResponse<byte[]> reply = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/openapi.json"))
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, reply.statusCode());
        assertEquals(
                "application/json", reply.headers().firstValue("Content-Type").orElse(""));
        assertTrue(Arrays.equals(Files.readAllBytes(DOC), reply.body()), "the served document is docs/openapi.json");
    }
}
