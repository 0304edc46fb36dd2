package pnp.ikes.commands;

import java.util.List;
import java.util.Locale;
import pnp.grid.CellSide;
import pnp.ikes.format.photo.EdgeMark;
import pnp.ikes.format.photo.Mark;
import pnp.ikes.format.photo.PhotoReading;

/**
 * The {@code --json} output of {@code pnp ikes read}: the draft, what it scores as read, how many
 * items to check, whether the sheet holds marks the legend does not teach ({@code unsure}, and the
 * spaces that hold them), whether the photo was soft, and every item with what was read and how likely that is right (a probability).
 */
record ReadReport(
        String photo,
        String qr,
        String draft,
        int score,
        int toCheck,
        boolean unsure,
        List<String> oddMarks,
        boolean soft,
        Door entrance,
        Door exit,
        List<SpaceOut> spaces,
        List<WallOut> walls) {
    record Door(String side, double confidence, boolean check) {}

    record SpaceOut(String space, String read, double confidence, boolean check) {}

    record WallOut(String line, String read, double confidence, boolean check) {}

    static ReadReport of(String photo, PhotoReading r, String draft, int score) {
        List<SpaceOut> spaces = r.spaces().entrySet().stream()
                .map(e -> new SpaceOut(
                        e.getKey().name(),
                        word(e.getValue().value()),
                        round(e.getValue().confidence()),
                        e.getValue().uncertain()))
                .toList();
        List<WallOut> walls = r.edges().entrySet().stream()
                .filter(e ->
                        e.getValue().value() != EdgeMark.NONE || e.getValue().uncertain())
                .map(e -> new WallOut(
                        line(e.getKey()),
                        word(e.getValue().value()),
                        round(e.getValue().confidence()),
                        e.getValue().uncertain()))
                .toList();
        return new ReadReport(
                photo,
                r.printed().map(p -> p.words()).orElse(null),
                draft,
                score,
                r.uncertain(),
                r.unsure(),
                r.odd().stream().map(c -> c.name()).toList(),
                r.soft(),
                door(r.entrance(), r.entranceConfidence()),
                door(r.exit(), r.exitConfidence()),
                spaces,
                walls);
    }

    private static Door door(CellSide s, double confidence) {
        return new Door(line(s), round(confidence), confidence < Mark.CHECK_BELOW);
    }

    private static String line(CellSide s) {
        return s.cell().name() + " " + s.side();
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
