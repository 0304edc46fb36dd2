package pnp.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.IkesParser;
import pnp.ikes.format.IkesWriter;
import pnp.ikes.json.ScoreJson;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;
import pnp.io.Diagnostic;
import pnp.io.TextSource;

/**
 * The one place where the web API meets Ike's checker, writer and scorer (the code behind
 * {@code pnp ikes check} and {@code pnp ikes score}); the routes know only the records of this
 * package, so a move of the game's classes changes this adapter alone. Stateless and thread-safe.
 */
public final class IkesService {
    /** The name problems are reported against, as if the pad's sheet were saved to this file. */
    public static final String FILE = "sheet.ikes";

    private IkesService() {}

    /** Checks the pad's sheet and, when it is valid, scores it. */
    public static CheckOut score(SheetIn in) {
        SheetDraft draft = SheetDraft.of(in);
        return check(FILE, draft.text(), draft, null, false);
    }

    /** Reads {@code .ikes} text (an import): the sheet as the pad holds it, or every problem. */
    public static CheckOut parse(String name, String text) {
        return check(name, text, null, null, true);
    }

    /**
     * A sheet as a table keeps it, in model values: the text and its problems (each with the pad's space
     * when the sheet came from the pad), or, when valid, the sheet's score (which holds the sheet, the claim in
     * place). {@link #answer(Checked)} makes the wire record from it when the table answers.
     */
    public record Checked(String text, List<Problem> problems, ScoreResult score) {
        /** One problem of the text, and the pad's space it concerns (null when none is known). */
        public record Problem(Diagnostic where, Cell cell) {}

        public Checked {
            problems = List.copyOf(problems);
        }

        public boolean valid() {
            return score != null;
        }
    }

    /** {@code .ikes} text as a table keeps a player's sheet: {@code claim}, when given, replaces the sheet's own. */
    public static Checked checked(String text, Integer claim) {
        return checked(FILE, text, null, claim);
    }

    /** The pad's sheet as a table keeps it, checked once. */
    public static Checked checked(SheetIn in) {
        SheetDraft draft = SheetDraft.of(in);
        return checked(FILE, draft.text(), draft, null);
    }

    /** The answer for a checked sheet: its problems, or the sheet as the pad holds it and its score. */
    public static CheckOut answer(Checked c) {
        return answer(c, true);
    }

    /**
     * The one check behind every route: the text's problems (each with the pad's cell when {@code draft}
     * is the pad's sheet), or the sheet written back, {@code claim} in place of its own when given, and
     * scored; {@code pad} adds the sheet as the pad holds it.
     */
    private static CheckOut check(String name, String text, SheetDraft draft, Integer claim, boolean pad) {
        return answer(checked(name, text, draft, claim), pad);
    }

    private static Checked checked(String name, String text, SheetDraft draft, Integer claim) {
        IkesParser.Checked c = IkesParser.check(new TextSource(name, text));
        if (!c.ok()) {
            List<Checked.Problem> ps = new ArrayList<>();
            for (Diagnostic p : c.problems()) {
                Cell cell = draft == null
                        ? null
                        : draft.cellAt(p.line(), p.column()).orElse(null);
                ps.add(new Checked.Problem(p, cell));
            }
            return new Checked(text, ps, null);
        }
        Sheet sheet = c.sheet().orElseThrow();
        if (claim != null) sheet = sheet.withClaim(OptionalInt.of(claim));
        return new Checked(text, List.of(), RouteScorer.score(sheet, Variant.DISTINCT));
    }

    private static CheckOut answer(Checked c, boolean pad) {
        if (!c.valid()) {
            List<CheckOut.ProblemOut> ps = new ArrayList<>();
            for (Checked.Problem p : c.problems()) {
                Diagnostic d = p.where();
                ps.add(new CheckOut.ProblemOut(
                        d.line(),
                        d.column(),
                        d.message(),
                        p.cell() == null ? null : p.cell().name()));
            }
            return new CheckOut(false, ps, c.text(), null, null);
        }
        Sheet sheet = c.score().sheet();
        return new CheckOut(true, List.of(), IkesWriter.write(sheet), pad ? pad(sheet) : null, score(c.score()));
    }

    /** The sheet as the pad holds it. */
    public static SheetIn pad(Sheet s) {
        List<String> grid = new ArrayList<>();
        for (int r = 0; r < Sheet.SIZE; r++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < Sheet.SIZE; c++)
                b.append(s.space(new Cell(c, r)).code());
            grid.add(b.toString());
        }
        List<List<String>> cafes = new ArrayList<>();
        for (Cafeteria k : s.cafeterias()) cafes.add(List.of(k.a().name(), k.b().name()));
        return new SheetIn(
                grid,
                s.walls().stream().map(CellSide::toString).toList(),
                s.doors().stream().map(CellSide::toString).toList(),
                s.entrance().toString(),
                s.exit().toString(),
                cafes,
                s.coins().isPresent() ? s.coins().getAsInt() : null,
                s.claim().isPresent() ? s.claim().getAsInt() : null);
    }

    /** The score with its evidence and, where a claim was made, its check. */
    public static ScoreJson score(Sheet sheet) {
        return score(RouteScorer.score(sheet, Variant.DISTINCT));
    }

    /** The score of a scored sheet with its evidence and, where the sheet has a claim, its check. */
    public static ScoreJson score(ScoreResult r) {
        Sheet sheet = r.sheet();
        Optional<ClaimCheck> claim = sheet.claim().isPresent()
                ? Optional.of(ClaimCheck.of(r, sheet.claim().getAsInt()))
                : Optional.empty();
        return ScoreJson.served(r, claim);
    }
}
