package pnp.ikes.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.io.Diagnostic;
import pnp.io.Diagnostics;
import pnp.io.InputException;
import pnp.io.Lexer;
import pnp.io.TextSource;
import pnp.io.Word;

/**
 * Reads a finished Ike's sheet in the {@code .ikes} text format (see {@code docs/ikes.md} and
 * {@code seeds/ikes.md}) through the shared {@link Lexer}. {@link #parse} stops at the first
 * problem; {@link #check} lists every problem it can find, each a {@link Diagnostic} with its line
 * and column.
 */
public final class IkesParser {
    private static final int N = Sheet.SIZE;
    static final Set<String> KEYWORDS =
            Set.of("entrance", "exit", "grid", "wall", "door", "cafeteria", "coins", "claim");

    /** What {@link #check} found: the sheet when there was no problem, otherwise every problem in file order. */
    public record Checked(Optional<Sheet> sheet, List<Diagnostic> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private IkesParser() {}

    /** The sheet, or an {@link InputException} at the first problem (in file order). */
    public static Sheet parse(TextSource src) {
        Checked c = check(src);
        if (!c.ok()) throw new InputException(c.problems());
        return c.sheet().orElseThrow();
    }

    /** Every problem of the file, sorted by line and column; the sheet when there is none. */
    public static Checked check(TextSource src) {
        return new IkesParser.Run(src).run();
    }

    /** Where a statement or a piece of one was found, for later cross-checks. */
    record At(int line, int column) {
        static At of(Word w) {
            return new At(w.line(), w.column());
        }
    }

    private static final class Run {
        private final List<String> lines;
        private final Diagnostics problems;
        private final Diagnostics missing;
        private CellSide entrance;
        private At entranceAt;
        private CellSide exit;
        private At exitAt;
        private Space[] grid;
        private At gridAt;
        private final At[] codeAt = new At[Sheet.CELLS];
        private final Map<CellSide, At> walls = new LinkedHashMap<>();
        private final Map<CellSide, At> doors = new LinkedHashMap<>();
        private final List<CafeteriaPairs.Stated> stated = new ArrayList<>();
        private Integer coins;
        private At coinsAt;
        private Integer claim;
        private At claimAt;

        Run(TextSource src) {
            this.lines = src.lines();
            this.problems = src.diagnostics();
            this.missing = src.diagnostics();
        }

        void problem(int line, int col, String reason) {
            problems.add(line, col, reason);
        }

        void problem(Word t, String reason) {
            problems.add(t, reason);
        }

        private static List<Word> words(String text, int number) {
            return Lexer.line(text, number).words();
        }

        Checked run() {
            int i = 0;
            while (i < lines.size()) {
                List<Word> ts = words(lines.get(i), i + 1);
                i++;
                if (ts.isEmpty()) continue;
                String kw = ts.get(0).text().toLowerCase(Locale.ROOT);
                switch (kw) {
                    case "entrance" -> doorway(ts, true);
                    case "exit" -> doorway(ts, false);
                    case "grid" -> i = grid(ts, i);
                    case "wall" -> wall(ts);
                    case "door" -> door(ts);
                    case "cafeteria" -> cafeteria(ts);
                    case "coins" -> coins(ts);
                    case "claim" -> claim(ts);
                    default -> unknown(ts.get(0));
                }
            }
            // missing statements are reported at the end of the file (column 1 of its last line), after everything else
            if (entranceAt == null)
                missing.missingAtEnd("no 'entrance' line; expected 'entrance CELL [SIDE]', e.g. 'entrance A4 W'");
            if (exitAt == null) missing.missingAtEnd("no 'exit' line; expected 'exit CELL [SIDE]', e.g. 'exit G4 E'");
            if (gridAt == null)
                missing.missingAtEnd("no 'grid' line; expected 'grid' followed by 7 rows of 7 cell codes");
            if (entrance != null && exit != null && entrance.equals(exit)) {
                problem(
                        exitAt.line(),
                        exitAt.column(),
                        "the exit is the same doorway as the entrance (" + exit
                                + "); they may share a space only on different sides");
            }
            List<Cafeteria> cafes = List.of();
            if (grid != null) {
                crossChecks();
                cafes = CafeteriaPairs.pair(grid, codeAt, stated, this::problem);
            }
            List<Diagnostic> all = new ArrayList<>(problems.sorted());
            all.addAll(missing.sorted());
            if (!all.isEmpty()) return new Checked(Optional.empty(), List.copyOf(all));
            Sheet sheet = new Sheet(
                    List.of(grid),
                    new TreeSet<>(walls.keySet()),
                    new TreeSet<>(doors.keySet()),
                    entrance,
                    exit,
                    cafes,
                    coins == null ? OptionalInt.empty() : OptionalInt.of(coins),
                    claim == null ? OptionalInt.empty() : OptionalInt.of(claim));
            return new Checked(Optional.of(sheet), List.of());
        }

        private void unknown(Word t) {
            if (t.text().length() == 1 && Space.parse(t.text().charAt(0)).isPresent()) {
                problem(t, "a grid row outside the grid: 'grid' is followed by exactly 7 rows");
            } else {
                problem(
                        t,
                        "unknown statement '" + t.text()
                                + "'; expected entrance, exit, grid, wall, door, cafeteria, coins or claim");
            }
        }

        private Optional<Cell> cell(Word t) {
            Optional<Cell> c = Cell.parse(t.text(), N, N);
            if (c.isEmpty()) problem(t, "'" + t.text() + "' is not a space of the sheet; expected A1 to G7");
            return c;
        }

        private Optional<Side> side(Word t) {
            Optional<Side> s = Side.parse(t.text());
            if (s.isEmpty()) problem(t, "'" + t.text() + "' is not a side; expected N, E, S or W");
            return s;
        }

        private void doorway(List<Word> ts, boolean isEntrance) {
            Word kw = ts.get(0);
            String what = isEntrance ? "entrance" : "exit";
            if (isEntrance ? entranceAt != null : exitAt != null) {
                At first = isEntrance ? entranceAt : exitAt;
                problem(
                        kw,
                        "a second '" + what + "' line (the first is on line " + first.line() + "); a sheet has one "
                                + what);
                return;
            }
            if (isEntrance) entranceAt = At.of(kw);
            else exitAt = At.of(kw);
            if (ts.size() < 2) {
                problem(kw.line(), kw.end(), "expected '" + what + " CELL [SIDE]', e.g. '" + what + " A4 W'");
                return;
            }
            if (ts.size() > 3) {
                problem(ts.get(3), "unexpected '" + ts.get(3).text() + "'; expected '" + what + " CELL [SIDE]'");
                return;
            }
            Optional<Cell> c = cell(ts.get(1));
            if (c.isEmpty()) return;
            Cell cell = c.get();
            Optional<Side> given = Optional.empty();
            if (ts.size() == 3 && Sheet.outerSidesOf(cell).size() > 0) {
                given = side(ts.get(2));
                if (given.isEmpty()) return;
            }
            DoorwayText.Resolved r = DoorwayText.resolve(cell, given);
            if (r.fault() != null) {
                switch (r.fault()) {
                    case INSIDE ->
                        problem(
                                ts.get(1),
                                "the " + what + " must be in an edge space, on the building's outer wall; " + cell
                                        + " is inside the building");
                    case NOT_OUTER ->
                        problem(
                                ts.get(2),
                                "side " + given.orElseThrow() + " of " + cell + " is not on the outer wall; expected "
                                        + DoorwayText.outerSides(cell));
                    case CORNER ->
                        problem(
                                ts.get(1).line(),
                                ts.get(1).end(),
                                cell + " is a corner: add the side of the " + what + ", "
                                        + DoorwayText.outerSides(cell));
                }
                return;
            }
            CellSide side = r.doorway().orElseThrow();
            if (isEntrance) entrance = side;
            else exit = side;
        }

        /** Reads the grid's rows after the {@code grid} line; returns the index of the next line to read. */
        private int grid(List<Word> ts, int next) {
            Word kw = ts.get(0);
            boolean repeated = gridAt != null;
            if (repeated) {
                problem(kw, "a second 'grid' (the first is on line " + gridAt.line() + "); a sheet has one grid");
            } else {
                gridAt = At.of(kw);
            }
            if (ts.size() > 1)
                problem(
                        ts.get(1),
                        "unexpected '" + ts.get(1).text() + "' after 'grid'; the rows go on the lines below");
            GridRows.Read read = GridRows.read(lines, next, kw, problems);
            if (!repeated && read.grid() != null) {
                grid = read.grid();
                System.arraycopy(read.at(), 0, codeAt, 0, Sheet.CELLS);
            }
            return read.next();
        }

        private void wall(List<Word> ts) {
            if (ts.size() < 3) {
                Word last = ts.get(ts.size() - 1);
                problem(last.line(), last.end(), "expected 'wall CELL SIDE...', e.g. 'wall C4 E' or 'wall C4 N E'");
                return;
            }
            Optional<Cell> c = cell(ts.get(1));
            if (c.isEmpty()) return;
            for (Word st : ts.subList(2, ts.size())) {
                Optional<Side> s = side(st);
                if (s.isEmpty()) continue;
                CellSide seg = new CellSide(c.get(), s.get());
                At first = walls.putIfAbsent(seg, At.of(ts.get(1)));
                if (first != null) {
                    problem(st, "the wall segment " + seg + " is named twice (first on line " + first.line() + ")");
                }
            }
        }

        private void door(List<Word> ts) {
            if (ts.size() < 3) {
                Word last = ts.get(ts.size() - 1);
                problem(last.line(), last.end(), "expected 'door CELL SIDE', e.g. 'door E4 N'");
                return;
            }
            Optional<Cell> c = cell(ts.get(1));
            if (c.isEmpty()) return;
            for (Word st : ts.subList(2, ts.size())) {
                side(st).ifPresent(s -> doors.putIfAbsent(new CellSide(c.get(), s), At.of(st)));
            }
        }

        private void cafeteria(List<Word> ts) {
            if (ts.size() != 3) {
                Word where = ts.size() > 3 ? ts.get(3) : ts.get(ts.size() - 1);
                problem(
                        where.line(),
                        ts.size() > 3 ? where.column() : where.end(),
                        "expected 'cafeteria CELL CELL' with two adjacent @ spaces, e.g. 'cafeteria D2 E2'");
                return;
            }
            Optional<Cell> a = cell(ts.get(1));
            Optional<Cell> b = cell(ts.get(2));
            if (a.isEmpty() || b.isEmpty()) return;
            if (!a.get().adjacentTo(b.get())) {
                problem(
                        ts.get(2),
                        "a cafeteria is two adjacent spaces; " + a.get() + " and " + b.get() + " are not adjacent");
                return;
            }
            stated.add(new CafeteriaPairs.Stated(a.get(), b.get(), At.of(ts.get(1)), At.of(ts.get(2))));
        }

        private Integer number(List<Word> ts, int min, int max, String example) {
            String kw = ts.get(0).text().toLowerCase(Locale.ROOT);
            if (ts.size() != 2) {
                Word where = ts.size() > 2 ? ts.get(2) : ts.get(0);
                problem(
                        where.line(),
                        ts.size() > 2 ? where.column() : where.end(),
                        "expected '" + kw + " N' with one whole number, e.g. '" + example + "'");
                return null;
            }
            Word t = ts.get(1);
            try {
                int n = Integer.parseInt(t.text());
                if (n >= min && n <= max) return n;
            } catch (NumberFormatException e) {
                // reported below
            }
            problem(
                    t,
                    "'" + t.text() + "' is not a valid number for " + kw + "; expected a whole number from " + min
                            + " to " + max);
            return null;
        }

        private void coins(List<Word> ts) {
            if (repeated(ts, coinsAt)) return;
            coinsAt = At.of(ts.get(0));
            coins = number(ts, 0, 99, "coins 2");
        }

        private void claim(List<Word> ts) {
            if (repeated(ts, claimAt)) return;
            claimAt = At.of(ts.get(0));
            claim = number(ts, -200, 200, "claim 6");
        }

        /** Whether a statement a sheet has once was already read at {@code first}: then a problem. */
        private boolean repeated(List<Word> ts, At first) {
            if (first == null) return false;
            String kw = ts.get(0).text().toLowerCase(Locale.ROOT);
            problem(ts.get(0), "a second '" + kw + "' line (the first is on line " + first.line() + ")");
            return true;
        }

        /** Checks that need the grid: walls only in non-empty spaces, doors only in walls. */
        private void crossChecks() {
            for (Map.Entry<CellSide, At> w : walls.entrySet()) {
                Cell c = w.getKey().cell();
                if (grid[c.index(N)].isEmpty()) {
                    problem(
                            w.getValue().line(),
                            w.getValue().column(),
                            c + " is marked '-' (empty) in the grid but has a wall"
                                    + " segment; a space with a wall is occupied: mark it '.' or with its display");
                }
            }
            for (Map.Entry<CellSide, At> d : doors.entrySet()) {
                if (!walls.containsKey(d.getKey())) {
                    CellSide s = d.getKey();
                    problem(
                            d.getValue().line(),
                            d.getValue().column(),
                            "a doorway needs a wall segment to be punched in; " + s.cell() + " has no "
                                    + s.side().word() + " wall (add 'wall " + s + "')");
                }
            }
        }
    }
}
