package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.Tile;

/**
 * The turn rules of solo Ike's as pure functions: {@link #apply} checks a move and returns the new
 * position, or throws {@link IllegalMoveException} with a reason a player understands. Readings
 * chosen where the rules are silent are listed in {@code seeds/ikes.md}.
 */
public final class Rules {
    /** At most this many cafeterias over a game. */
    public static final int MAX_CAFETERIAS = 2;
    /** Coins a "gain coins" reward gives. */
    public static final int REWARD_COINS = 2;

    private Rules() {}

    /** Checks {@code move} against {@code p} and returns the position after it. */
    public static Position apply(Position p, Move move) {
        if (p.stopped) throw new IllegalMoveException("the game is over: you already stopped");
        if (p.over()) {
            throw new IllegalMoveException(
                    "the game is over: all " + p.challenge.turns() + " turns of the challenge are played");
        }
        if (move instanceof Move.Reroll r) return reroll(p, r.light());
        if (move instanceof Move.PlaceTile t) return placeTile(p, t);
        if (move instanceof Move.PlaceCafeteria c) return placeCafeteria(p, c.a(), c.b());
        if (move instanceof Move.Stop) return stop(p);
        throw new IllegalStateException("a move of no known kind: " + move);
    }

    private static Position reroll(Position p, boolean light) {
        String die = light ? "light" : "dark";
        if (p.coins < 1)
            throw new IllegalMoveException("no coin left: a reroll of the " + die + " die costs 1 coin and you have 0");
        int used = light ? p.lightUsed : p.darkUsed;
        if (used >= p.challenge.reserveSize(light)) {
            throw new IllegalMoveException("the " + die + " die's reroll reserve is used up (all "
                    + p.challenge.reserveSize(light) + " values taken)");
        }
        Position q = p.copy();
        q.coins--;
        if (light) {
            q.light = p.challenge.reserve(true, used);
            q.lightUsed++;
        } else {
            q.dark = p.challenge.reserve(false, used);
            q.darkUsed++;
        }
        return q;
    }

    private static Position stop(Position p) {
        Position q = p.copy();
        q.stopped = true;
        return q;
    }

    private static void endTurn(Position q) {
        q.turn++;
        q.rollForTurn();
    }

    private static Position placeCafeteria(Position p, Cell a, Cell b) {
        if (p.cafeCount >= MAX_CAFETERIAS) {
            throw new IllegalMoveException("you already drew " + MAX_CAFETERIAS + " cafeterias; no more are allowed");
        }
        if (!a.adjacentTo(b))
            throw new IllegalMoveException(
                    IllegalMoveException.Part.SECOND,
                    "a cafeteria covers two spaces side by side; " + a + " and " + b + " do not touch");
        for (Cell c : new Cell[] {a, b}) {
            String taken = taken(p, Board.index(c));
            if (taken != null) {
                throw new IllegalMoveException(
                        c.equals(a) ? IllegalMoveException.Part.ANCHOR : IllegalMoveException.Part.SECOND,
                        "the cafeteria does not fit at " + a + " " + b + ": " + c + " " + taken);
            }
        }
        Position q = p.copy();
        q.space[Board.index(a)] = Board.CAFETERIA;
        q.space[Board.index(b)] = Board.CAFETERIA;
        q.cafes[2 * q.cafeCount] = Board.index(a);
        q.cafes[2 * q.cafeCount + 1] = Board.index(b);
        q.cafeCount++;
        endTurn(q);
        return q;
    }

    /** Why space {@code i} is not empty ("is taken by a tile"), or null when it is empty. */
    private static String taken(Position p, int i) {
        return switch (p.space[i]) {
            case Board.EMPTY -> null;
            case Board.CAFETERIA -> "is taken by a cafeteria";
            case Board.OCCUPIED -> "is taken";
            default -> "is taken (display " + p.space[i] + ")";
        };
    }

    /** The spaces the current tile would cover with its anchor on {@code anchor}, or a reason it does not fit. */
    public static List<Cell> footprint(Position p, Cell anchor) {
        Tile t = p.tile();
        int oc = anchor.col() - t.anchor().col();
        int or = anchor.row() - t.anchor().row();
        List<Cell> out = new ArrayList<>();
        for (Cell s : t.spaces()) {
            int c = oc + s.col();
            int r = or + s.row();
            if (!Board.inside(c, r)) {
                String edge = r >= Board.SIZE ? "bottom" : r < 0 ? "top" : c >= Board.SIZE ? "right" : "left";
                throw new IllegalMoveException(
                        IllegalMoveException.Part.ANCHOR,
                        "tile " + t.id() + " does not fit at " + anchor + ": it would reach past the " + edge
                                + " edge of the sheet");
            }
            out.add(new Cell(c, r));
        }
        return out;
    }

    private static Position placeTile(Position p, Move.PlaceTile m) {
        Tile t = p.tile();
        List<Cell> cells = footprint(p, m.anchor());
        for (Cell c : cells) {
            String taken = taken(p, Board.index(c));
            if (taken != null)
                throw new IllegalMoveException(
                        IllegalMoveException.Part.ANCHOR,
                        "tile " + t.id() + " does not fit at " + m.anchor() + ": " + c + " " + taken);
        }
        if (!cells.contains(m.display())) {
            throw new IllegalMoveException(
                    IllegalMoveException.Part.DISPLAY,
                    "the display must go on a space of the tile; " + m.display() + " is not one (tile " + t.id()
                            + " at " + m.anchor() + " covers " + names(cells) + ")");
        }
        if (m.face() != p.light && m.face() != p.dark) {
            throw new IllegalMoveException(
                    IllegalMoveException.Part.FACE,
                    "the display must match a die: the dice show " + p.light + " and " + p.dark + ", not " + m.face());
        }
        Position q = p.copy();
        int oc = m.anchor().col() - t.anchor().col();
        int or = m.anchor().row() - t.anchor().row();
        drawTile(q, t, oc, or);
        int d = Board.index(m.display());
        q.space[d] = (byte) m.face();
        String why = rewardSource(q, d, m.face());
        if (why != null && m.reward() == null) {
            throw new IllegalMoveException("the display at " + m.display() + " earns a reward (" + why
                    + "): add 'reward coins', 'reward door CELL SIDE' or 'reward wall CELL SIDE'");
        }
        if (why == null && m.reward() != null) {
            throw new IllegalMoveException(
                    IllegalMoveException.Part.REWARD,
                    "no reward here: " + m.display() + " has no cafeteria or display " + m.face()
                            + " next to it without a wall between");
        }
        if (m.reward() != null) takeReward(q, m.reward());
        endTurn(q);
        return q;
    }

    /**
     * For search: the position after drawing the current tile with its bounding box's top-left on
     * (oc, or) and a display of {@code face} on space {@code display}, before any reward and before the
     * turn ends. Nothing is checked: the caller generates only legal placements (and a replay of the
     * resulting log checks them again).
     */
    public static Position drawUnchecked(Position p, int oc, int or, int display, int face) {
        Position q = p.copy();
        drawTile(q, p.tile(), oc, or);
        q.space[display] = (byte) face;
        return q;
    }

    /**
     * For search: the position after drawing the current tile with its bounding box's top-left on
     * (oc, or), every space without a display yet; {@link #withDisplay} then puts one display on a
     * copy (which shares this drawing's open sides). Nothing is checked.
     */
    public static Position drawUnchecked(Position p, int oc, int or) {
        Position q = p.copy();
        drawTile(q, p.tile(), oc, or);
        return q;
    }

    /** For search: a copy of {@code drawn} with a display of {@code face} on space {@code display}. */
    public static Position withDisplay(Position drawn, int display, int face) {
        Position q = drawn.copy();
        q.space[display] = (byte) face;
        return q;
    }

    /** For search: takes the reward (or none) and ends the turn, on a copy of {@code q}. */
    public static Position finishTurn(Position q, Move.Reward reward) {
        Position r = q.copy();
        if (reward != null) takeReward(r, reward);
        endTurn(r);
        return r;
    }

    /** Draws the tile's spaces and walls with its bounding box's top-left on (oc, or); no checks. */
    static void drawTile(Position q, Tile t, int oc, int or) {
        for (Cell s : t.spaces()) q.space[(or + s.row()) * Board.SIZE + oc + s.col()] = Board.OCCUPIED;
        for (CellSide w : t.walls()) {
            q.wall[(or + w.cell().row()) * Board.SIZE + oc + w.cell().col()] |=
                    (byte) (1 << w.side().ordinal());
        }
        q.wallsChanged();
    }

    /**
     * Why a display of {@code face} on space {@code d} earns a reward ("next to the cafeteria at E4"),
     * or null when it does not: an orthogonal neighbour that is a cafeteria or holds a display of the
     * same face, with no wall segment lacking a doorway on the shared edge (either space's).
     */
    public static String rewardSource(Position q, int d, int face) {
        for (int s = 0; s < 4; s++) {
            if (!q.open(d, s)) continue;
            int n = Board.neighbour(d, s);
            if (q.space[n] == Board.CAFETERIA) return "next to the cafeteria at " + Board.name(n);
            if (q.space[n] == face) return "next to display " + face + " at " + Board.name(n);
        }
        return null;
    }

    static void takeReward(Position q, Move.Reward reward) {
        if (!(reward instanceof Move.Reward.Coins)) q.wallsChanged();
        if (reward instanceof Move.Reward.Coins) {
            q.coins += REWARD_COINS;
        } else if (reward instanceof Move.Reward.Door door) {
            int i = Board.index(door.cell());
            int s = door.side().ordinal();
            if ((q.wall[i] & (1 << s)) == 0) {
                throw new IllegalMoveException(
                        IllegalMoveException.Part.REWARD,
                        "no wall to punch a doorway in: " + door.cell() + " has no wall segment on its " + door.side()
                                + " side");
            }
            if ((q.wall[i] & (16 << s)) != 0) {
                throw new IllegalMoveException(
                        IllegalMoveException.Part.REWARD,
                        door.cell() + " already has a doorway on its " + door.side() + " side");
            }
            q.wall[i] |= (byte) (16 << s);
        } else if (reward instanceof Move.Reward.Wall w) {
            int i = Board.index(w.cell());
            int s = w.side().ordinal();
            if ((q.wall[i] & (1 << s)) != 0) {
                throw new IllegalMoveException(
                        IllegalMoveException.Part.REWARD,
                        w.cell() + " already has a wall segment on its " + w.side() + " side");
            }
            q.wall[i] |= (byte) (1 << s);
            if (q.space[i] == Board.EMPTY) q.space[i] = Board.OCCUPIED;
        }
    }

    private static String names(List<Cell> cells) {
        StringBuilder b = new StringBuilder();
        for (Cell c : cells) b.append(b.length() == 0 ? "" : " ").append(c.name());
        return b.toString();
    }

    /** Whether the entrance or exit doorway is blocked by a wall segment without a doorway in its space. */
    public static boolean blocked(Position p, Cell cell, Side side) {
        return p.closed(Board.index(cell), side.ordinal());
    }
}
