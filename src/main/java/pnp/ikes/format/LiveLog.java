package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.LiveSheet;
import pnp.ikes.model.LiveStep;
import pnp.ikes.model.Move;
import pnp.ikes.model.Sheet;
import pnp.io.Lexer;
import pnp.io.Line;
import pnp.io.TextSource;
import pnp.io.Word;
import pnp.random.Seeds;

/**
 * The {@code .ikeslog} of one player's live game at a table: {@code live N} first (the table's seed),
 * the player's {@code entrance CELL [SIDE]} and {@code exit CELL [SIDE]}, then the turns in order: the
 * dice the player played as {@code roll LIGHT DARK}, the roller's own rerolls as {@code reroll light|dark
 * FACE}, and the move that ended the turn, written as in a solo log ({@code tile ...}, {@code cafeteria
 * A B}, {@code stop}). The doors may come anywhere before the first tile or cafeteria. Parsed into a
 * {@link LiveSheet}, which the solo rules replay.
 *
 * @param at where each step of the sheet was written, in order, to point at a step the rules refuse (the
 *     entry's move is null for a roll)
 */
public record LiveLog(String source, LiveSheet sheet, List<MoveLog.Entry> at) {
    public LiveLog {
        at = List.copyOf(at);
    }

    /** Whether the text's first statement is {@code live}: a live game's log rather than a solo one. */
    public static boolean isLive(TextSource src) {
        List<Line> statements = Lexer.statements(src);
        return !statements.isEmpty() && statements.get(0).words().get(0).is("live");
    }

    public static LiveLog parse(TextSource src) {
        List<Line> statements = Lexer.statements(src);
        if (statements.isEmpty()) throw src.error(src.lastLine(), 1, "the log is empty: it needs 'live N' first");
        Line first = statements.get(0);
        List<Word> head = first.words();
        if (!head.get(0).is("live") || head.size() != 2) {
            throw src.error(
                    first.number(), head.get(0).column(), "a live game's log starts with 'live N' (the table's seed)");
        }
        long seed = Seeds.parse(head.get(1).text())
                .orElseThrow(() -> src.error(
                        first.number(), head.get(1).column(), "the seed is a whole number from 0 to " + Seeds.MAX));
        CellSide entrance = null;
        CellSide exit = null;
        boolean drew = false;
        int[] dice = null;
        List<LiveStep> steps = new ArrayList<>();
        List<MoveLog.Entry> at = new ArrayList<>();
        for (Line line : statements.subList(1, statements.size())) {
            List<Word> t = line.words();
            int ln = line.number();
            Word kw = t.get(0);
            if (kw.is("entrance") || kw.is("exit")) {
                if ((kw.is("entrance") ? entrance : exit) != null)
                    throw src.error(kw, "the " + kw.lower() + " is named once");
                if (drew) throw src.error(kw, "the doors are drawn before the first tile or cafeteria");
                CellSide door = door(src, t);
                if (kw.is("entrance")) entrance = door;
                else exit = door;
                continue;
            }
            LiveStep step;
            MoveLog.Entry where = new MoveLog.Entry(null, null, ln, columns(kw));
            if (kw.is("roll")) {
                if (t.size() != 3) throw src.error(kw, "expected 'roll LIGHT DARK', two die faces 1-6");
                dice = new int[] {face(src, t.get(1)), face(src, t.get(2))};
                step = new LiveStep.Rolled(dice[0], dice[1]);
            } else if (kw.is("reroll")) {
                if (t.size() != 3 || !(t.get(1).is("light") || t.get(1).is("dark"))) {
                    throw src.error(kw, "expected 'reroll light FACE' or 'reroll dark FACE' in a live game's log");
                }
                int f = face(src, t.get(2));
                boolean lightDie = t.get(1).is("light");
                if (dice != null) dice[lightDie ? 0 : 1] = f;
                step = new LiveStep.Rerolled(lightDie, f);
                where = new MoveLog.Entry(new Move.Reroll(lightDie), null, ln, columns(kw));
            } else if (kw.is("live")) {
                throw src.error(kw, "the seed is named once, on the first line");
            } else {
                MoveLog.Entry e = MoveLog.move(src, ln, t);
                if (e.move() instanceof Move.Reroll) {
                    throw src.error(kw, "expected 'reroll light FACE' or 'reroll dark FACE' in a live game's log");
                }
                if (e.tileId() != null && dice != null && !e.tileId().equals(dice[0] + "-" + dice[1])) {
                    throw src.error(
                            t.get(1),
                            "the dice show " + dice[0] + " and " + dice[1] + ", so the tile is " + dice[0] + "-"
                                    + dice[1] + ", not " + e.tileId());
                }
                drew |= !(e.move() instanceof Move.Stop);
                step = new LiveStep.Played(e.move());
                where = e;
            }
            steps.add(step);
            at.add(where);
        }
        if ((entrance == null) != (exit == null)) {
            throw src.error(
                    src.lastLine(),
                    1,
                    "the log names " + (entrance == null ? "an exit but no entrance" : "an entrance but no exit"));
        }
        return new LiveLog(src.name(), new LiveSheet(seed, entrance, exit, steps), at);
    }

    /** Every part of a roll or reroll points at its first word. */
    private static int[] columns(Word kw) {
        int[] cols = new int[IllegalMoveException.Part.values().length];
        cols[0] = kw.column();
        return cols;
    }

    private static CellSide door(TextSource src, List<Word> t) {
        Word kw = t.get(0);
        if (t.size() < 2 || t.size() > 3) throw src.error(kw, "expected '" + kw.lower() + " CELL [SIDE]', e.g. A4 W");
        Word cw = t.get(1);
        Cell cell = Cell.parse(cw.text(), Sheet.SIZE, Sheet.SIZE)
                .orElseThrow(() -> src.error(cw, "expected an edge space A1..G7, found '" + cw.text() + "'"));
        Optional<Side> side = Optional.empty();
        if (t.size() == 3) {
            Word sw = t.get(2);
            side = Optional.of(Side.parse(sw.text())
                    .orElseThrow(() -> src.error(sw, "expected a side N, E, S or W, found '" + sw.text() + "'")));
        }
        DoorwayText.Resolved r = DoorwayText.resolve(cell, side);
        return r.doorway()
                .orElseThrow(() -> src.error(
                        cw,
                        switch (r.fault()) {
                            case INSIDE -> cell + " is not an edge space: a door goes in the building's outer wall";
                            case CORNER -> cell + " is a corner: name its side, " + DoorwayText.outerSides(cell);
                            case NOT_OUTER ->
                                "that side of " + cell + " is not on the outer wall: use "
                                        + DoorwayText.outerSides(cell);
                        }));
    }

    private static int face(TextSource src, Word w) {
        if (!w.text().matches("[1-6]")) throw src.error(w, "expected a die face 1-6, found '" + w.text() + "'");
        return Integer.parseInt(w.text());
    }

    /** The log of {@code sheet}, with the tile id on each tile line and {@code comment} as leading comments. */
    public static String write(LiveSheet sheet, String comment) {
        StringBuilder b = new StringBuilder();
        if (comment != null)
            for (String l : comment.split("\n")) b.append("# ").append(l).append('\n');
        b.append("live ").append(sheet.seed()).append('\n');
        if (sheet.hasDoors()) {
            b.append("entrance ").append(sheet.entrance()).append('\n');
            b.append("exit ").append(sheet.exit()).append('\n');
        }
        int[] dice = {0, 0};
        for (LiveStep s : sheet.steps()) {
            if (s instanceof LiveStep.Rolled r) {
                dice = new int[] {r.light(), r.dark()};
                b.append("roll ").append(r.light()).append(' ').append(r.dark());
            } else if (s instanceof LiveStep.Rerolled r) {
                dice[r.light() ? 0 : 1] = r.face();
                b.append("reroll ").append(r.light() ? "light " : "dark ").append(r.face());
            } else {
                Move m = ((LiveStep.Played) s).move();
                String line = m.toString();
                if (m instanceof Move.PlaceTile) line = "tile " + dice[0] + "-" + dice[1] + line.substring(4);
                b.append(line);
            }
            b.append('\n');
        }
        return b.toString();
    }
}
