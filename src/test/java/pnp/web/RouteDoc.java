package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** Checks an operation of docs/openapi.json against the {@link Route} the server dispatches to. */
public final class RouteDoc {
    private RouteDoc() {}

    /**
     * The operation {@code op} says what the route table holds for {@code route}: who may call it
     * ({@code x-pnp-role}), the largest body a POST takes ({@code x-pnp-max-body}, with a 413 answer), and a 200
     * answer.
     */
    public static void documents(JsonNode op, Route route) {
        assertEquals(
                route.role().name().toLowerCase(Locale.ROOT),
                op.path("x-pnp-role").asText(),
                route.path() + ": role");
        if (route.method().equals("POST")) {
            assertEquals(route.max(), op.path("x-pnp-max-body").asInt(-1), route.path() + ": body limit");
            assertNotNull(op.get("responses").get("413"), route.path());
        } else {
            assertTrue(op.path("x-pnp-max-body").isMissingNode(), route.path() + " takes no body");
        }
        assertNotNull(op.get("responses").get("200"), route.path());
        if (route.role() == Route.Role.HOST) assertNotNull(op.get("responses").get("403"), route.path());
    }
}
