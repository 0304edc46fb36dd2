package pnp.penguins.model;

/** One buddy token: its owner and its number, 1 or 2 ({@code blue 1}). */
public record TokenId(String owner, int number) implements Comparable<TokenId> {
    public String name() {
        return owner + " " + number;
    }

    @Override
    public String toString() {
        return name();
    }

    @Override
    public int compareTo(TokenId o) {
        int c = owner.compareTo(o.owner);
        return c != 0 ? c : Integer.compare(number, o.number);
    }
}
