package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;

/** Writes a sheet as {@code .ikes} text that {@link IkesParser} reads back to an equal sheet. */
public final class IkesWriter {
    private IkesWriter() {}

    public static String write(Sheet sheet) {
        StringBuilder b = new StringBuilder();
        b.append("entrance ").append(sheet.entrance()).append('\n');
        b.append("exit ").append(sheet.exit()).append('\n');
        b.append("grid\n    A B C D E F G\n");
        for (int r = 0; r < Sheet.SIZE; r++) {
            b.append(r + 1).append("  ");
            for (int c = 0; c < Sheet.SIZE; c++)
                b.append(' ').append(sheet.space(new Cell(c, r)).code());
            b.append('\n');
        }
        for (Map.Entry<Cell, List<Side>> e : byCell(sheet.walls()).entrySet()) {
            b.append("wall ").append(e.getKey());
            for (Side s : e.getValue()) b.append(' ').append(s);
            b.append('\n');
        }
        for (CellSide d : sheet.doors()) b.append("door ").append(d).append('\n');
        for (Cafeteria k : sheet.cafeterias())
            b.append("cafeteria ").append(k.a()).append(' ').append(k.b()).append('\n');
        sheet.coins().ifPresent(n -> b.append("coins ").append(n).append('\n'));
        sheet.claim().ifPresent(n -> b.append("claim ").append(n).append('\n'));
        return b.toString();
    }

    private static Map<Cell, List<Side>> byCell(Iterable<CellSide> segments) {
        Map<Cell, List<Side>> m = new TreeMap<>();
        for (CellSide s : segments)
            m.computeIfAbsent(s.cell(), k -> new ArrayList<>()).add(s.side());
        return m;
    }
}
