package pnp.web;

import java.util.ArrayList;
import java.util.List;
import pnp.random.Rng;

/**
 * Seeded random score-pad sheets for tests: mostly valid ones (displays, tile spaces, empty spaces,
 * up to two cafeterias, walls with doorways, an entrance and an exit) and, one time in three, one
 * deliberate fault of the kinds the {@code .ikes} contract forbids.
 */
final class RandomSheets {
    private static final String[] SIDES = {"N", "E", "S", "W"};

    private RandomSheets() {}

    static SheetIn sheet(Rng rng) {
        char[][] g = new char[7][7];
        for (int r = 0; r < 7; r++) {
            for (int c = 0; c < 7; c++) {
                int k = rng.nextInt(10);
                g[r][c] = k < 4 ? '-' : k < 7 ? '.' : (char) ('0' + rng.between(1, 6));
            }
        }
        int wanted = rng.nextInt(3);
        for (int k = 0; k < wanted; k++) {
            int c = rng.nextInt(6);
            int r = rng.nextInt(7);
            if (g[r][c] == '@' || g[r][c + 1] == '@' || touchesCafe(g, r, c) || touchesCafe(g, r, c + 1)) continue;
            g[r][c] = '@';
            g[r][c + 1] = '@';
        }
        List<String> walls = new ArrayList<>();
        List<String> doors = new ArrayList<>();
        for (int r = 0; r < 7; r++) {
            for (int c = 0; c < 7; c++) {
                if (g[r][c] == '-') continue;
                for (String s : SIDES) {
                    if (rng.nextInt(6) != 0) continue;
                    walls.add(name(c, r) + " " + s);
                    if (rng.nextInt(3) == 0) doors.add(name(c, r) + " " + s);
                }
            }
        }
        String entrance = outer(rng);
        String exit = outer(rng);
        while (exit.equals(entrance)) exit = outer(rng);
        switch (rng.nextInt(12)) {
            case 0 -> { // a wall in an empty space
                g[3][3] = '-';
                if (!walls.contains("D4 N")) walls.add("D4 N");
            }
            case 1 -> { // a doorway without a wall
                walls.remove("B2 S");
                doors.remove("B2 S");
                doors.add("B2 S");
            }
            case 2 -> g[6][6] = '@'; // a lone cafeteria space (unless G7 already was one)
            case 3 -> entrance = null;
            default -> {}
        }
        List<String> grid = new ArrayList<>();
        for (char[] row : g) grid.add(new String(row));
        return new SheetIn(
                grid,
                walls,
                doors,
                entrance,
                exit,
                List.of(),
                rng.nextInt(4) == 0 ? rng.nextInt(10) : null,
                rng.nextInt(3) == 0 ? rng.between(-6, 12) : null);
    }

    private static boolean touchesCafe(char[][] g, int r, int c) {
        return (r > 0 && g[r - 1][c] == '@')
                || (r < 6 && g[r + 1][c] == '@')
                || (c > 0 && g[r][c - 1] == '@')
                || (c < 6 && g[r][c + 1] == '@');
    }

    private static String outer(Rng rng) {
        int i = rng.nextInt(7);
        return switch (rng.nextInt(4)) {
            case 0 -> name(i, 0) + " N";
            case 1 -> name(6, i) + " E";
            case 2 -> name(i, 6) + " S";
            default -> name(0, i) + " W";
        };
    }

    static String name(int c, int r) {
        return "" + (char) ('A' + c) + (r + 1);
    }
}
