package pnp.bridgewars.format;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.Shape;
import pnp.io.TextSource;

/**
 * The placement log ({@code .bwlog}). {@code #} starts a comment. First the set-up:
 * {@code corner CORNER LETTER} for each player (2 to 4) in turn order, and optionally
 * {@code rods N}, the rods' height in block layers (default {@value Log#DEFAULT_RODS}). Then one line a
 * turn: {@code LETTER BLOCK ORIENTATION CELL...}, e.g. {@code R L4a r90 b2 c2 d2 b3}: the player, a
 * block of the set, how it lies ({@code r0 r90 r180 r270}, or turned over {@code f0 f90 f180 f270}),
 * and the holes it covers seen from above. A malformed line is bad input (line and column); whether
 * the placement is allowed is for the replay to judge.
 */
public final class LogFormat {
    private LogFormat() {}

    public static Log parse(TextSource src, BlockSet set) {
        List<Claim> claims = new ArrayList<>();
        List<Integer> claimLines = new ArrayList<>();
        Integer rods = null;
        int rodsLine = 0;
        List<Placement> placements = new ArrayList<>();
        List<String> lines = src.lines();
        for (int i = 0; i < lines.size(); i++) {
            int ln = i + 1;
            List<Statements.Token> t = Statements.tokens(Statements.stripComment(lines.get(i)));
            if (t.isEmpty()) continue;
            Statements.Token head = t.get(0);
            boolean setupLine = head.text().equals("corner") || head.text().equals("rods");
            if (setupLine && !placements.isEmpty()) {
                throw src.error(
                        ln, head.col(), "'" + head.text() + "' belongs to the set-up, before the first placement");
            }
            if (head.text().equals("corner")) {
                if (t.size() != 3)
                    throw src.error(ln, head.col(), "expected 'corner CORNER LETTER', e.g. 'corner NW R'");
                Corner corner = Corner.parse(t.get(1).text())
                        .orElseThrow(() -> src.error(
                                ln,
                                t.get(1).col(),
                                "unknown corner '" + t.get(1).text() + "': expected NW, NE, SW or SE"));
                char letter = Statements.playerLetter(src, ln, t.get(2));
                for (int k = 0; k < claims.size(); k++) {
                    if (claims.get(k).corner() == corner) {
                        throw src.error(
                                ln,
                                t.get(1).col(),
                                "corner " + corner + " is claimed twice (already by "
                                        + claims.get(k).letter() + " on line " + claimLines.get(k) + ")");
                    }
                    if (claims.get(k).letter() == letter) {
                        throw src.error(
                                ln,
                                t.get(2).col(),
                                "player " + letter + " already claimed corner "
                                        + claims.get(k).corner() + " on line " + claimLines.get(k));
                    }
                }
                if (claims.size() == Setup.MAX_PLAYERS) throw src.error(ln, head.col(), "at most 4 players");
                claims.add(new Claim(corner, letter));
                claimLines.add(ln);
            } else if (head.text().equals("rods")) {
                if (rods != null)
                    throw src.error(ln, head.col(), "the rods' height was already given on line " + rodsLine);
                if (t.size() != 2)
                    throw src.error(ln, head.col(), "expected 'rods N', the rods' height in block layers");
                rods = number(src, ln, t.get(1));
                rodsLine = ln;
            } else if (head.text().length() == 1
                    && Character.isUpperCase(head.text().charAt(0))) {
                if (claims.size() < Setup.MIN_PLAYERS) {
                    throw src.error(ln, head.col(), "placements follow the set-up, which needs 2 to 4 'corner' lines");
                }
                placements.add(placement(src, ln, t, claims, set));
            } else {
                throw src.error(
                        ln,
                        head.col(),
                        "unknown line '" + head.text()
                                + "': expected 'corner', 'rods' or a placement like 'R L4a r90 b2 c2 d2 b3'");
            }
        }
        if (claims.size() < Setup.MIN_PLAYERS) {
            throw src.error(
                    Math.max(1, lines.size()), 1, "the log needs 2 to 4 'corner CORNER LETTER' lines, one a player");
        }
        return new Log(new Setup(claims), rods == null ? Log.DEFAULT_RODS : rods, placements);
    }

    private static int number(TextSource src, int ln, Statements.Token t) {
        try {
            int n = Integer.parseInt(t.text());
            if (n >= 1 && n <= Log.MAX_RODS) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw src.error(
                ln,
                t.col(),
                "the rods' height is a whole number of block layers from 1 to " + Log.MAX_RODS + ", not '" + t.text()
                        + "'");
    }

    private static Placement placement(
            TextSource src, int ln, List<Statements.Token> t, List<Claim> claims, BlockSet set) {
        char player = t.get(0).text().charAt(0);
        if (claims.stream().noneMatch(c -> c.letter() == player)) {
            throw src.error(
                    ln,
                    t.get(0).col(),
                    "'" + player + "' is no player of this game (players: "
                            + String.join(
                                    ", ",
                                    claims.stream()
                                            .map(c -> String.valueOf(c.letter()))
                                            .toList()) + ")");
        }
        if (t.size() < 4) {
            throw src.error(
                    ln,
                    t.get(t.size() - 1).col(),
                    "expected 'LETTER BLOCK ORIENTATION CELL...', e.g. 'R L4a r90 b2 c2 d2 b3'");
        }
        Statements.Token bt = t.get(1);
        BlockType block = set.find(bt.text())
                .orElseThrow(() -> src.error(
                        ln,
                        bt.col(),
                        "no block '" + bt.text() + "' in the set ("
                                + String.join(
                                        " ",
                                        set.blocks().stream()
                                                .map(BlockType::name)
                                                .toList()) + ")"));
        Statements.Token ot = t.get(2);
        Orientation o = Orientation.parse(ot.text())
                .orElseThrow(() -> src.error(
                        ln,
                        ot.col(),
                        "orientation '" + ot.text()
                                + "': expected r0, r90, r180, r270 or, turned over, f0, f90, f180, f270"));
        List<Hole> cells = new ArrayList<>();
        for (int k = 3; k < t.size(); k++) {
            Statements.Token ct = t.get(k);
            Hole h = Hole.parse(ct.text())
                    .orElseThrow(() ->
                            src.error(ln, ct.col(), "'" + ct.text() + "' is not a hole of the board (a1 to k11)"));
            if (cells.contains(h)) throw src.error(ln, ct.col(), h + " is listed twice");
            cells.add(h);
        }
        Shape wanted = block.shape().oriented(o);
        Shape given = shapeOf(cells);
        if (!given.equals(wanted)) {
            List<String> fits = new ArrayList<>();
            for (Orientation other : Orientation.values()) {
                if (block.shape().oriented(other).equals(given)) fits.add(other.code());
            }
            String hint = fits.isEmpty()
                    ? "they are not " + block.name() + "'s shape ("
                            + block.shape().text() + ") in any orientation"
                    : "they fit orientation " + String.join(" or ", fits);
            throw src.error(
                    ln,
                    t.get(3).col(),
                    "the holes " + cellsText(cells) + " are not " + block.name() + " in orientation " + o.code() + " ("
                            + wanted.text() + "): " + hint);
        }
        return new Placement(player, block.name(), o, cells, ln);
    }

    /** The shape the holes make, seen from above. */
    public static Shape shapeOf(List<Hole> cells) {
        return Shape.of(cells);
    }

    private static String cellsText(List<Hole> cells) {
        return String.join(" ", cells.stream().map(Hole::name).toList());
    }
}
