package pnp.bridgewars.model;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Who plays and which corners they claimed, in the order given (for a replay, the turn order).
 * It decides which holes hold rods: the brass hole, the diamond, and every claimed corner.
 */
public record Setup(List<Claim> claims) {
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 4;

    public Setup {
        claims = List.copyOf(claims);
        if (claims.size() < MIN_PLAYERS || claims.size() > MAX_PLAYERS) {
            throw new IllegalArgumentException("2 to 4 players, not " + claims.size());
        }
        Set<Corner> corners = new HashSet<>();
        Set<Character> letters = new HashSet<>();
        for (Claim c : claims) {
            if (!corners.add(c.corner())) throw new IllegalArgumentException("corner claimed twice: " + c.corner());
            if (!letters.add(c.letter())) throw new IllegalArgumentException("player in two corners: " + c.letter());
        }
    }

    public int players() {
        return claims.size();
    }

    public Optional<Claim> claimOf(Corner corner) {
        return claims.stream().filter(c -> c.corner() == corner).findFirst();
    }

    public Optional<Claim> claimOf(char letter) {
        return claims.stream().filter(c -> c.letter() == letter).findFirst();
    }

    public boolean isPlayer(char letter) {
        return claimOf(letter).isPresent();
    }

    /** Whether a rod stands in the hole: brass, diamond, or a claimed corner. */
    public boolean hasRod(Hole h) {
        Optional<Corner> corner = Corner.of(h);
        return corner.isEmpty() || claimOf(corner.get()).isPresent();
    }

    /** How many rods stand on the board: 61 plus 15 per claimed corner. */
    public int rods() {
        return 61 + 15 * claims.size();
    }

    /** The players' letters in claim order, e.g. {@code R, B}. */
    public String letters() {
        StringBuilder b = new StringBuilder();
        for (Claim c : claims()) b.append(b.length() == 0 ? "" : ", ").append(c.letter());
        return b.toString();
    }
}
