package pnp.ikes.rules;

/** The solo rubric: 5 or less failure, 6-8 respectable, 9-11 very good (a win), 12 or more excellent. */
public final class Grade {
    private Grade() {}

    public static String of(int score) {
        if (score <= 5) return "failure";
        if (score <= 8) return "respectable";
        if (score <= 11) return "very good (you win)";
        return "excellent (champion)";
    }
}
