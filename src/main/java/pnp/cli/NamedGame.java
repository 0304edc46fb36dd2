package pnp.cli;

import java.util.List;

/**
 * A {@link Game} whose name, title and commands are given when it is made: each game's class passes them
 * to this constructor and adds its part of the kit.
 */
public abstract class NamedGame implements Game {
    private final String name;
    private final String title;
    private final List<Command> commands;

    protected NamedGame(String name, String title, Command... commands) {
        this.name = name;
        this.title = title;
        this.commands = List.of(commands);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final List<Command> commands() {
        return commands;
    }
}
