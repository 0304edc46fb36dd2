package pnp.ikes.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import pnp.cli.CommonOptions;
import pnp.cli.Drawing;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.ikes.format.IkesParser;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;
import pnp.ikes.sheets.ScorePdf;
import pnp.io.TextSource;
import pnp.pdf.PdfDoc;

/** {@code pnp ikes score FILE}: the score of a finished sheet, the route that earns it, and a claim check. */
public final class ScoreCommand extends Verb {
    public ScoreCommand() {
        super(
                "score",
                () -> CommonOptions.of(
                        CommonOptions.json(),
                        CommonOptions.valued("claim", "N", "the score you wrote down, to verify"),
                        CommonOptions.flag("count-each-visit", "score every pass over a space, not each space once"),
                        Drawing.pdf("the sheet with the best route"),
                        Drawing.png(),
                        CommonOptions.paper()));
        writes(Drawing.OUTPUTS);
    }

    @Override
    public int run(Invocation inv) throws IOException {
        String file =
                inv.args(1, "FILE (a .ikes sheet, or - for standard input)").get(0);
        OptionalInt claimOption =
                inv.has("claim") ? OptionalInt.of(inv.intValue("claim", 0, -200, 200)) : OptionalInt.empty();
        var paper = inv.paper();
        TextSource src = inv.readText(file, "an Ike's sheet", 256 << 10);
        Sheet sheet = IkesParser.parse(src);
        if (claimOption.isPresent()) sheet = sheet.withClaim(claimOption);
        Variant variant = inv.has("count-each-visit") ? Variant.EACH_VISIT : Variant.DISTINCT;
        ScoreResult result = RouteScorer.score(sheet, variant);
        Optional<ClaimCheck> claim = sheet.claim().isPresent()
                ? Optional.of(ClaimCheck.of(result, sheet.claim().getAsInt()))
                : Optional.empty();
        List<Path> written = List.of();
        if (Drawing.wanted(inv)) {
            try (PdfDoc doc = ScorePdf.render(src.name(), result, claim, paper)) {
                written = Drawing.write(inv, doc.toBytes());
            }
        }
        inv.out()
                .print(
                        inv.has("json")
                                ? ScoreReport.jsonText(src.name(), result, claim)
                                : ScoreReport.text(src.name(), result, claim));
        // stdout carries one JSON object with --json, so the file notes go to stderr then
        for (Path p : written) {
            inv.wrote(p);
        }
        return claim.isPresent() && !claim.get().matches() ? ExitStatus.CHECK_FAILED : ExitStatus.OK;
    }
}
