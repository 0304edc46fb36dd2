package pnp.bridgewars.model;

import java.util.List;
import java.util.Optional;

/** The blocks each player owns (every colour has the same set); one of them is the 2x2 starting square. */
public record BlockSet(List<BlockType> blocks) {
    /** The name of the starting block, a 2x2 square every set must have. */
    public static final String START = "square";

    public BlockSet {
        blocks = List.copyOf(blocks);
    }

    public Optional<BlockType> find(String name) {
        return blocks.stream().filter(b -> b.name().equals(name)).findFirst();
    }

    public BlockType start() {
        return find(START).orElseThrow();
    }

    public int size() {
        return blocks.size();
    }

    /** Cells over all blocks of one colour. */
    public int cells() {
        return blocks.stream().mapToInt(b -> b.shape().size()).sum();
    }
}
