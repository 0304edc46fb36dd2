package pnp.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.io.InputException;
import pnp.web.table.TableMode;

/**
 * {@code pnp serve --table}: listens on this computer's network address (or {@code --host}) and on
 * 127.0.0.1, prints the join address with the session's token on stdout and the host page's address on
 * stderr, and serves until Ctrl-C.
 */
final class TableServe {
    private TableServe() {}

    static int run(Invocation inv, int port) throws Exception {
        TableMode mode = new TableMode();
        if (inv.has("open-table")) {
            Path file = inv.resolve(inv.value("open-table").orElseThrow());
            String name = inv.display(file);
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (IOException e) {
                throw new InputException(name + ": cannot read the saved table");
            }
            try {
                mode.open(bytes);
            } catch (BadRequest e) {
                throw new InputException(name + ": " + e.getMessage());
            }
        }
        Path save = savePath(inv);
        try {
            mode.saveTo(save);
        } catch (UncheckedIOException e) {
            throw new InputException(inv.display(save) + ": cannot save the table there ("
                    + e.getCause().getMessage() + ")");
        }
        String host = inv.value("host").orElse(null);
        if (host == null) {
            host = networkAddress();
            if (host == null) {
                host = "127.0.0.1";
                inv.err().println("pnp serve: warning: no network address found, so only this computer can join");
            }
        }
        WebServer server;
        try {
            server = WebServer.start(host, port, WebServer.Limits.DEFAULT, inv.err()::println, mode);
        } catch (IOException | IllegalArgumentException e) {
            throw inv.usage("cannot listen on " + host + ":" + port + " (" + e.getMessage() + ")");
        }
        String base = ServeCommand.url(host, server.port());
        base = base.substring(0, base.length() - 1);
        String local = "http://127.0.0.1:" + server.port();
        inv.out().println(mode.joinUrl(base));
        inv.out().flush();
        inv.err().println("pnp serve: phones join at the address above (the host page shows it as a QR code)");
        inv.err().println("pnp serve: host page on this computer: " + mode.hostUrl(local));
        inv.err()
                .println("pnp serve: every change is saved to " + inv.display(save) + "; after a crash: pnp serve"
                        + " --table --open-table " + inv.display(save));
        inv.err().println("pnp serve: Ctrl-C stops the server");
        if (inv.has("open")) ServeCommand.open(mode.hostUrl(local), inv);
        ServeCommand.serveUntilStopped(server);
        return ExitStatus.OK;
    }

    /**
     * Where the table is kept: {@code --save FILE}, else output/table.pnptable. A file that is there already
     * is only written over when it is the table being reopened, so no earlier evening is lost.
     */
    private static Path savePath(Invocation inv) throws IOException {
        Path save = inv.resolve(inv.value("save").orElse("output/table.pnptable"));
        if (!Files.exists(save)) return save;
        if (inv.has("open-table")) {
            Path open = inv.resolve(inv.value("open-table").orElseThrow());
            if (Files.exists(open) && Files.isSameFile(open, save)) return save;
        }
        String name = inv.display(save);
        throw inv.usage(name + " holds a saved table already: go on with it (--open-table " + name
                + "), or keep this evening in another file (--save FILE)");
    }

    /** The first IPv4 address of an interface that is up and not loopback (a home network's), or null. */
    static String networkAddress() {
        try {
            String any = null;
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) continue;
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (!(a instanceof Inet4Address)) continue;
                    if (a.isSiteLocalAddress()) return a.getHostAddress();
                    if (any == null && !a.isLinkLocalAddress()) any = a.getHostAddress();
                }
            }
            return any;
        } catch (SocketException e) {
            return null;
        }
    }
}
