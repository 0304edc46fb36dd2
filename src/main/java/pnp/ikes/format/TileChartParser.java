package pnp.ikes.format;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;
import pnp.io.Templates;
import pnp.io.TextSource;

/**
 * Reads a tile chart (format in {@code templates/ikes/tiles.txt}): a {@code tile L-D} line, then
 * an ASCII drawing ended by a blank line. Every problem is reported with its line and column.
 */
public final class TileChartParser {
    private static final Pattern HEADER = Pattern.compile("tile\\s+([1-6])-([1-6])(\\s.*)?");

    private TileChartParser() {}

    /** The chart shipped in {@code templates/ikes/tiles.txt}. */
    public static TileChart standard() {
        return parse(Templates.read("ikes/tiles.txt"));
    }

    public static TileChart parse(TextSource src) {
        List<String> lines = src.lines();
        Tile[] byDice = new Tile[36];
        int[] headerLine = new int[36];
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                i++;
                continue;
            }
            Matcher m = HEADER.matcher(trimmed);
            if (!m.matches()) {
                throw src.error(
                        i + 1,
                        line.indexOf(trimmed) + 1,
                        "expected 'tile L-D' (two die faces 1-6, e.g. 'tile 4-2') or a comment, found '" + clip(trimmed)
                                + "'");
            }
            int light = Integer.parseInt(m.group(1));
            int dark = Integer.parseInt(m.group(2));
            int slot = (light - 1) * 6 + dark - 1;
            if (byDice[slot] != null) {
                throw src.error(
                        i + 1,
                        1,
                        "tile " + light + "-" + dark + " is drawn twice (first on line " + headerLine[slot] + ")");
            }
            int start = i + 1;
            int end = start;
            while (end < lines.size()
                    && !lines.get(end).isBlank()
                    && !lines.get(end).startsWith("#")
                    && !HEADER.matcher(lines.get(end).strip()).matches()) {
                end++;
            }
            byDice[slot] = drawing(src, light, dark, lines.subList(start, end), start + 1, i + 1);
            headerLine[slot] = i + 1;
            i = end;
        }
        List<String> missing = new ArrayList<>();
        for (int s = 0; s < 36; s++) if (byDice[s] == null) missing.add((s / 6 + 1) + "-" + (s % 6 + 1));
        if (!missing.isEmpty()) {
            throw src.error(
                    src.lastLine(),
                    1,
                    "the chart needs all 36 tiles 1-1 to 6-6; missing " + String.join(", ", missing));
        }
        for (int light = 1; light <= 6; light++) {
            Tile first = byDice[(light - 1) * 6];
            for (int dark = 2; dark <= 6; dark++) {
                int slot = (light - 1) * 6 + dark - 1;
                if (!new TreeSet<>(byDice[slot].spaces()).equals(new TreeSet<>(first.spaces()))) {
                    throw src.error(
                            headerLine[slot],
                            1,
                            "tile " + light + "-" + dark + " has a different shape from tile " + light
                                    + "-1; the light die picks the shape, so all six must match");
                }
            }
        }
        return new TileChart(src.name(), List.of(byDice));
    }

    private static Tile drawing(TextSource src, int light, int dark, List<String> rows, int firstLine, int headerLine) {
        String id = light + "-" + dark;
        if (rows.isEmpty()) throw src.error(headerLine, 1, "tile " + id + " has no drawing below its 'tile' line");
        if (rows.size() % 2 == 0) {
            for (int r = 1; r < rows.size(); r++) {
                boolean corners = rows.get(r).startsWith("+");
                if (corners == rows.get(r - 1).startsWith("+")) {
                    throw src.error(
                            firstLine + r,
                            1,
                            "tile " + id + ": a second line of " + (corners ? "corners (+)" : "spaces")
                                    + " in a row; a drawing alternates lines of corners and lines of spaces");
                }
            }
            throw src.error(
                    firstLine + rows.size() - 1,
                    1,
                    "tile " + id + " drawing has " + rows.size()
                            + " lines; a drawing is 2 lines per row of spaces plus 1 (3 for one row, 5 for two)");
        }
        int h = (rows.size() - 1) / 2;
        int maxLen = rows.stream().mapToInt(String::length).max().orElse(0);
        int w = Math.max(1, (maxLen + 2) / 4);
        Set<Cell> spaces = new TreeSet<>();
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                String allowed = allowed(r, c);
                if (allowed.indexOf(ch) < 0) {
                    throw src.error(
                            firstLine + r,
                            c + 1,
                            "tile " + id + ": expected " + describe(allowed) + " here, found '" + ch + "'");
                }
                if (ch == '.') spaces.add(new Cell(c / 4, r / 2));
            }
        }
        if (spaces.isEmpty())
            throw src.error(headerLine, 1, "tile " + id + " has no space: mark each space with ' . '");
        List<CellSide> walls = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c <= 4 * w; c++) {
                char ch = at(rows, r, c);
                if (r % 2 == 0 && c % 4 == 0) {
                    if (ch != '+' && touchesCorner(spaces, c / 4, r / 2)) {
                        throw src.error(firstLine + r, c + 1, "tile " + id + ": every corner of a space needs a '+'");
                    }
                } else if (r % 2 == 0 && c % 4 == 1) {
                    String seg = "" + ch + at(rows, r, c + 1) + at(rows, r, c + 2);
                    if (seg.equals("---")) {
                        walls.add(owner(src, id, spaces, new Cell(c / 4, r / 2), Side.N, firstLine + r, c + 1));
                    } else if (!seg.isBlank()) {
                        throw src.error(
                                firstLine + r, c + 1, "tile " + id + ": a wall along a space is three dashes '---'");
                    }
                } else if (r % 2 == 1 && c % 4 == 0 && ch == '|') {
                    walls.add(owner(src, id, spaces, new Cell(c / 4, r / 2), Side.W, firstLine + r, c + 1));
                }
            }
        }
        if (walls.isEmpty())
            throw src.error(headerLine, 1, "tile " + id + " has no wall segment; every tile needs at least one");
        if (!connected(spaces)) throw src.error(headerLine, 1, "tile " + id + ": its spaces must touch side by side");
        int minCol = spaces.stream().mapToInt(Cell::col).min().orElse(0);
        int minRow = spaces.stream().mapToInt(Cell::row).min().orElse(0);
        List<Cell> shifted = spaces.stream()
                .map(s -> new Cell(s.col() - minCol, s.row() - minRow))
                .toList();
        List<CellSide> shiftedWalls = walls.stream()
                .sorted()
                .map(ws -> new CellSide(
                        new Cell(ws.cell().col() - minCol, ws.cell().row() - minRow), ws.side()))
                .toList();
        if (h < 1) throw src.error(firstLine, 1, "tile " + id + " drawing is too short");
        return new Tile(light, dark, shifted, shiftedWalls);
    }

    /**
     * The wall on the edge north of (or west of) {@code cell}: it belongs to the upper (left) space
     * when that is a tile space, otherwise to the lower (right) one.
     */
    private static CellSide owner(
            TextSource src, String id, Set<Cell> spaces, Cell cell, Side northOrWest, int line, int col) {
        int dc = northOrWest == Side.W ? -1 : 0;
        int dr = northOrWest == Side.N ? -1 : 0;
        int oc = cell.col() + dc;
        int or = cell.row() + dr;
        if (oc >= 0 && or >= 0 && spaces.contains(new Cell(oc, or))) {
            return new CellSide(new Cell(oc, or), northOrWest.opposite());
        }
        if (spaces.contains(cell)) return new CellSide(cell, northOrWest);
        throw src.error(line, col, "tile " + id + ": this wall touches no space of the tile");
    }

    private static String allowed(int r, int c) {
        if (r % 2 == 0) return c % 4 == 0 ? "+ " : "- ";
        return switch (c % 4) {
            case 0 -> "| ";
            case 2 -> ". ";
            default -> " ";
        };
    }

    private static String describe(String allowed) {
        return switch (allowed) {
            case "+ " -> "a corner '+' or a space";
            case "- " -> "a wall '---' or spaces";
            case "| " -> "a wall '|' or a space";
            case ". " -> "'.' (a space of the tile) or a blank";
            default -> "a blank";
        };
    }

    private static char at(List<String> rows, int r, int c) {
        if (r < 0 || r >= rows.size()) return ' ';
        String row = rows.get(r);
        return c < row.length() ? row.charAt(c) : ' ';
    }

    private static boolean touchesCorner(Set<Cell> spaces, int x, int y) {
        for (int dx = -1; dx <= 0; dx++) {
            for (int dy = -1; dy <= 0; dy++) {
                if (x + dx >= 0 && y + dy >= 0 && spaces.contains(new Cell(x + dx, y + dy))) return true;
            }
        }
        return false;
    }

    private static boolean connected(Set<Cell> spaces) {
        Cell first = spaces.iterator().next();
        Set<Cell> seen = new HashSet<>(List.of(first));
        Deque<Cell> todo = new ArrayDeque<>(List.of(first));
        while (!todo.isEmpty()) {
            Cell c = todo.pop();
            for (Cell o : spaces) if (c.adjacentTo(o) && seen.add(o)) todo.push(o);
        }
        return seen.size() == spaces.size();
    }

    private static String clip(String s) {
        return s.length() > 30 ? s.substring(0, 30) + "..." : s;
    }

    /** Used by tests and by {@code --tiles FILE}: reads a chart and reports the first problem. */
    public static TileChart parse(String name, String text) {
        return parse(new TextSource(name, text));
    }
}
