package pnp.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A small JSON writer for command output. Values: null, Boolean, Number, CharSequence,
 * Map (keys in iteration order: use a LinkedHashMap), List or array of values, and {@link Json.Raw}.
 */
public final class Json {
    private Json() {}

    /** Already-serialised JSON to embed as is. */
    public record Raw(String json) {}

    public static String write(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value, 0, true);
        return b.toString();
    }

    /** Compact single-line form. */
    public static String compact(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value, 0, false);
        return b.toString();
    }

    private static void write(StringBuilder b, Object v, int indent, boolean pretty) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof Raw r) {
            b.append(r.json());
        } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long
                || v instanceof Short || v instanceof Byte) {
            b.append(v);
        } else if (v instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) b.append("null");
            else if (d == Math.rint(d) && Math.abs(d) < 1e15) b.append((long) d);
            else b.append(d);
        } else if (v instanceof CharSequence || v instanceof Character || v instanceof Enum<?>) {
            quote(b, v.toString());
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) { b.append("{}"); return; }
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) b.append(',');
                first = false;
                newline(b, indent + 1, pretty);
                quote(b, String.valueOf(e.getKey()));
                b.append(pretty ? ": " : ":");
                write(b, e.getValue(), indent + 1, pretty);
            }
            newline(b, indent, pretty);
            b.append('}');
        } else if (v instanceof Iterable<?> it) {
            List<Object> items = new ArrayList<>();
            it.forEach(items::add);
            writeList(b, items, indent, pretty);
        } else if (v instanceof Object[] arr) {
            writeList(b, List.of(arr), indent, pretty);
        } else if (v instanceof int[] arr) {
            List<Object> items = new ArrayList<>();
            for (int x : arr) items.add(x);
            writeList(b, items, indent, pretty);
        } else {
            quote(b, v.toString());
        }
    }

    private static void writeList(StringBuilder b, List<Object> items, int indent, boolean pretty) {
        if (items.isEmpty()) { b.append("[]"); return; }
        boolean simple = items.stream().allMatch(x -> !(x instanceof Map) && !(x instanceof Iterable) && !(x instanceof Object[]));
        b.append('[');
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) b.append(simple && pretty ? ", " : ",");
            if (!simple) newline(b, indent + 1, pretty);
            write(b, items.get(i), indent + 1, pretty);
        }
        if (!simple) newline(b, indent, pretty);
        b.append(']');
    }

    private static void newline(StringBuilder b, int indent, boolean pretty) {
        if (!pretty) return;
        b.append('\n');
        b.append("  ".repeat(indent));
    }

    private static void quote(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
                }
            }
        }
        b.append('"');
    }
}
