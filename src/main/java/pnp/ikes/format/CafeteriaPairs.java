package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import pnp.grid.Cell;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;

/**
 * Pairs the grid's {@code @} spaces into cafeterias: first the ones a {@code cafeteria} line names,
 * then the rest, which must pair into 1x2 cafeterias in exactly one way; at most two in all.
 */
final class CafeteriaPairs {
    private static final int N = Sheet.SIZE;

    /** A {@code cafeteria A B} line with the positions of its two cell names. */
    record Stated(Cell a, Cell b, IkesParser.At aAt, IkesParser.At bAt) {}

    interface Sink {
        void problem(int line, int column, String reason);
    }

    private CafeteriaPairs() {}

    static List<Cafeteria> pair(Space[] grid, IkesParser.At[] codeAt, List<Stated> stated, Sink sink) {
        List<Cafeteria> cafes = new ArrayList<>();
        boolean[] used = new boolean[Sheet.CELLS];
        for (Stated s : stated) {
            boolean ok = true;
            for (int k = 0; k < 2; k++) {
                Cell c = k == 0 ? s.a() : s.b();
                IkesParser.At at = k == 0 ? s.aAt() : s.bAt();
                if (!grid[c.index(N)].isCafeteria()) {
                    sink.problem(
                            at.line(),
                            at.column(),
                            "a cafeteria sits on @ spaces; " + c + " is '" + grid[c.index(N)].code() + "' in the grid");
                    ok = false;
                } else if (used[c.index(N)]) {
                    sink.problem(at.line(), at.column(), c + " is already part of another cafeteria");
                    ok = false;
                }
            }
            if (!ok) continue;
            if (cafes.size() == 2) {
                sink.problem(s.aAt().line(), s.aAt().column(), "a third cafeteria; a sheet has at most two");
                continue;
            }
            used[s.a().index(N)] = true;
            used[s.b().index(N)] = true;
            cafes.add(new Cafeteria(s.a(), s.b()));
        }
        List<Cell> rest = new ArrayList<>();
        for (int i = 0; i < Sheet.CELLS; i++) {
            if (grid[i].isCafeteria() && !used[i]) rest.add(Cell.ofIndex(i, N));
        }
        if (rest.isEmpty()) return cafes;
        int allowed = 2 * (2 - cafes.size());
        if (rest.size() > allowed) {
            Cell extra = rest.get(allowed);
            IkesParser.At at = codeAt[extra.index(N)];
            sink.problem(
                    at.line(),
                    at.column(),
                    "too many @ spaces: " + (rest.size() + 2 * cafes.size())
                            + " would make more than two cafeterias (at most 4 @ spaces, two 1x2 pairs); " + extra
                            + " is one too many");
            return cafes;
        }
        List<List<Cafeteria>> ways = new ArrayList<>();
        matchings(rest, new ArrayList<>(), ways);
        Cell first = rest.get(0);
        IkesParser.At at = codeAt[first.index(N)];
        String names = rest.stream().map(Cell::name).collect(Collectors.joining(", "));
        if (ways.isEmpty()) {
            Cell lonely = rest.stream()
                    .filter(c -> rest.stream().noneMatch(c::adjacentTo))
                    .findFirst()
                    .orElse(first);
            IkesParser.At la = codeAt[lonely.index(N)];
            sink.problem(
                    la.line(),
                    la.column(),
                    "the @ spaces " + names + " do not pair into 1x2 cafeterias"
                            + (!lonely.equals(first) || rest.stream().noneMatch(first::adjacentTo)
                                    ? "; " + lonely + " has no free @ neighbour"
                                    : ""));
        } else if (ways.size() > 1) {
            sink.problem(
                    at.line(),
                    at.column(),
                    "the @ spaces " + names + " pair into cafeterias more than one way;"
                            + " say which with lines like 'cafeteria "
                            + ways.get(0).get(0).a() + " " + ways.get(0).get(0).b() + "'");
        } else {
            cafes.addAll(ways.get(0));
        }
        return cafes;
    }

    /** Every way to pair {@code rest} into adjacent pairs (stops after two). */
    private static void matchings(List<Cell> rest, List<Cafeteria> so, List<List<Cafeteria>> ways) {
        if (ways.size() > 1) return;
        if (rest.isEmpty()) {
            ways.add(List.copyOf(so));
            return;
        }
        Cell c = rest.get(0);
        for (int j = 1; j < rest.size(); j++) {
            Cell d = rest.get(j);
            if (!c.adjacentTo(d)) continue;
            List<Cell> left = new ArrayList<>(rest);
            left.remove(j);
            left.remove(0);
            so.add(new Cafeteria(c, d));
            matchings(left, so, ways);
            so.remove(so.size() - 1);
        }
    }
}
