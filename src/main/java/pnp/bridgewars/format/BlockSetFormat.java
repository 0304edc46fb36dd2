package pnp.bridgewars.format;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.Shape;
import pnp.io.Templates;
import pnp.io.TextSource;

/**
 * The block-set file: one block a line, {@code NAME SHAPE}, where SHAPE gives the rows from top to
 * bottom joined by {@code /}, {@code #} a cell (a square with a hole), {@code .} no cell. Names are
 * unique; the set must have {@code square ##/##}, the starting block. A line starting with {@code #}
 * is a comment, and so is anything after NAME SHAPE that starts with {@code #}.
 */
public final class BlockSetFormat {
    public static final int MAX_SIDE = 6;

    private BlockSetFormat() {}

    public static BlockSet parse(TextSource src) {
        List<BlockType> blocks = new ArrayList<>();
        List<Integer> lineOf = new ArrayList<>();
        List<String> lines = src.lines();
        for (int i = 0; i < lines.size(); i++) {
            int ln = i + 1;
            String line = lines.get(i);
            if (line.stripLeading().startsWith("#")) continue;
            List<Statements.Token> t = Statements.tokens(line);
            if (t.size() > 2 && t.get(2).text().startsWith("#")) t = t.subList(0, 2);
            if (t.isEmpty()) continue;
            if (t.size() != 2) {
                throw src.error(
                        ln,
                        t.size() > 2 ? t.get(2).col() : line.stripTrailing().length() + 1,
                        "expected 'NAME SHAPE', e.g. 'L4 #./#./##'");
            }
            String name = t.get(0).text();
            for (int k = 0; k < blocks.size(); k++) {
                if (blocks.get(k).name().equals(name)) {
                    throw src.error(
                            ln, t.get(0).col(), "block '" + name + "' is already defined on line " + lineOf.get(k));
                }
            }
            Shape shape = shape(src, ln, t.get(1));
            blocks.add(new BlockType(name, shape));
            lineOf.add(ln);
        }
        BlockSet set = new BlockSet(blocks);
        BlockType start = set.find(BlockSet.START)
                .orElseThrow(() ->
                        src.error(Math.max(1, lines.size()), 1, "the set has no 'square ##/##', the starting block"));
        if (!start.shape().text().equals("##/##")) {
            throw src.error(lineOf.get(blocks.indexOf(start)), 1, "the starting block 'square' must be ##/##");
        }
        return set;
    }

    private static Shape shape(TextSource src, int ln, Statements.Token t) {
        List<Shape.Offset> cells = new ArrayList<>();
        String[] rows = t.text().split("/", -1);
        int col = t.col();
        for (int y = 0; y < rows.length; y++) {
            String row = rows[y];
            if (row.isEmpty()) throw src.error(ln, col, "an empty row in the shape");
            for (int x = 0; x < row.length(); x++) {
                char c = row.charAt(x);
                if (c == '#') cells.add(new Shape.Offset(x, y));
                else if (c != '.')
                    throw src.error(
                            ln, col + x, "'" + c + "' in a shape: use '#' for a cell, '.' for none, '/' between rows");
            }
            col += row.length() + 1;
        }
        if (cells.isEmpty()) throw src.error(ln, t.col(), "the shape has no cells");
        Shape s = new Shape(cells);
        if (s.width() > MAX_SIDE || s.height() > MAX_SIDE) {
            throw src.error(ln, t.col(), "a block may span at most " + MAX_SIDE + " holes each way");
        }
        if (!s.connected()) throw src.error(ln, t.col(), "the cells of a block must join side to side");
        return s;
    }

    /** The bundled default set, {@code templates/bridgewars/blocks.txt}. */
    public static BlockSet standard() {
        return parse(Templates.read("bridgewars/blocks.txt"));
    }
}
