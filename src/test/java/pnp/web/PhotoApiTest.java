package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pnp.cli.Json;

/** {@code POST /api/ikes/read}: a photo to the pad's sheet, and every refusal with one line. */
class PhotoApiTest extends AgainstServer {
    private static final Path EXAMPLE = Path.of("docs/ikes-photo-example.jpg");

    @Test
    void theExamplePhotoReadsToTheContractExampleScoringSix() throws Exception {
        ApiClient.Reply r = api.postBytes("/api/ikes/read", Files.readAllBytes(EXAMPLE), "image/jpeg");
        assertEquals(200, r.status(), r.body());
        assertTrue(r.json().get("read").get("valid").asBoolean(), r.body());
        assertEquals(6, r.json().get("read").get("score").get("score").asInt(), r.body());
        assertEquals("A4 W", r.json().get("read").get("sheet").get("entrance").asText(), r.body());
        // the pad's rows: row 2 is - . 3 @ @ - - with every display read as 1
        assertEquals(
                "-.1@@--", r.json().get("read").get("sheet").get("grid").get(1).asText(), r.body());
        assertEquals(r.json().get("toCheck").asInt() == 0, r.json().get("check").isEmpty(), r.body());
    }

    @Test
    void aPictureWithoutASheetIs422WithOneLine() throws Exception {
        BufferedImage white = new BufferedImage(800, 600, BufferedImage.TYPE_INT_RGB);
        white.getGraphics().fillRect(0, 0, 800, 600);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(white, "png", png);
        ApiClient.Reply r = api.postBytes("/api/ikes/read", png.toByteArray(), "image/png");
        assertEquals(422, r.status(), r.body());
        assertTrue(r.json().get("error").asText().startsWith("found no pnp Ike's sheet"), r.body());
        assertEquals(1, r.json().size());
    }

    @Test
    void textIsRefusedByItsTypeAndJunkBytesByTheDecoder() throws Exception {
        assertEquals(
                415, api.postRaw("/api/ikes/read", "{}", "application/json").status());
        ApiClient.Reply junk = api.postBytes("/api/ikes/read", new byte[] {1, 2, 3, 4}, "image/jpeg");
        assertEquals(422, junk.status(), junk.body());
        assertTrue(junk.json().get("error").asText().startsWith("not a JPEG or PNG"), junk.body());
    }

    @Test
    void aPhotoOverSixteenMegabytesIs413() throws Exception {
        String answer = api.postDeclared("/api/ikes/read", PhotoService.MAX_PHOTO + 1L, "image/jpeg");
        assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
        JsonNode body = Json.MAPPER.readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4));
        assertEquals(
                "request body over " + PhotoService.MAX_PHOTO + " bytes",
                body.get("error").asText());
    }
}
