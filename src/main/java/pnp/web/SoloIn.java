package pnp.web;

import java.util.List;

/**
 * A solo game as the page holds it, the body of {@code POST /api/ikes/solo}: the challenge number and
 * the moves so far, one {@code .ikeslog} line each ({@code "tile B1 display B1 1 reward coins"}).
 * For {@code POST /api/ikes/solo/reward} also a tile placement to ask about: the anchor space, the
 * display space and the die face.
 */
public record SoloIn(Long seed, List<String> moves, String anchor, String display, Integer face) {
    @Override
    public List<String> moves() {
        return moves == null ? List.of() : moves;
    }
}
