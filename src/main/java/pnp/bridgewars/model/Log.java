package pnp.bridgewars.model;

import java.util.List;

/** A parsed placement log: the players in turn order with their corners, the rods' height, the turns. */
public record Log(Setup setup, int rods, List<Placement> placements) {
    /** Rods stand 6 block layers above the board unless the log says otherwise. */
    public static final int DEFAULT_RODS = 6;

    public static final int MAX_RODS = 30;

    public Log {
        placements = List.copyOf(placements);
    }
}
