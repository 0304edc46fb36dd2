package pnp.penguins.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.penguins.Boards;
import pnp.penguins.format.Layouts;
import pnp.penguins.format.StateFormat;
import pnp.penguins.model.Board;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Domino;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.random.Rng;

class GeneratorTest {
    private static Layout layout(DominoSet set) {
        return Layouts.builtIn(set);
    }

    @ParameterizedTest
    @EnumSource(DominoSet.class)
    void theBuiltInLayoutsFitTheirSets(DominoSet set) {
        Layout l = layout(set);
        // double-six: 28 slots, 8 x 7 = 56 squares; double-nine: 55 slots, 10 x 11 = 110 squares
        assertEquals(set.size(), l.slots().size());
        assertEquals(set == DominoSet.DOUBLE_SIX ? 8 : 10, l.cols());
        assertEquals(set == DominoSet.DOUBLE_SIX ? 7 : 11, l.rows());
        assertEquals(l.cols() * l.rows(), l.squares().size());
    }

    @Test
    void theDoubleNineLayoutExtendsTheCompactOneSymmetrically() {
        Layout six = layout(DominoSet.DOUBLE_SIX);
        Layout nine = layout(DominoSet.DOUBLE_NINE);
        Set<Layout.Slot> big = new HashSet<>(nine.slots());
        // the compact layout sits in the middle: columns B-I, rows 3-9
        for (Layout.Slot s : six.slots()) {
            assertTrue(
                    big.contains(new Layout.Slot(
                            new Cell(s.a().col() + 1, s.a().row() + 2), new Cell(s.b().col() + 1, s.b().row() + 2))),
                    s.toString());
        }
        // left-right mirror image of every slot is a slot
        for (Layout.Slot s : nine.slots()) {
            Layout.Slot m =
                    new Layout.Slot(new Cell(9 - s.a().col(), s.a().row()), new Cell(9 - s.b().col(), s.b().row()));
            assertTrue(big.contains(m), s + " has no mirror image");
        }
    }

    private static List<Domino> dominoesOf(Board b) {
        List<Domino> all = new ArrayList<>();
        for (Placed p : b.dominoes()) all.add(p.domino());
        all.sort(null);
        return all;
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 2, 42, 123456, 999_999_999_999L})
    void aLayoutUsesEachDominoExactlyOnce(long seed) {
        for (DominoSet set : DominoSet.values()) {
            for (boolean random : new boolean[] {false, true}) {
                Board b = NewGame.deal(layout(set), random, 0, seed).state().board();
                assertEquals(set.dominoes(), dominoesOf(b), set + " random=" + random);
            }
        }
    }

    @Test
    void sameSeedSameLayoutDifferentSeedsDiffer() {
        String a = StateFormat.write(
                NewGame.deal(layout(DominoSet.DOUBLE_SIX), false, 3, 7).state());
        String b = StateFormat.write(
                NewGame.deal(layout(DominoSet.DOUBLE_SIX), false, 3, 7).state());
        String c = StateFormat.write(
                NewGame.deal(layout(DominoSet.DOUBLE_SIX), false, 3, 8).state());
        assertEquals(a, b);
        assertNotEquals(a, c);
        Set<String> many = new HashSet<>();
        for (long s = 0; s < 50; s++)
            many.add(StateFormat.write(
                    NewGame.deal(layout(DominoSet.DOUBLE_SIX), false, 0, s).state()));
        assertEquals(50, many.size());
    }

    @Test
    void aRandomShapeTilesTheSameRegion() {
        Layout base = layout(DominoSet.DOUBLE_NINE);
        Set<Set<Layout.Slot>> shapes = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            Layout r = Generator.randomShape(base, new Rng(seed));
            assertEquals(base.squares(), r.squares(), "same region");
            assertEquals(base.slots().size(), r.slots().size());
            for (Layout.Slot s : r.slots()) assertTrue(s.a().adjacentTo(s.b()));
            shapes.add(new HashSet<>(r.slots()));
        }
        assertFalse(shapes.contains(new HashSet<>(base.slots())), "the walk moved away from the start");
        assertEquals(20, shapes.size());
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void setupNestsAreDistinctAndBuddiesLieOnVacantSquares(int players) {
        for (long seed = 0; seed < 200; seed++) {
            for (DominoSet set : DominoSet.values()) {
                NewGame m = NewGame.deal(layout(set), false, players, seed);
                State s = m.state();
                assertEquals(players, s.players().size());
                assertEquals(players, new HashSet<>(s.nests().values()).size(), "nests distinct");
                for (Domino d : s.nests().values()) {
                    // rolled with dice 1..top: never a blank
                    assertTrue(d.low() >= 1 && d.high() <= set.dieFaces(), d.toString());
                }
                Set<Cell> used = new HashSet<>();
                for (Penguin p : s.penguins()) {
                    assertTrue(p.atNest());
                    used.addAll(s.squaresOf(p));
                }
                assertEquals(2 * players, s.buddies().size());
                for (Buddy b : s.buddies()) {
                    assertFalse(b.carried());
                    assertTrue(s.board().isSquare(b.square()));
                    assertTrue(used.add(b.square()), "buddy on a vacant square: " + b);
                }
                // who placed what: never one's own token; with 2 players the opponent places both
                for (Generator.Placement pl : m.setup().placements()) {
                    assertNotEquals(pl.token().owner(), pl.placedBy());
                }
                // the state reads back the same
                assertEquals(StateFormat.write(s), StateFormat.write(Boards.parse(StateFormat.write(s))));
            }
        }
    }

    @Test
    void buddiesGoToThePlayersOnTheLeft() {
        // 4 players: order is clockwise from the first player; player i's buddy 1 is placed by
        // player i+1 and buddy 2 by player i+2.
        NewGame m = NewGame.deal(layout(DominoSet.DOUBLE_SIX), false, 4, 11);
        List<String> order = m.state().players();
        for (Generator.Placement pl : m.setup().placements()) {
            int owner = order.indexOf(pl.token().owner());
            assertEquals(order.get((owner + pl.token().number()) % 4), pl.placedBy(), pl.toString());
        }
        // placed in rounds from the first player: the first four placements are by the players in order
        assertEquals(
                order,
                m.setup().placements().subList(0, 4).stream()
                        .map(Generator.Placement::placedBy)
                        .toList());
        // seats run red, blue, green, yellow clockwise: the order is a rotation of them
        int first = Generator.COLOURS.indexOf(order.get(0));
        for (int i = 0; i < 4; i++) assertEquals(Generator.COLOURS.get((first + i) % 4), order.get(i));
    }
}
