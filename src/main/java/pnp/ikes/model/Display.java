package pnp.ikes.model;

/**
 * The six furniture displays, one per die face. The rules pair 1 with a chair and 5 with a desk
 * set; the other four are pnp's choice (see seeds/ikes.md). Each has a simple symbol a player can
 * copy with a pencil; {@code pnp.ikes.sheets.DisplaySymbols} draws them.
 */
public enum Display {
    CHAIR(1, "chair"),
    LAMP(2, "lamp"),
    SOFA(3, "sofa"),
    BED(4, "bed"),
    DESK(5, "desk set"),
    BOOKCASE(6, "bookcase");

    private final int face;
    private final String label;

    Display(int face, String label) {
        this.face = face;
        this.label = label;
    }

    public int face() {
        return face;
    }

    public String label() {
        return label;
    }

    public static Display ofFace(int face) {
        if (face < 1 || face > 6) throw new IllegalArgumentException("die face must be 1..6, got " + face);
        return values()[face - 1];
    }
}
