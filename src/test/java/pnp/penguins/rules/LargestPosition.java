package pnp.penguins.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.Cell;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.Board;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Domino;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

/**
 * The largest move list we could build (issue 13): the whole double-nine set (55 dominoes, the
 * most a board can hold) in the elbow-room layout, the 36 dominoes without a 0 or a 9 dealt into
 * the slots nearest the middle and the 19 others round the edge; red stands in the middle and rolls
 * 9, so nothing near it stops the move (no blank, no 9); red's buddies lie far off (on the board,
 * so every double red ends on lists two buddy moves), the other three players' six tokens lie
 * next to red (every end on one lists it), and the other penguins stand on their nests at the edge.
 */
public final class LargestPosition {
    public static final String PLAYER = "red";
    public static final int ROLL = 9;

    private LargestPosition() {}

    public static State build() {
        Layout layout = Layouts.builtIn(DominoSet.DOUBLE_NINE);
        double cx = (layout.cols() - 1) / 2.0;
        double cy = (layout.rows() - 1) / 2.0;
        Comparator<Layout.Slot> byDistance = Comparator.comparingDouble(s ->
                Math.abs((s.a().col() + s.b().col()) / 2.0 - cx) + Math.abs((s.a().row() + s.b().row()) / 2.0 - cy));
        List<Layout.Slot> slots = new ArrayList<>(layout.slots());
        slots.sort(byDistance);
        List<Domino> order = new ArrayList<>();
        for (Domino d : DominoSet.DOUBLE_NINE.dominoes()) if (!d.shows(0) && !d.shows(9)) order.add(d);
        for (Domino d : DominoSet.DOUBLE_NINE.dominoes()) if (d.shows(0) || d.shows(9)) order.add(d);
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) {
            Layout.Slot s = slots.get(i);
            Domino d = order.get(i);
            placed.add(new Placed(shift(s.a()), d.low(), shift(s.b()), d.high()));
        }
        Board board = new Board(layout.cols() + 4, layout.rows() + 4, placed);
        Cell middle = shift(new Cell((int) cx, (int) cy));
        List<Cell> byRange = new ArrayList<>(board.squares());
        byRange.sort(
                Comparator.comparingInt((Cell c) -> Math.abs(c.col() - middle.col()) + Math.abs(c.row() - middle.row()))
                        .thenComparing(Comparator.naturalOrder()));
        List<String> players = List.of("red", "blue", "green", "yellow");
        Map<String, Domino> nests = new LinkedHashMap<>();
        List<Penguin> penguins = new ArrayList<>();
        nests.put("red", board.at(middle).orElseThrow().domino());
        penguins.add(new Penguin("red", middle, false, null));
        // the three others on the three dominoes farthest from the middle
        int far = byRange.size() - 1;
        for (String p : players.subList(1, 4)) {
            Placed nest = board.at(byRange.get(far)).orElseThrow();
            while (nests.containsValue(nest.domino()))
                nest = board.at(byRange.get(--far)).orElseThrow();
            nests.put(p, nest.domino());
            penguins.add(new Penguin(p, null, false, null));
            far--;
        }
        State noTokens = new State(DominoSet.DOUBLE_NINE, board, players, nests, penguins, List.of());
        List<Cell> free = new ArrayList<>();
        for (Cell c : byRange) if (noTokens.penguinOn(c).isEmpty()) free.add(c);
        List<Buddy> buddies = new ArrayList<>();
        // red's two far off, the other six beside red
        buddies.add(new Buddy(new TokenId("red", 1), free.get(free.size() - 1)));
        buddies.add(new Buddy(new TokenId("red", 2), free.get(free.size() - 2)));
        int k = 0;
        for (String p : players.subList(1, 4)) {
            for (int n = 1; n <= 2; n++) buddies.add(new Buddy(new TokenId(p, n), free.get(k++)));
        }
        return new State(DominoSet.DOUBLE_NINE, board, players, nests, penguins, buddies);
    }

    private static Cell shift(Cell c) {
        return new Cell(c.col() + Generator.MARGIN, c.row() + Generator.MARGIN);
    }
}
