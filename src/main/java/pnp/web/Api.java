package pnp.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import pnp.cli.Json;
import pnp.web.Extension.Answer;

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

    /** A POST route, open to anyone, whose body is one JSON object of the record {@code body}. */
    static <T> Route json(String path, Class<T> body, Function<T, Object> handler) {
        return Route.post(
                path, Route.Role.ANYONE, WebServer.MAX_BODY, c -> Answer.json(handler.apply(read(c.body(), body))));
    }

    /** The routes of {@code pnp serve}; a mode adds its own ({@link Extension#routes()}). */
    static final List<Route> ROUTES = List.of(
            json("/api/ikes/score", SheetIn.class, IkesService::score),
            json("/api/ikes/parse", ParseIn.class, in -> {
                if (in.text() == null) throw new BadRequest("text: the .ikes text is missing");
                return IkesService.parse(IkesService.FILE, in.text());
            }),
            new Route(
                    "/api/ikes/read",
                    "POST",
                    Route.Role.ANYONE,
                    PhotoService.MAX_PHOTO,
                    List.of("image/jpeg", "image/png", "application/octet-stream"),
                    "send the photo as Content-Type: image/jpeg or image/png",
                    "the photo as the body",
                    true,
                    c -> Answer.json(PhotoService.read(c.body()))),
            json("/api/ikes/solo", SoloIn.class, SoloService::play),
            json("/api/ikes/solo/reward", SoloIn.class, in -> new RewardOut(SoloService.reward(in))),
            json("/api/ikes/solo/par", SoloIn.class, ParGames::of),
            json("/api/fridge/score", FridgeService.FridgeIn.class, FridgeService::score),
            json("/api/bridgewars/score", BridgeWarsService.BridgeIn.class, BridgeWarsService::score),
            json("/api/bridgewars/replay", BridgeWarsReplay.ReplayIn.class, BridgeWarsReplay::replay));

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
