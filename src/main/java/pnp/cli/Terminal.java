package pnp.cli;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether the program talks to a person at a terminal, on every JDK from 17 on. */
final class Terminal {
    private Terminal() {}

    /**
     * True when a console is attached and, on JDK 22 and later (where {@code System.console()} is never null),
     * when that console is a terminal. Read once per call; progress output asks once per command.
     */
    @SuppressWarnings("SystemConsoleNull") // handled: isTerminal() is asked where it exists
    static boolean isTerminal() {
        Console console = System.console();
        if (console == null) return false;
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return Boolean.TRUE.equals(isTerminal.invoke(console));
        } catch (NoSuchMethodException e) {
            return true; // JDK 17 to 21: a console exists only when both streams are a terminal
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }
}
