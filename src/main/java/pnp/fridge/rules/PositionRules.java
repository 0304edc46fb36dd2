package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Cross;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Point;
import pnp.fridge.model.Position;
import pnp.fridge.model.Ref;
import pnp.fridge.model.Ref.Part;
import pnp.fridge.model.Violation;

/**
 * The rules a final position must keep as a whole: the number of players, colours named by
 * {@code @COLOR} and {@code cross}, each player's network (connected, from a 1-inch bar at the
 * base, the acceleration rule) and the junctions crossed. Returns every objection with the part
 * of the position it concerns; O(bars + crosses) per player plus one graph search each.
 */
public final class PositionRules {
    private final Position position;
    private final List<Violation> found = new ArrayList<>();

    private PositionRules(Position position) {
        this.position = position;
    }

    public static List<Violation> check(Position position) {
        PositionRules r = new PositionRules(position);
        r.players();
        for (int i = 0; i < position.players().size(); i++) {
            PlayerBlock p = position.players().get(i);
            r.colorsNamed(i, p);
            r.network(i, p);
            r.crossings(i, p);
        }
        return List.copyOf(r.found);
    }

    private void add(Ref at, String reason) {
        found.add(new Violation(at, reason));
    }

    private void players() {
        int n = position.players().size();
        if (n == 0) {
            add(Ref.WHOLE, "no players: a position starts with a 'player COLOR' line, one for each of 2 to 4 players");
        } else if (n < Position.MIN_PLAYERS) {
            add(
                    Ref.player(0),
                    "only one player (" + position.players().get(0).color() + "): a game has 2 to 4 players");
        }
    }

    private void colorsNamed(int pi, PlayerBlock p) {
        List<String> colors = position.colors();
        for (int b = 0; b < p.bars().size(); b++) {
            Bar bar = p.bars().get(b);
            otherBase(p, bar.from(), new Ref(Part.BAR_FROM, pi, b), colors);
            otherBase(p, bar.to(), new Ref(Part.BAR_TO, pi, b), colors);
        }
        for (int c = 0; c < p.crosses().size(); c++) {
            Cross cross = p.crosses().get(c);
            Ref at = new Ref(Part.CROSS_COLOR, pi, c);
            if (cross.color().equals(p.color())) {
                add(at, p.color() + " cannot cross its own bars; name an opponent's colour");
            } else if (!colors.contains(cross.color())) {
                add(at, "no player " + cross.color() + " in this game (players: " + String.join(", ", colors) + ")");
            }
        }
    }

    private void otherBase(PlayerBlock p, Point point, Ref at, List<String> colors) {
        if (point.isJunction()) {
            colourJunction(p, point, at, colors);
            return;
        }
        if (!point.isOtherBase()) return;
        String c = point.baseColor();
        if (c.equals(p.color())) {
            add(at, point + " is " + p.color() + "'s own base; write " + Point.BASE);
        } else if (!colors.contains(c)) {
            add(
                    at,
                    "no player " + c + " in this game, so no base " + point + " (players: " + String.join(", ", colors)
                            + ")");
        }
    }

    /** A junction named like a colour in play reads as a lost {@code @}: an error, not a guess. */
    private void colourJunction(PlayerBlock p, Point junction, Ref at, List<String> colors) {
        String c = junction.name().toLowerCase(Locale.ROOT);
        if (!colors.contains(c)) return;
        String meant =
                c.equals(p.color()) ? Point.BASE_WORD + " for " + c + "'s own base" : "@" + c + " for " + c + "'s base";
        add(
                at,
                "junction " + junction + " is named like the colour " + c + " in play; write " + meant
                        + ", or give the junction another name");
    }

    private void network(int pi, PlayerBlock p) {
        if (p.bars().isEmpty()) return;
        boolean start = p.bars().stream().anyMatch(b -> b.length() == 1 && b.touches(Point.BASE));
        if (!start) {
            add(
                    new Ref(Part.BAR, pi, 0),
                    p.color() + " has bars but no 1-inch bar touching its base; "
                            + "the first bar is a 1-inch bar from base");
        } else {
            Graph<Point, Bar> g = Network.of(p);
            Set<Point> main = Network.reachable(g, Point.BASE);
            for (Bar b : p.bars()) {
                if (!main.contains(b.from())) {
                    add(
                            new Ref(Part.BAR_FROM, pi, b.number()),
                            "bar " + b.label() + " is not connected to " + p.color()
                                    + "'s base; a player's bars form one network from its base");
                    break;
                }
            }
        }
        acceleration(pi, p);
    }

    /** No junction is touched by both a 1-inch and a 4-inch bar. */
    private void acceleration(int pi, PlayerBlock p) {
        Map<Point, Bar> firstOne = new HashMap<>();
        Map<Point, Bar> firstFour = new HashMap<>();
        for (Bar b : p.bars()) {
            for (Point end : List.of(b.from(), b.to())) {
                if (!end.isJunction()) continue;
                Ref at = new Ref(end.equals(b.from()) ? Part.BAR_FROM : Part.BAR_TO, pi, b.number());
                Bar clash = b.length() == 1 ? firstFour.get(end) : b.length() == 4 ? firstOne.get(end) : null;
                if (clash != null) {
                    add(
                            at,
                            "junction " + end + " is touched by a 1-inch and a 4-inch bar (" + clash.length()
                                    + "-inch bar " + clash.label()
                                    + "); a 1-inch bar cannot share a marker with a 4-inch bar");
                }
                if (b.length() == 1) firstOne.putIfAbsent(end, b);
                if (b.length() == 4) firstFour.putIfAbsent(end, b);
            }
        }
    }

    private void crossings(int pi, PlayerBlock p) {
        for (int c = 0; c < p.crosses().size(); c++) {
            Cross cross = p.crosses().get(c);
            PlayerBlock other = position.player(cross.color()).orElse(null);
            if (other == null || other.color().equals(p.color())) continue; // reported by colorsNamed
            if (!cross.breaks()) {
                if (other.bars().size() < 2) {
                    add(
                            new Ref(Part.CROSS_COLOR, pi, c),
                            cross.color() + " has " + other.bars().size()
                                    + " bar(s); crossing means passing between two of its bars");
                }
                continue;
            }
            long touching = other.bars().stream()
                    .filter(b -> b.touches(cross.junction()))
                    .count();
            Ref at = new Ref(Part.CROSS_JUNCTION, pi, c);
            if (touching == 0) {
                add(at, cross.color() + " has no junction " + cross.junction());
            } else if (touching < 2) {
                add(
                        at,
                        cross.color() + " has only one bar at junction " + cross.junction()
                                + "; passing through a junction means passing between two of its bars");
            }
        }
    }
}
