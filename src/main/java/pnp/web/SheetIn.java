package pnp.web;

import java.util.List;

/**
 * A sheet as the score pad holds it, the JSON body of {@code POST /api/ikes/score}: the 7 grid rows
 * of 7 {@code .ikes} cell codes, wall segments and doorways as {@code "C4 E"}, the entrance and exit
 * as {@code "A4 W"} (null when not set yet), cafeteria pairs (only where the player paired them),
 * and the optional coins and claim. Shape errors (a row of 8 codes, {@code "H9 E"}) are bad requests;
 * what the {@code .ikes} contract forbids is reported by the checker in its own words.
 */
public record SheetIn(
        List<String> grid,
        List<String> walls,
        List<String> doors,
        String entrance,
        String exit,
        List<List<String>> cafeterias,
        Integer coins,
        Integer claim) {
    @Override
    public List<String> walls() {
        return walls == null ? List.of() : walls;
    }

    @Override
    public List<String> doors() {
        return doors == null ? List.of() : doors;
    }

    @Override
    public List<List<String>> cafeterias() {
        return cafeterias == null ? List.of() : cafeterias;
    }
}
