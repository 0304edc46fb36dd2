package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;

/**
 * A game in progress: the position, whose turn it is, each player's blocks not yet in play, and how
 * the game is ending. Immutable: {@link #play} returns the next state. The end conditions: a block
 * that reaches the rods' top layer, or a player's last block, gives every other player one more
 * turn; a player with no legal placement on their turn ends the game at once.
 */
public record Match(
        Position position,
        BlockSet set,
        int current,
        List<List<BlockType>> supply,
        int finalTurnsLeft,
        String ending,
        String over) {

    /** A placement the rules (or the turn order) do not allow: the replay stops here. */
    public static final class IllegalPlacement extends Exception {
        public IllegalPlacement(String message) {
            super(message);
        }
    }

    /** What one turn did. */
    public record Turn(
            Placement placement,
            Physics.Verdict verdict,
            boolean forfeited,
            Map<Character, Integer> effect,
            String note) {}

    /** One step: the turn and the state after it. */
    public record Step(Turn turn, Match next) {}

    public static Match start(Setup setup, int rods, BlockSet set) {
        List<List<BlockType>> supply = new ArrayList<>();
        for (int i = 0; i < setup.players(); i++) {
            supply.add(set.blocks().stream()
                    .filter(b -> !b.name().equals(BlockSet.START))
                    .toList());
        }
        Match m = new Match(Position.start(setup, rods), set, 0, List.copyOf(supply), -1, null, null);
        return m.checkStuck();
    }

    public char toMove() {
        return position.setup().claims().get(current).letter();
    }

    public boolean isOver() {
        return over != null;
    }

    public List<BlockType> supplyOf(char player) {
        return supply.get(index(player));
    }

    private int index(char player) {
        List<Claim> cs = position.setup().claims();
        for (int i = 0; i < cs.size(); i++) if (cs.get(i).letter() == player) return i;
        throw new IllegalArgumentException("no player " + player);
    }

    /**
     * Plays one placement. An illegal one throws, unless {@code advanced} and it breaks rule 1 or 2:
     * then the block goes back to its owner and the turn is lost.
     */
    public Step play(Placement p, boolean advanced) throws IllegalPlacement {
        if (isOver()) throw new IllegalPlacement("the game is already over (" + over + "); no more placements");
        if (p.player() != toMove()) {
            throw new IllegalPlacement("it is " + toMove() + "'s turn, not " + p.player() + "'s (turn order: "
                    + position.setup().letters() + ")");
        }
        List<BlockType> mine = supplyOf(p.player());
        if (mine.stream().noneMatch(b -> b.name().equals(p.block()))) {
            String where = position.blocks().stream()
                    .filter(s ->
                            s.player() == p.player() && s.placement().block().equals(p.block()))
                    .map(s -> s.placement().line() == 0
                            ? "from the start"
                            : "since line " + s.placement().line())
                    .findFirst()
                    .orElse("");
            throw new IllegalPlacement(p.player() + "'s " + p.block() + " is already in play " + where);
        }
        Physics.Verdict v = Physics.check(position, p.player(), p.cells());
        if (!v.legal()) {
            if (advanced && v.broken() != Physics.Rule.PLAYABLE_AREA) {
                Match next = advance(position, supply, null);
                return new Step(
                        new Turn(p, v, true, Map.of(), p.player() + " takes the block back and loses the turn"), next);
            }
            throw new IllegalPlacement(v.describe());
        }
        Map<Character, Integer> effect = Moves.effect(position, p.player(), p.cells());
        Position pos = position.with(p, v.layer());
        List<List<BlockType>> sup = new ArrayList<>(supply);
        int me = index(p.player());
        sup.set(me, mine.stream().filter(b -> !b.name().equals(p.block())).toList());
        String trigger = null;
        if (v.layer() == position.height()) trigger = p.player() + " reached the rods' top (layer " + v.layer() + ")";
        else if (sup.get(me).isEmpty()) trigger = p.player() + " put their last block into play";
        Match next = advance(pos, List.copyOf(sup), trigger);
        return new Step(new Turn(p, v, false, effect, trigger), next);
    }

    private Match advance(Position pos, List<List<BlockType>> sup, String trigger) {
        int n = pos.setup().players();
        int left = finalTurnsLeft;
        String end = ending;
        String finished = null;
        if (left > 0) {
            left--;
            if (left == 0) finished = "every other player had one more turn after " + end;
        } else if (trigger != null) {
            left = n - 1;
            end = trigger;
        }
        Match m = new Match(pos, set, (current + 1) % n, sup, left, end, finished);
        return finished == null ? m.checkStuck() : m;
    }

    /** Ends the game at once when the player to move has no legal placement. */
    private Match checkStuck() {
        if (Moves.any(position, toMove(), supplyOf(toMove()))) return this;
        String why = supplyOf(toMove()).isEmpty()
                ? toMove() + " has no blocks left"
                : toMove() + " cannot put any block into play legally";
        return new Match(position, set, current, supply, finalTurnsLeft, ending, why);
    }
}
