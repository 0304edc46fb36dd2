package pnp.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import pnp.ikes.json.ScoreJson;

/**
 * The answer to a score or parse request: whether the sheet is valid, every problem in the words of
 * {@code pnp ikes check} (with the line and column of {@code text} and the space it concerns), the
 * sheet as {@code .ikes} text (the Java writer's text when valid), the sheet as the pad holds it (for
 * an import), and the score when valid.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CheckOut(boolean valid, List<ProblemOut> problems, String text, SheetIn sheet, ScoreJson score) {

    /** One problem: where in {@code text}, the checker's sentence, and the space when one is concerned. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ProblemOut(int line, int column, String message, String cell) {}
}
