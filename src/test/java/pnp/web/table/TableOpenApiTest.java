package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pnp.cli.Json;
import pnp.web.Route;
import pnp.web.RouteDoc;

/**
 * docs/openapi.json describes table mode's routes as the server has them: every route of
 * {@link TableApi#routes()} with its method, role and body limit, and each table schema with exactly the fields of its record.
 */
class TableOpenApiTest {
    private static final Map<String, Class<?>> SCHEMAS = Map.ofEntries(
            Map.entry("TableJoinIn", TableApi.JoinIn.class),
            Map.entry("TableJoinOut", TableApi.JoinOut.class),
            Map.entry("TableSheetIn", TableApi.SheetIn.class),
            Map.entry("TableMovesIn", TableApi.MovesIn.class),
            Map.entry("TablePositionIn", TableApi.PositionIn.class),
            Map.entry("TablePlayerIn", TableApi.PlayerIn.class),
            Map.entry("TableNewIn", TableApi.NewIn.class),
            Map.entry("TableState", TableView.class),
            Map.entry("TablePlayer", TableView.PlayerView.class),
            Map.entry("TableSolo", TableView.SoloView.class),
            Map.entry("TablePosition", TableView.PositionView.class),
            Map.entry("TableFile", TableFile.FileOut.class),
            Map.entry("TableFilePlayer", TableFile.PlayerFile.class),
            Map.entry("TableLiveIn", TableApi.LiveIn.class),
            Map.entry("TableLive", LiveRound.Live.class),
            Map.entry("TableLivePlayer", LiveRound.LivePlayer.class),
            Map.entry("TableMine", LiveRound.Mine.class));

    @Test
    void everyTableRouteIsDescribedWithItsMethod() throws Exception {
        JsonNode paths = Json.MAPPER
                .readTree(Files.readAllBytes(Path.of("docs/openapi.json")))
                .get("paths");
        Set<String> documented = new TreeSet<>();
        paths.fieldNames().forEachRemaining(p -> {
            if (p.startsWith("/api/table/")) documented.add(p.substring("/api/table/".length()));
        });
        Set<String> routes = new TreeSet<>();
        List<Route> table = new TableMode().routes();
        table.forEach(r -> routes.add(r.path().substring("/api/table/".length())));
        assertEquals(routes, documented);
        for (Route r : table) {
            String method = r.method().toLowerCase(Locale.ROOT);
            JsonNode op = paths.get(r.path()).get(method);
            assertNotNull(op, r.path() + " takes " + method);
            assertEquals(1, paths.get(r.path()).size(), r.path() + ": one method");
            RouteDoc.documents(op, r);
            assertNotNull(op.get("responses").get("401"), r.path() + ": behind the token");
        }
    }

    @Test
    void tableSchemasHoldTheFieldsOfTheRecords() throws Exception {
        JsonNode schemas = Json.MAPPER
                .readTree(Files.readAllBytes(Path.of("docs/openapi.json")))
                .get("components")
                .get("schemas");
        Set<String> names = new TreeSet<>();
        schemas.fieldNames().forEachRemaining(n -> {
            if (n.startsWith("Table")) names.add(n);
        });
        Set<String> expected = new TreeSet<>(SCHEMAS.keySet());
        expected.add("TableEndIn");
        assertEquals(expected, names);
        assertEquals(0, schemas.get("TableEndIn").get("properties").size(), "end takes an empty object");
        for (Map.Entry<String, Class<?>> s : SCHEMAS.entrySet()) {
            Set<String> fields = new TreeSet<>();
            schemas.get(s.getKey()).get("properties").fieldNames().forEachRemaining(fields::add);
            Set<String> components = new TreeSet<>();
            Arrays.stream(s.getValue().getRecordComponents()).forEach(c -> components.add(c.getName()));
            assertEquals(
                    components, fields, s.getKey() + " against " + s.getValue().getSimpleName());
        }
    }
}
