package pnp.web;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Which names a request may use to reach the server, against DNS rebinding and foreign pages: the
 * {@code Host} header must name the address served (every address of the machine when the server
 * listens on all of them) or {@code localhost}, with the server's port; a request that carries an
 * {@code Origin} must come from the page's own origin, {@code http://} and that same host.
 */
final class HostCheck {
    private final Set<String> names;
    private final int port;

    private HostCheck(Set<String> names, int port) {
        this.names = names;
        this.port = port;
    }

    /** The names for a server listening on {@code bound} (as given on the command line and as resolved) and {@code port}. */
    static HostCheck of(String given, InetAddress bound, int port) {
        Set<String> names = new LinkedHashSet<>();
        names.add("localhost");
        names.add(given.toLowerCase(Locale.ROOT));
        if (bound.isAnyLocalAddress()) {
            names.addAll(machineAddresses());
        } else {
            names.add(literal(bound));
        }
        return new HostCheck(Set.copyOf(names), port);
    }

    /** The names for table mode: every address of the machine and {@code localhost}, whatever was bound. */
    static HostCheck everyAddress(String given, int port) {
        Set<String> names = new LinkedHashSet<>(machineAddresses());
        names.add("localhost");
        names.add(given.toLowerCase(Locale.ROOT));
        return new HostCheck(Set.copyOf(names), port);
    }

    /** Every address of the machine's interfaces, as a {@code Host} header would write it. */
    static Set<String> machineAddresses() {
        Set<String> out = new LinkedHashSet<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces()))
                for (InetAddress a : Collections.list(nic.getInetAddresses())) out.add(literal(a));
        } catch (SocketException e) {
            // no interface list: the loopback names below still answer
        }
        out.add("127.0.0.1");
        out.add("[::1]");
        return out;
    }

    /** An address as it appears in a URL: IPv6 in brackets without a zone. */
    static String literal(InetAddress a) {
        String s = a.getHostAddress();
        if (a instanceof Inet6Address) {
            int zone = s.indexOf('%');
            return "[" + (zone < 0 ? s : s.substring(0, zone)) + "]";
        }
        return s;
    }

    /** Null when the request's {@code Host} and {@code Origin} are acceptable, or the one-line reason to refuse it. */
    String refuse(String host, String origin) {
        if (host == null || host.isEmpty()) return "a Host header naming this server is required";
        String h = host.toLowerCase(Locale.ROOT);
        int colon = h.lastIndexOf(':');
        String name = h;
        if (colon > h.lastIndexOf(']')) {
            name = h.substring(0, colon);
            String p = h.substring(colon + 1);
            if (!p.equals(Integer.toString(port))) return "Host '" + printable(host) + "' is not this server";
        } else if (port != 80) {
            return "Host '" + printable(host) + "' is not this server";
        }
        if (!names.contains(name)) return "Host '" + printable(host) + "' is not this server";
        if (origin != null && !origin.toLowerCase(Locale.ROOT).equals("http://" + h))
            return "requests from another page (Origin '" + printable(origin) + "') are refused";
        return null;
    }

    /** At most 60 characters, control and non-ASCII characters shown as '?', so the reason stays one line. */
    static String printable(String s) {
        return Replies.printable(s, 60);
    }

    /** Whether {@code address} names a loopback address (a name that does not resolve is not one). */
    static boolean isLoopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (IOException | SecurityException e) {
            return false;
        }
    }
}
