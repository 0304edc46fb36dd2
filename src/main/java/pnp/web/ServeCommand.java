package pnp.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.io.Display;

/** {@code pnp serve}: the Ike's score pad and solo play in a browser, on the project's own scorer and engine. */
public final class ServeCommand extends Verb {
    public ServeCommand() {
        super(
                "serve",
                () -> CommonOptions.of(
                        CommonOptions.valued("port", "N", "the port (default: a free one)"),
                        CommonOptions.valued(
                                "host",
                                "ADDR",
                                "the address to listen on (default 127.0.0.1; without --table a loopback address only)"),
                        CommonOptions.flag("open", "open the page in the default browser"),
                        CommonOptions.flag(
                                "table",
                                "game night: phones at the table join over the local network with a secret token"
                                        + " (default address: this computer's network address)"),
                        CommonOptions.valued("open-table", "FILE", "with --table: reopen a saved table"),
                        CommonOptions.valued(
                                "save",
                                "FILE",
                                "with --table: keep the table in FILE after every change (default output/table.pnptable)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int port = inv.intValue("port", 0, 0, 65535);
        if (inv.has("table")) return TableServe.run(inv, port);
        if (inv.has("open-table")) throw inv.usage("--open-table goes with --table");
        if (inv.has("save")) throw inv.usage("--save goes with --table");
        String host = inv.value("host").orElse("127.0.0.1");
        if (!HostCheck.isLoopback(host))
            throw inv.usage("without --table pnp serve listens only on this computer, and " + Display.escape(host)
                    + " is not a loopback address; for phones on the network use pnp serve --table, which asks"
                    + " for a secret token");
        WebServer server;
        try {
            server = WebServer.start(host, port, inv.err()::println);
        } catch (IOException | IllegalArgumentException e) {
            throw inv.usage("cannot listen on " + host + ":" + port + " (" + e.getMessage() + ")");
        }
        String url = url(host, server.port());
        inv.out().println(url);
        inv.out().flush();
        inv.err().println("pnp serve: Ctrl-C stops the server");
        if (inv.has("open")) open(url, inv);
        serveUntilStopped(server);
        return ExitStatus.OK;
    }

    /** Blocks until Ctrl-C (or another shutdown), then stops the server. */
    static void serveUntilStopped(WebServer server) {
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            server.close();
                            stopped.countDown();
                        },
                        "pnp-serve-stop"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            server.close();
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The URL that answers: the address given (IPv6 in brackets), or 127.0.0.1 for the wildcard
     * addresses, which a browser cannot open.
     */
    static String url(String host, int port) throws UnknownHostException {
        InetAddress a = InetAddress.getByName(host);
        String name = a.isAnyLocalAddress()
                ? "127.0.0.1"
                : host.equalsIgnoreCase("localhost") ? "localhost" : HostCheck.literal(a);
        return "http://" + name + ":" + port + "/";
    }

    static void open(String url, Invocation inv) {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String[] cmd = os.contains("mac")
                ? new String[] {"open", url}
                : os.contains("win")
                        ? new String[] {"rundll32", "url.dll,FileProtocolHandler", url}
                        : new String[] {"xdg-open", url};
        try {
            new ProcessBuilder(cmd)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            inv.err().println("pnp serve: could not start a browser (" + cmd[0] + "); open " + url + " yourself");
        }
    }
}
