package pnp.ikes.format.photo;

import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;

/** How a reading compares with the sheet that was drawn: wrong spaces, wrong lines, wrong doors. */
record Accuracy(int spacesWrong, int edgesWrong, int doorsWrong, String firstError) {
    static final int SPACES = 49;
    static final int EDGES = 112;
    static final int DOORS = 2;

    boolean perfect() {
        return spacesWrong + edgesWrong + doorsWrong == 0;
    }

    static Accuracy of(PhotoReading r, Sheet truth) {
        int spaces = 0;
        int edges = 0;
        int doors = 0;
        String first = "";
        for (Map.Entry<Cell, Mark<SpaceMark>> e : r.spaces().entrySet()) {
            SpaceMark want = space(truth.space(e.getKey()));
            if (e.getValue().value() != want) {
                spaces++;
                if (first.isEmpty()) first = e.getKey() + " read " + e.getValue() + ", drawn " + want;
            }
        }
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : r.edges().entrySet()) {
            EdgeMark want = edge(truth, e.getKey());
            if (e.getValue().value() != want) {
                edges++;
                if (first.isEmpty()) first = e.getKey() + " read " + e.getValue() + ", drawn " + want;
            }
        }
        if (!r.entrance().equals(truth.entrance())) {
            doors++;
            if (first.isEmpty()) first = "entrance read " + r.entrance() + ", drawn " + truth.entrance();
        }
        if (!r.exit().equals(truth.exit())) {
            doors++;
            if (first.isEmpty()) first = "exit read " + r.exit() + ", drawn " + truth.exit();
        }
        return new Accuracy(spaces, edges, doors, first);
    }

    static SpaceMark space(Space s) {
        if (s.isEmpty()) return SpaceMark.EMPTY;
        if (s.isCafeteria()) return SpaceMark.CAFETERIA;
        return s.hasDisplay() ? SpaceMark.DISPLAY : SpaceMark.DOT;
    }

    /** What a line shows on paper: no segment, a closed one, or only segments with doorways. */
    static EdgeMark edge(Sheet truth, CellSide line) {
        boolean any = false;
        boolean closed = false;
        for (CellSide s : new CellSide[] {line, mirror(line)}) {
            if (s == null || !truth.walls().contains(s)) continue;
            any = true;
            if (!truth.doors().contains(s)) closed = true;
        }
        return !any ? EdgeMark.NONE : closed ? EdgeMark.WALL : EdgeMark.DOORWAY;
    }

    private static CellSide mirror(CellSide line) {
        return Edges.beyond(line)
                .map(c -> new CellSide(c, line.side().opposite()))
                .orElse(null);
    }
}
