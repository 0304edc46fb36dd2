package pnp.penguins.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.penguins.model.Board;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Domino;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;
import pnp.penguins.model.Penguin;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;
import pnp.random.Rng;

/**
 * Seeded layouts and setups. Everything random comes from one {@link Rng} in a fixed order:
 * (1) with a random shape, the tiling flips; (2) the deal of the dominoes into the slots;
 * (3) the first player; (4) the nest rolls; (5) the buddy placements.
 */
public final class Generator {
    /** Empty squares left around the layout on the board's grid, room for dominoes moved off the edge. */
    public static final int MARGIN = 2;
    /** The players' names in seating order, clockwise. */
    public static final List<String> COLOURS = List.of("red", "blue", "green", "yellow");

    private Generator() {}

    /**
     * A random domino tiling of the same region as {@code layout}: a long random walk of "flips",
     * each turning two parallel dominoes that fill a 2x2 block by a quarter turn. Flips connect all
     * tilings of a region without holes, and the walk's stationary distribution is uniform;
     * after {@code 40 x squares} attempts it is well mixed for boards of this size.
     */
    public static Layout randomShape(Layout layout, Rng rng) {
        Map<Cell, Cell> partner = new HashMap<>();
        for (Layout.Slot s : layout.slots()) {
            partner.put(s.a(), s.b());
            partner.put(s.b(), s.a());
        }
        List<Cell> squares = layout.squares();
        int attempts = 40 * squares.size();
        for (int k = 0; k < attempts; k++) {
            Cell tl = squares.get(rng.nextInt(squares.size()));
            if (tl.col() + 1 >= 26) continue;
            Cell tr = new Cell(tl.col() + 1, tl.row());
            Cell bl = new Cell(tl.col(), tl.row() + 1);
            Cell br = new Cell(tl.col() + 1, tl.row() + 1);
            if (tr.equals(partner.get(tl)) && br.equals(partner.get(bl))) {
                // two horizontals -> two verticals
                pair(partner, tl, bl);
                pair(partner, tr, br);
            } else if (bl.equals(partner.get(tl)) && br.equals(partner.get(tr))) {
                pair(partner, tl, tr);
                pair(partner, bl, br);
            }
        }
        Set<Cell> done = new TreeSet<>();
        List<Layout.Slot> slots = new ArrayList<>();
        for (Cell c : squares) {
            if (done.contains(c)) continue;
            Cell o = partner.get(c);
            done.add(c);
            done.add(o);
            slots.add(new Layout.Slot(c, o));
        }
        return new Layout(layout.name() + " (random shape)", layout.set(), layout.cols(), layout.rows(), slots);
    }

    private static void pair(Map<Cell, Cell> partner, Cell a, Cell b) {
        partner.put(a, b);
        partner.put(b, a);
    }

    /** Deals every domino of the set into the layout's slots, each exactly once, each turned either way. */
    public static Board deal(Layout layout, Rng rng) {
        List<Domino> dominoes = layout.set().dominoes();
        if (dominoes.size() != layout.slots().size()) {
            throw new IllegalArgumentException(
                    layout.name() + " has " + layout.slots().size() + " slots for " + dominoes.size() + " dominoes");
        }
        rng.shuffle(dominoes);
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < dominoes.size(); i++) {
            Layout.Slot s = layout.slots().get(i);
            Domino d = dominoes.get(i);
            boolean flip = rng.nextBoolean();
            Cell a = shift(s.a());
            Cell b = shift(s.b());
            placed.add(flip ? new Placed(a, d.high(), b, d.low()) : new Placed(a, d.low(), b, d.high()));
        }
        return new Board(layout.cols() + 2 * MARGIN, layout.rows() + 2 * MARGIN, placed);
    }

    private static Cell shift(Cell c) {
        return new Cell(c.col() + MARGIN, c.row() + MARGIN);
    }

    /** Where each buddy token was placed and by whom, for the setup card. */
    public record Placement(TokenId token, String placedBy, Cell square) {}

    /** A setup: the state, plus the nest rolls and buddy placements as they happened. */
    public record Setup(State state, List<String> nestRolls, List<Placement> placements) {}

    /**
     * The setup for {@code players} players: a random first player (the turn order then runs
     * clockwise round the seats red, blue, green, yellow), each player's nest from a roll of two
     * dice rerolled while it names a nest already taken, each player's two buddies handed to the
     * two players on the left (both to the opponent with two players), and the tokens placed in
     * turn from the first player, each on a random vacant square.
     */
    public static Setup setup(DominoSet set, Board board, int players, Rng rng) {
        List<String> seats = COLOURS.subList(0, players);
        int first = rng.nextInt(players);
        List<String> order = new ArrayList<>();
        for (int i = 0; i < players; i++) order.add(seats.get((first + i) % players));
        Map<String, Domino> nests = new LinkedHashMap<>();
        List<String> rolls = new ArrayList<>();
        for (String p : order) {
            StringBuilder log = new StringBuilder(p + ":");
            while (true) {
                int a = rng.roll(set.dieFaces());
                int b = rng.roll(set.dieFaces());
                Domino d = Domino.of(a, b);
                log.append(' ').append(a).append('+').append(b);
                if (!nests.containsValue(d)) {
                    nests.put(p, d);
                    break;
                }
                log.append(" (taken, reroll)");
            }
            rolls.add(log.toString());
        }
        List<Penguin> penguins = new ArrayList<>();
        for (String p : order) penguins.add(new Penguin(p, null, false, null));
        // hand out: player i's token 1 to the next player clockwise, token 2 to the one after
        Map<String, List<TokenId>> held = new LinkedHashMap<>();
        for (String p : order) held.put(p, new ArrayList<>());
        for (int i = 0; i < players; i++) {
            String owner = order.get(i);
            for (int n = 1; n <= 2; n++) {
                int to = players == 1 ? 0 : (i + (players == 2 ? 1 : n)) % players;
                held.get(order.get(to)).add(new TokenId(owner, n));
            }
        }
        State noBuddies = new State(set, board, order, nests, penguins, List.of());
        Set<Cell> taken = new TreeSet<>();
        for (Penguin p : penguins) taken.addAll(noBuddies.squaresOf(p));
        List<Buddy> buddies = new ArrayList<>();
        List<Placement> placements = new ArrayList<>();
        boolean any = true;
        while (any) {
            any = false;
            for (String p : order) {
                List<TokenId> hand = held.get(p);
                if (hand.isEmpty()) continue;
                any = true;
                TokenId t = hand.remove(0);
                List<Cell> vacant = new ArrayList<>(board.squares());
                vacant.removeAll(taken);
                Cell c = rng.pick(vacant);
                taken.add(c);
                buddies.add(new Buddy(t, c));
                placements.add(new Placement(t, p, c));
            }
        }
        buddies.sort((x, y) -> {
            int c = Integer.compare(order.indexOf(x.owner()), order.indexOf(y.owner()));
            return c != 0 ? c : Integer.compare(x.id().number(), y.id().number());
        });
        return new Setup(new State(set, board, order, nests, penguins, buddies), rolls, placements);
    }
}
