package pnp.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pnp.testing.MainClasses;

/**
 * What the web layer takes from the games. Its answers come from each game's {@code json} package; beyond
 * those it may use only the game classes named here, each because the server does the game's work on a
 * request: it parses what a page sends (the games' readers and writers), drives a live game or a solo
 * challenge (their rules and model values), and scores (their scorers). Nothing else of a game, and no
 * command, is reachable from {@code pnp.web}; a new use of a game class must be added here on purpose.
 */
class WebWireTest {
    private static final Set<String> GAMES =
            Set.of("pnp.fridge.", "pnp.ikes.", "pnp.bridgewars.", "pnp.penguins.", "pnp.freezetag.");

    /** The game classes the server needs beyond the wire records, and why. */
    private static final Set<String> MODEL_TYPES = Set.of(
            // Fridge: the pad's text is parsed, checked, scored and written back.
            "pnp.fridge.format.FridgeFormat",
            "pnp.fridge.format.FridgeWriter",
            "pnp.fridge.model.PlayerBlock",
            "pnp.fridge.model.Bar",
            "pnp.fridge.model.Cross",
            "pnp.fridge.model.Point",
            "pnp.fridge.rules.Chain",
            "pnp.fridge.model.Position",
            "pnp.fridge.rules.PlayerScore",
            "pnp.fridge.rules.PositionRules",
            "pnp.fridge.rules.Score",
            "pnp.fridge.rules.Scorer",
            // Bridge Wars: a match log is parsed and replayed step by step, and the top view scored.
            "pnp.bridgewars.format.BlockSetFormat",
            "pnp.bridgewars.format.LogFormat",
            "pnp.bridgewars.format.TopFormat",
            "pnp.bridgewars.model.BlockSet",
            "pnp.bridgewars.model.Board",
            "pnp.bridgewars.model.Claim",
            "pnp.bridgewars.model.Corner",
            "pnp.bridgewars.model.Hole",
            "pnp.bridgewars.model.Log",
            "pnp.bridgewars.model.Placement",
            "pnp.bridgewars.model.Setup",
            "pnp.bridgewars.model.TopView",
            "pnp.bridgewars.rules.Match",
            "pnp.bridgewars.rules.Physics",
            "pnp.bridgewars.rules.Position",
            "pnp.bridgewars.rules.Scoring",
            // Ike's: sheets and live logs are parsed, checked, scored and written; solo games are dealt and
            // played; a photo is read into a draft; par and the bound come from the solver.
            "pnp.ikes.format.DoorwayText",
            "pnp.ikes.format.IkesParser",
            "pnp.ikes.format.IkesWriter",
            "pnp.ikes.format.LiveLog",
            "pnp.ikes.format.MoveLog",
            "pnp.ikes.format.ParTableFormat",
            "pnp.ikes.format.TileChartParser",
            "pnp.ikes.format.photo.DraftWriter",
            "pnp.ikes.format.photo.EdgeMark",
            "pnp.ikes.format.photo.Mark",
            "pnp.ikes.format.photo.PhotoReader",
            "pnp.ikes.format.photo.PhotoReading",
            "pnp.ikes.format.photo.SpaceMark",
            "pnp.ikes.model.Cafeteria",
            "pnp.ikes.model.Challenge",
            "pnp.ikes.model.IllegalMoveException",
            "pnp.ikes.model.LiveSheet",
            "pnp.ikes.model.ParTable",
            "pnp.ikes.model.Space",
            "pnp.ikes.model.Move",
            "pnp.ikes.model.Sheet",
            "pnp.ikes.model.Tile",
            "pnp.ikes.rules.Board",
            "pnp.ikes.rules.ChallengeGenerator",
            "pnp.ikes.rules.ClaimCheck",
            "pnp.ikes.rules.LiveGame",
            "pnp.ikes.rules.LiveRules",
            "pnp.ikes.rules.Position",
            "pnp.ikes.rules.Replay",
            "pnp.ikes.rules.RouteScorer",
            "pnp.ikes.rules.Rules",
            "pnp.ikes.rules.ScoreResult",
            "pnp.ikes.rules.Variant",
            "pnp.ikes.solver.BeamSolver",
            "pnp.ikes.solver.Par",
            "pnp.ikes.solver.UpperBound");

    private static JavaClasses classes;

    @BeforeAll
    static void importMain() {
        classes = MainClasses.all();
    }

    /** A game class outside its {@code json} package and outside {@link #MODEL_TYPES}. */
    static boolean forbiddenToWeb(String name) {
        if (GAMES.stream().noneMatch(name::startsWith)) return false;
        if (name.matches("pnp\\.[a-z]+\\.json\\..*")) return false;
        String outer = name.contains("$") ? name.substring(0, name.indexOf('$')) : name;
        return !MODEL_TYPES.contains(outer);
    }

    @Test
    void theRuleTellsWireRecordsAndNamedTypesFromTheRestOfAGame() {
        assertFalse(forbiddenToWeb("pnp.ikes.json.ScoreJson$LegJson"));
        assertFalse(forbiddenToWeb("pnp.bridgewars.json.ScoreJson"));
        assertFalse(forbiddenToWeb("pnp.ikes.rules.ScoreResult"));
        assertFalse(forbiddenToWeb("pnp.io.TextSource"));
        assertTrue(forbiddenToWeb("pnp.ikes.commands.ScoreReport"));
        assertTrue(forbiddenToWeb("pnp.penguins.rules.Alter"));
        assertTrue(forbiddenToWeb("pnp.fridge.rules.Chains$Link"));
    }

    @Test
    void webTakesFromTheGamesOnlyTheirWireRecordsAndTheNamedModelTypes() {
        noClasses()
                .that()
                .resideInAPackage("pnp.web..")
                .should()
                .dependOnClassesThat(
                        new DescribedPredicate<JavaClass>(
                                "are game classes outside the games' json packages and the named model types") {
                            @Override
                            public boolean test(JavaClass c) {
                                return forbiddenToWeb(c.getName());
                            }
                        })
                .check(classes);
    }
}
