package pnp.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import pnp.cli.Json;

/** A test client of a running {@link WebServer}: JSON posts, and raw requests for paths a client would clean up. */
final class ApiClient {
    record Reply(int status, JsonNode json, String body) {}

    private final int port;
    private final HttpClient http = HttpClient.newHttpClient();

    ApiClient(int port) {
        this.port = port;
    }

    Reply post(String route, Object body) throws IOException, InterruptedException {
        return postRaw(route, body instanceof String s ? s : Json.compact(body), "application/json");
    }

    Reply postRaw(String route, String body, String type) throws IOException, InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + route))
                .header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
        return new Reply(res.statusCode(), Json.MAPPER.readTree(res.body()), res.body());
    }

    Reply postBytes(String route, byte[] body, String type) throws IOException, InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + route))
                .header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
        return new Reply(res.statusCode(), Json.MAPPER.readTree(res.body()), res.body());
    }

    /**
     * Posts headers declaring a body of {@code length} bytes and sends none of it, as a client waiting to
     * hear whether to go on would, and returns the answer (status line, headers and body). Sending 16 MB
     * outright instead races the server's reset after it has drained what it will against its answer.
     */
    String postDeclared(String route, long length, String type) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST " + route + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: " + type
                            + "\r\nContent-Length: " + length + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Sends the request line exactly as given (no path clean-up) and returns the status line and body. */
    String raw(String requestLine) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = s.getOutputStream();
            out.write((requestLine + "\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
