package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import pnp.cli.Json;

/**
 * Photos are read on threads of their own: at most two are taken at once (read on one core fewer than
 * the machine has, the other waiting its turn), a third is refused with 503 and {@code Retry-After} at
 * once, and a pad's parse and score are answered meanwhile; the photo threads are not taken by the
 * other routes either.
 */
class PhotoQueueTest {
    private static final byte[] JUNK = {1, 2, 3, 4};

    private static Runnable blockedOn(CountDownLatch release) {
        return () -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    private static String postPhoto(int port) throws Exception {
        try (Raw r = new Raw(port)) {
            r.send("POST /api/ikes/read HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: image/jpeg\r\n"
                    + "Content-Length: " + JUNK.length + "\r\nConnection: close\r\n\r\n");
            r.socket.getOutputStream().write(JUNK);
            return r.readAll(5_000);
        }
    }

    @Test
    void aThirdPhotoGets503WithRetryAfterWhileThePadIsAnswered() throws Exception {
        StringBuilder log = new StringBuilder();
        try (WebServer s = WebServer.start("127.0.0.1", 0, log::append)) {
            int readers = PhotoService.readers(2, Runtime.getRuntime().availableProcessors());
            assertEquals(readers, s.photos().getMaximumPoolSize(), "one core fewer than the machine has, at most two");
            assertEquals(
                    2,
                    readers + s.photos().getQueue().remainingCapacity(),
                    "two photos taken at once by default, on any machine");
            CountDownLatch release = new CountDownLatch(1);
            ApiClient api = new ApiClient(s.port());
            try {
                // two photos being read: the reader is held on the latch
                s.photos().execute(blockedOn(release));
                s.photos().execute(blockedOn(release));
                String third = postPhoto(s.port());
                assertEquals(503, Raw.status(third), third);
                assertTrue(third.contains("\r\nRetry-After: " + Dispatch.RETRY_AFTER + "\r\n"), third);
                JsonNode error = Json.MAPPER.readTree(Raw.body(third));
                assertEquals(
                        "busy reading other photos; try again in a few seconds",
                        error.get("error").asText());
                assertEquals(1, error.size());
                // meanwhile the pad's routes answer
                ApiClient.Reply parse = api.post("/api/ikes/parse", Map.of("text", "# nothing yet\n"));
                assertEquals(200, parse.status(), parse.body());
                assertTrue(parse.json().has("valid"), parse.body());
                assertEquals(readers, s.photos().getActiveCount(), "the photo threads still held");
                assertEquals(2 - readers, s.photos().getQueue().size(), "and the photo waiting its turn");
            } finally {
                release.countDown();
            }
            // once a photo thread is free, the next photo is read (junk bytes: 422 from the decoder)
            for (int i = 0; i < 100 && s.photos().getActiveCount() > 0; i++) Thread.sleep(20);
            String next = postPhoto(s.port());
            assertEquals(422, Raw.status(next), next);
        }
        assertEquals("", log.toString(), "server errors");
    }

    @Test
    void photosAreReadOnOneCoreFewerThanTheMachineHasAtMostTwo() {
        assertEquals(1, PhotoService.readers(2, 1));
        assertEquals(1, PhotoService.readers(2, 2));
        assertEquals(2, PhotoService.readers(2, 3));
        assertEquals(2, PhotoService.readers(2, 64));
        assertEquals(1, PhotoService.readers(1, 64));
    }

    @Test
    void aPhotoIsReadWhileEveryOtherWorkerAndItsQueueAreFull() throws Exception {
        try (WebServer s =
                WebServer.start("127.0.0.1", 0, new Limits(5_000, 5_000, 5_000, 32, 64, 1, 1, 8192, 2), line -> {})) {
            CountDownLatch release = new CountDownLatch(1);
            try {
                s.work().execute(blockedOn(release)); // the one worker
                s.work().execute(blockedOn(release)); // the one place in its queue
                String photo = postPhoto(s.port());
                assertEquals(422, Raw.status(photo), photo);
                assertTrue(Raw.body(photo).contains("not a JPEG or PNG"), photo);
            } finally {
                release.countDown();
            }
        }
    }
}
