package pnp.bridgewars.commands;

import java.util.Optional;
import pnp.bridgewars.sheets.Pitch;
import pnp.io.InputException;
import pnp.pdf.Units;

/** The {@code --pitch} option of the printing commands. */
final class PitchOption {
    private PitchOption() {}

    /** The {@code --pitch} value in points, or the default. */
    static double of(Optional<String> option) {
        if (option.isEmpty()) return Pitch.DEFAULT;
        double p = Units.parseLength(option.get(), "--pitch");
        if (p < Pitch.MIN - 1e-9 || p > Pitch.MAX + 1e-9) {
            throw new InputException("--pitch must be from 10mm to 60mm, not '" + option.get() + "'");
        }
        return p;
    }
}
