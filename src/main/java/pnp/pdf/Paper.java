package pnp.pdf;

import pnp.io.InputException;

/** The two paper sizes pnp prints on, in PostScript points (1/72 in). */
public enum Paper {
    /** US Letter, 8.5 x 11 in. */
    LETTER("letter", 612, 792),
    /** ISO A4, 210 x 297 mm. */
    A4("a4", 595.2756f, 841.8898f);

    private final String id;
    private final float width;
    private final float height;

    Paper(String id, float width, float height) {
        this.id = id;
        this.width = width;
        this.height = height;
    }

    public String id() {
        return id;
    }

    public float width() {
        return width;
    }

    public float height() {
        return height;
    }

    public static Paper parse(String text) {
        for (Paper p : values()) {
            if (p.id.equalsIgnoreCase(text.trim())) return p;
        }
        throw new InputException("--paper takes letter or a4, not '" + text + "'");
    }
}
