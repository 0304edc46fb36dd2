package pnp.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.io.InputException;
import pnp.io.StandardOutput;
import pnp.web.table.TableMode;

/**
 * {@code pnp serve --table}: listens on this computer's network address (or {@code --host}; on every
 * address for {@code 0.0.0.0} or {@code ::}, the join address then naming the network one) and on
 * 127.0.0.1, prints the join address with the session's token on stdout and the host page's address on
 * stderr, and serves until Ctrl-C.
 */
final class TableServe {
    private TableServe() {}

    static int run(Invocation inv, int port) throws IOException {
        TableMode mode = new TableMode();
        if (inv.has("open-table")) {
            String given = inv.value("open-table").orElseThrow();
            String name = inv.display(inv.resolve(given));
            // a plain file only, the saved table's size cap checked before reading: one line, exit 2
            byte[] bytes = inv.readBytes(given, TableMode.MAX_FILE, "a saved table");
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
            server = WebServer.start(host, port, Limits.DEFAULT, inv.err()::println, mode);
        } catch (IOException | IllegalArgumentException e) {
            throw inv.usage("cannot listen on " + host + ":" + port + " (" + e.getMessage() + ")");
        }
        String base = ServeCommand.url(joinHost(host, networkAddresses(), inv), server.port());
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
        if (StandardOutput.is(save) || (Files.exists(save) && !Files.isRegularFile(save))) {
            throw inv.usage("--save " + inv.display(save) + ": a saved table is a plain file pnp can reopen after a"
                    + " crash; give a file name");
        }
        if (!Files.exists(save)) return save;
        if (inv.has("open-table")) {
            Path open = inv.resolve(inv.value("open-table").orElseThrow());
            if (Files.exists(open) && Files.isSameFile(open, save)) return save;
        }
        String name = inv.display(save);
        throw inv.usage(name + " holds a saved table already: go on with it (--open-table " + name
                + "), or keep this evening in another file (--save FILE)");
    }

    /** The first of {@link #networkAddresses()}, or null when this computer has none. */
    static String networkAddress() {
        List<String> all = networkAddresses();
        return all.isEmpty() ? null : all.get(0);
    }

    /** This computer's addresses a phone on the network may reach, best first (see {@link #rank}). */
    static List<String> networkAddresses() {
        List<InetAddress> all = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) continue;
                all.addAll(Collections.list(nic.getInetAddresses()));
            }
        } catch (SocketException e) {
            return List.of();
        }
        return rank(all);
    }

    /**
     * The addresses as a URL writes them, loopback, wildcard and link-local ones left out: IPv4 home-network
     * (site-local) addresses first, then other IPv4 addresses, then IPv6 ones, each group in the order given.
     */
    static List<String> rank(List<InetAddress> addresses) {
        List<String> site = new ArrayList<>();
        List<String> v4 = new ArrayList<>();
        List<String> v6 = new ArrayList<>();
        for (InetAddress a : addresses) {
            if (a.isLoopbackAddress() || a.isAnyLocalAddress() || a.isLinkLocalAddress()) continue;
            if (!(a instanceof Inet4Address)) v6.add(HostCheck.literal(a));
            else (a.isSiteLocalAddress() ? site : v4).add(HostCheck.literal(a));
        }
        List<String> out = new ArrayList<>(site);
        out.addAll(v4);
        out.addAll(v6);
        return out;
    }

    /**
     * The address the join link and its QR code name: the one listened on, or for a wildcard address
     * ({@code 0.0.0.0}, {@code ::}) the best of this computer's network addresses, the others listed on
     * stderr. Warns on stderr when no phone can reach the server.
     */
    static String joinHost(String host, List<String> network, Invocation inv) throws IOException {
        InetAddress bound = InetAddress.getByName(host);
        if (bound.isLoopbackAddress()) {
            inv.err()
                    .println("pnp serve: warning: " + host + " is this computer alone, so no phone can reach it;"
                            + " leave out --host (or give --host 0.0.0.0) for phones to join");
            return host;
        }
        if (!bound.isAnyLocalAddress()) return host;
        if (network.isEmpty()) {
            inv.err().println("pnp serve: warning: no network address found, so only this computer can join");
            return "127.0.0.1";
        }
        if (network.size() > 1)
            inv.err()
                    .println("pnp serve: listening on every address; phones that cannot open the join address"
                            + " may try this computer's others: "
                            + String.join(", ", network.subList(1, network.size())));
        return network.get(0);
    }
}
