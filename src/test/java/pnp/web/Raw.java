package pnp.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** A raw HTTP/1.1 client for requests no well-behaved client sends: half-sent, malformed, oversize, slow. */
final class Raw implements AutoCloseable {
    final Socket socket;

    Raw(int port) throws IOException {
        socket = new Socket(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port);
        socket.setSoTimeout(10_000);
    }

    Raw send(String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
        return this;
    }

    /** Everything the server sends until it closes the connection (or {@code millis} pass without a byte). */
    String readAll(int millis) throws IOException {
        socket.setSoTimeout(millis);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] b = new byte[8192];
        try {
            int n;
            while ((n = in.read(b)) > 0) out.write(b, 0, n);
        } catch (SocketTimeoutException e) {
            // what arrived so far
        } catch (IOException e) {
            // reset after the answer: what arrived so far
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Whether the server has closed the connection (a read ends) within {@code millis}. */
    boolean closedWithin(int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            while (socket.getInputStream().read() >= 0) {
                // skip an answer
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    /** The status of a complete answer. */
    static int status(String reply) {
        return reply.startsWith("HTTP/1.1 ") ? Integer.parseInt(reply.substring(9, 12)) : -1;
    }

    /** The body of a complete answer. */
    static String body(String reply) {
        int i = reply.indexOf("\r\n\r\n");
        return i < 0 ? "" : reply.substring(i + 4);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
