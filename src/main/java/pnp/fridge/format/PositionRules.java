package pnp.fridge.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Cross;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Points;
import pnp.fridge.model.Position;
import pnp.fridge.model.Where;
import pnp.fridge.rules.Network;

/**
 * The validity rules that need the whole file: the number of players, colours named by
 * {@code @COLOR} and {@code cross}, each player's network (connected, from a 1-inch bar at the
 * base, the acceleration rule) and the junctions crossed. The earliest problem in the file wins.
 */
final class PositionRules {
    private record Problem(Where at, String reason) {}

    private final TextSource source;
    private final Position position;
    private final List<Problem> problems = new ArrayList<>();

    private PositionRules(TextSource source, Position position) {
        this.source = source;
        this.position = position;
    }

    static void check(TextSource source, Position position) {
        PositionRules r = new PositionRules(source, position);
        r.players();
        for (PlayerBlock p : position.players()) {
            r.colorsNamed(p);
            r.network(p);
            r.crossings(p);
        }
        r.problems.stream()
                .min(Comparator.comparingInt((Problem q) -> q.at().line()).thenComparingInt(q -> q.at().column()))
                .ifPresent(q -> { throw source.error(q.at().line(), q.at().column(), q.reason()); });
    }

    private void add(Where at, String reason) { problems.add(new Problem(at, reason)); }

    private void players() {
        int n = position.players().size();
        if (n == 0) {
            add(Where.NOWHERE, "no players: a position starts with a 'player COLOR' line, one for each of 2 to 4 players");
        } else if (n < FridgeFormat.MIN_PLAYERS) {
            PlayerBlock only = position.players().get(0);
            add(only.at(), "only one player (" + only.color() + "): a game has 2 to 4 players");
        }
    }

    private void colorsNamed(PlayerBlock p) {
        List<String> colors = position.colors();
        for (Bar b : p.bars()) {
            otherBase(p, b.from(), b.fromAt(), colors);
            otherBase(p, b.to(), b.toAt(), colors);
        }
        for (Cross c : p.crosses()) {
            if (c.color().equals(p.color())) {
                add(c.colorAt(), p.color() + " cannot cross its own bars; name an opponent's colour");
            } else if (!colors.contains(c.color())) {
                add(c.colorAt(), "no player " + c.color() + " in this game (players: " + String.join(", ", colors) + ")");
            }
        }
    }

    private void otherBase(PlayerBlock p, String point, Where at, List<String> colors) {
        if (!Points.isOtherBase(point)) return;
        String c = Points.baseColor(point);
        if (c.equals(p.color())) {
            add(at, "@" + c + " is " + p.color() + "'s own base; write base");
        } else if (!colors.contains(c)) {
            add(at, "no player " + c + " in this game, so no base @" + c + " (players: " + String.join(", ", colors) + ")");
        }
    }

    private void network(PlayerBlock p) {
        if (p.bars().isEmpty()) return;
        boolean start = p.bars().stream().anyMatch(b -> b.length() == 1 && b.touches(Points.BASE));
        if (!start) {
            add(p.bars().get(0).at(), p.color() + " has bars but no 1-inch bar touching its base; "
                    + "the first bar is a 1-inch bar from base");
        } else {
            Graph<String, Bar> g = Network.of(p);
            Set<String> main = Network.reachable(g, Points.BASE);
            for (Bar b : p.bars()) {
                if (!main.contains(b.from())) {
                    add(b.fromAt(), "bar " + b.label() + " is not connected to " + p.color()
                            + "'s base; a player's bars form one network from its base");
                    break;
                }
            }
        }
        // acceleration: no junction touched by both a 1-inch and a 4-inch bar
        Map<String, Bar> firstOne = new HashMap<>();
        Map<String, Bar> firstFour = new HashMap<>();
        for (Bar b : p.bars()) {
            for (String end : List.of(b.from(), b.to())) {
                if (!Points.isJunction(end)) continue;
                Where at = end.equals(b.from()) ? b.fromAt() : b.toAt();
                Bar clash = b.length() == 1 ? firstFour.get(end) : b.length() == 4 ? firstOne.get(end) : null;
                if (clash != null) {
                    add(at, "junction " + end + " is touched by a 1-inch and a 4-inch bar (line " + clash.at().line()
                            + "); a 1-inch bar cannot share a marker with a 4-inch bar");
                }
                if (b.length() == 1) firstOne.putIfAbsent(end, b);
                if (b.length() == 4) firstFour.putIfAbsent(end, b);
            }
        }
    }

    private void crossings(PlayerBlock p) {
        for (Cross c : p.crosses()) {
            PlayerBlock other = position.player(c.color()).orElse(null);
            if (other == null || other == p) continue; // reported by colorsNamed
            if (!c.breaks()) {
                if (other.bars().size() < 2) {
                    add(c.colorAt(), c.color() + " has " + other.bars().size()
                            + " bar(s); crossing means passing between two of its bars");
                }
                continue;
            }
            long touching = other.bars().stream().filter(b -> b.touches(c.junction())).count();
            if (touching == 0) {
                add(c.junctionAt(), c.color() + " has no junction " + c.junction());
            } else if (touching < 2) {
                add(c.junctionAt(), c.color() + " has only one bar at junction " + c.junction()
                        + "; passing through a junction means passing between two of its bars");
            }
        }
    }
}
