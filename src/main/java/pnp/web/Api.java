package pnp.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import pnp.cli.Json;

/**
 * The JSON routes: each reads one record from the request body (unknown fields, wrong types and
 * trailing data are refused with a one-line reason) and answers with one record.
 */
public final class Api {
    /** Body of {@code POST /api/ikes/parse}: the {@code .ikes} text to import. */
    record ParseIn(String text) {}

    /** Answer of {@code POST /api/ikes/solo/reward}: why the placement earns a reward, or null. */
    record RewardOut(String reward) {}

    /** Error answer: one line. */
    record ErrorOut(String error) {}

    /**
     * One route: the content types its body may have (and the sentence that asks for them), what POST
     * carries (for the 405 answer), the largest body it takes, what it does with the body, and whether
     * that is reading a photo (done on the photo threads, never on those answering everything else).
     */
    record Route(
            List<String> types, String askType, String takes, int max, Function<byte[], Object> call, boolean photo) {
        /** Whether a request's Content-Type is one this route takes. */
        boolean accepts(String type) {
            if (type == null) return false;
            String t = type.toLowerCase(Locale.ROOT);
            return types.stream().anyMatch(t::startsWith);
        }
    }

    /** A route whose body is one JSON object of the record {@code body}, at most {@link WebServer#MAX_BODY} bytes. */
    static <T> Route json(Class<T> body, Function<T, Object> handler) {
        return new Route(
                List.of("application/json"),
                "send the body as Content-Type: application/json",
                "a JSON body",
                WebServer.MAX_BODY,
                bytes -> handler.apply(read(bytes, body)),
                false);
    }

    static final Map<String, Route> ROUTES = Map.of(
            "/api/ikes/score", json(SheetIn.class, IkesService::score),
            "/api/ikes/parse",
                    json(ParseIn.class, in -> {
                        if (in.text() == null) throw new BadRequest("text: the .ikes text is missing");
                        return IkesService.parse(IkesService.FILE, in.text());
                    }),
            "/api/ikes/read",
                    new Route(
                            List.of("image/jpeg", "image/png", "application/octet-stream"),
                            "send the photo as Content-Type: image/jpeg or image/png",
                            "the photo as the body",
                            PhotoService.MAX_PHOTO,
                            PhotoService::read,
                            true),
            "/api/ikes/solo", json(SoloIn.class, SoloService::play),
            "/api/ikes/solo/reward", json(SoloIn.class, in -> new RewardOut(SoloService.reward(in))),
            "/api/ikes/solo/par", json(SoloIn.class, ParGames::of),
            "/api/fridge/score", json(FridgeService.FridgeIn.class, FridgeService::score),
            "/api/bridgewars/score", json(BridgeWarsService.BridgeIn.class, BridgeWarsService::score),
            "/api/bridgewars/replay", json(BridgeWarsReplay.ReplayIn.class, BridgeWarsReplay::replay));

    private Api() {}

    public static <T> T read(byte[] bytes, Class<T> type) {
        ObjectReader reader = Json.MAPPER
                .readerFor(type)
                .with(
                        DeserializationFeature.FAIL_ON_TRAILING_TOKENS,
                        DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
                        DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        try {
            T value = reader.readValue(bytes);
            if (value == null) throw new BadRequest("expected a JSON object, found null");
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new BadRequest("unknown field '" + e.getPropertyName() + "'; expected " + e.getKnownPropertyIds());
        } catch (MismatchedInputException e) {
            if (e.getOriginalMessage().startsWith("Trailing token"))
                throw new BadRequest("malformed JSON: more after the object");
            String field = e.getPath().isEmpty() ? "" : e.getPath().get(0).getFieldName();
            throw new BadRequest(
                    field == null || field.isEmpty()
                            ? "expected a JSON object with the route's fields"
                            : "field '" + field + "' has the wrong type");
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            throw new BadRequest("malformed JSON"
                    + (loc == null ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr()));
        } catch (IOException e) {
            throw new BadRequest("cannot read the request body");
        }
    }
}
