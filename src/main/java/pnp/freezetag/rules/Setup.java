package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.grid.Cell;
import pnp.grid.Side;

/**
 * The starting position. Each player's six pyramids stand on the middle three squares of their
 * starting edge as three stacks of two: the mediums in the centre square, the smalls on the square
 * to the player's left, the larges on the square to their right (left and right as seen from the
 * player's seat). Seats go clockwise round the board from the south edge: S, W, N, E.
 */
public final class Setup {
    /** The default colours, in seat order. */
    public static final List<String> COLOURS = List.of("red", "yellow", "green", "blue");

    private Setup() {}

    /** The starting edges for 1 to 4 players; two players sit across (S, N) or catty-corner (S, W). */
    public static List<Side> seats(int players, boolean across) {
        return switch (players) {
            case 1 -> List.of(Side.S);
            case 2 -> across ? List.of(Side.S, Side.N) : List.of(Side.S, Side.W);
            case 3 -> List.of(Side.S, Side.W, Side.N);
            case 4 -> List.of(Side.S, Side.W, Side.N, Side.E);
            default -> throw new IllegalArgumentException("Freeze Tag takes 1 to 4 players, not " + players);
        };
    }

    /** Players with the given colours on the seats; letters are the first unused letter of each colour. */
    public static List<Player> players(List<String> colours, boolean across) {
        List<Side> seats = seats(colours.size(), across);
        List<Player> out = new ArrayList<>();
        List<Character> used = new ArrayList<>();
        for (int i = 0; i < colours.size(); i++) {
            String colour = colours.get(i);
            char letter = 0;
            for (char c : (colour.toUpperCase(Locale.ROOT) + "ABCDEFGHIJKLMNOPQRSTUVWXYZ").toCharArray()) {
                if (c >= 'A' && c <= 'Z' && !used.contains(c)) {
                    letter = c;
                    break;
                }
            }
            used.add(letter);
            out.add(new Player(letter, colour, seats.get(i)));
        }
        return out;
    }

    /** The centre square of an edge. */
    public static Cell centre(Side edge) {
        int mid = Board.SIZE / 2;
        return switch (edge) {
            case N -> new Cell(mid, 0);
            case S -> new Cell(mid, Board.SIZE - 1);
            case W -> new Cell(0, mid);
            case E -> new Cell(Board.SIZE - 1, mid);
        };
    }

    /** The starting position for these players. */
    public static Position position(List<Player> players) {
        Position pos = Position.empty(players);
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            Cell mid = centre(p.start());
            Side left = p.leftHand();
            Cell smalls = mid.step(left, Board.SIZE, Board.SIZE).orElseThrow();
            Cell larges = mid.step(left.opposite(), Board.SIZE, Board.SIZE).orElseThrow();
            for (int k = 0; k < 2; k++) {
                pos = pos.push(mid, new Piece(i, Size.M))
                        .push(smalls, new Piece(i, Size.S))
                        .push(larges, new Piece(i, Size.L));
            }
        }
        return pos;
    }
}
