package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.play.MoveGame;
import pnp.random.Rng;

/**
 * Freeze Tag as a {@link MoveGame}. A state is the position, the seat to move and the die it rolled; the die
 * for the next turn comes from the state's seed and turn number, so a game is a pure function of its start
 * and its turns. The moves are the turns {@link TurnGenerator} lists for the roll (the empty turn when no
 * piece can move); the referee replays each move of a turn with {@link MoveGenerator#replay} and requires
 * the turn to be one of the roll's. The game ends when a player has moved {@value TurnGenerator#WIN_OFF}
 * pieces off, or undecided after {@value Simulator#TURN_CAP} turns; the result is 1 for the winner, 0 for
 * everyone else.
 */
public final class FreezeTagMoves implements MoveGame<FreezeTagMoves.State, Turn> {
    /** A game in progress: {@code toMove} rolled {@code roll}; {@code turns} turns have been played. */
    public record State(Position position, int toMove, Roll roll, long seed, int turns) {}

    /** The starting position for these players, the first seat to move, its roll drawn from {@code seed}. */
    public static State start(List<Player> players, long seed) {
        return new State(Setup.position(players), 0, rollFor(seed, 0), seed, 0);
    }

    /**
     * The first {@code players} colours of {@link Setup#COLOURS} at their seats; two players sit across the board
     * for an even seed and catty-corner for an odd one.
     */
    @Override
    public State start(long seed, int players) {
        if (players < minPlayers() || players > maxPlayers()) {
            throw new IllegalArgumentException("Freeze Tag takes 2 to 4 players, not " + players);
        }
        return start(Setup.players(Setup.COLOURS.subList(0, players), seed % 2 == 0), seed);
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return Setup.COLOURS.size();
    }

    /** One move a turn, and a game stops undecided after {@value Simulator#TURN_CAP} turns. */
    @Override
    public int maxLength() {
        return Simulator.TURN_CAP;
    }

    private static Roll rollFor(long seed, int turn) {
        Roll[] faces = Roll.values();
        return faces[new Rng(seed * 1_000_003L + turn).nextInt(faces.length)];
    }

    @Override
    public List<Turn> legalMoves(State s) {
        if (isOver(s)) return List.of();
        return TurnGenerator.turns(s.position(), s.toMove(), s.roll());
    }

    @Override
    public State apply(State s, Turn turn) {
        if (isOver(s)) throw new IllegalArgumentException("the game is over");
        Position pos = s.position();
        for (Move m : turn.moves()) {
            pos = MoveGenerator.replay(pos, s.toMove(), m);
            if (pos == null) throw new IllegalArgumentException("illegal move " + m.notation());
        }
        if (!pos.equals(turn.after())) {
            throw new IllegalArgumentException("turn " + turn.notation() + " does not lead where it says");
        }
        String notation = turn.notation();
        boolean ofTheRoll = false;
        for (Turn t : legalMoves(s)) ofTheRoll |= t.notation().equals(notation);
        if (!ofTheRoll) {
            throw new IllegalArgumentException("turn " + notation + " is not a turn of the roll "
                    + s.roll().label());
        }
        int next = (s.toMove() + 1) % pos.players().size();
        return new State(pos, next, rollFor(s.seed(), s.turns() + 1), s.seed(), s.turns() + 1);
    }

    @Override
    public boolean isOver(State s) {
        return TurnGenerator.winner(s.position()) >= 0 || s.turns() >= Simulator.TURN_CAP;
    }

    @Override
    public List<Integer> result(State s) {
        int winner = TurnGenerator.winner(s.position());
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < s.position().players().size(); i++) out.add(i == winner ? 1 : 0);
        return out;
    }
}
