package pnp.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import pnp.testing.MainClasses;

/**
 * The layering of {@code ARCHITECTURE.md}, checked on the compiled main classes. Each rule names
 * the packages it forbids, so a failure says which import broke which layer.
 */
class LayeringTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMain() {
        classes = MainClasses.all();
    }

    @Test
    void ioDependsOnNothingElseOfPnp() {
        noClasses()
                .that()
                .resideInAPackage("pnp.io..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp",
                        "pnp.cli..",
                        "pnp.kit..",
                        "pnp.pdf..",
                        "pnp.web..",
                        "pnp.grid..",
                        "pnp.random..",
                        "pnp.ikes..",
                        "pnp.fridge..",
                        "pnp.bridgewars..",
                        "pnp.penguins..",
                        "pnp.freezetag..")
                .check(classes);
    }

    @Test
    void theMoveGameContractDependsOnNothingElseOfPnp() {
        noClasses()
                .that()
                .resideInAPackage("pnp.play..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp",
                        "pnp.io..",
                        "pnp.cli..",
                        "pnp.kit..",
                        "pnp.pdf..",
                        "pnp.web..",
                        "pnp.grid..",
                        "pnp.random..",
                        "pnp.vision..",
                        "pnp.ikes..",
                        "pnp.fridge..",
                        "pnp.bridgewars..",
                        "pnp.penguins..",
                        "pnp.freezetag..")
                .check(classes);
    }

    @Test
    void thePageKitKnowsNoCommandLineAndNoGame() {
        noClasses()
                .that()
                .resideInAPackage("pnp.pdf..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp.cli..",
                        "pnp.web..",
                        "pnp.ikes..",
                        "pnp.fridge..",
                        "pnp.bridgewars..",
                        "pnp.penguins..",
                        "pnp.freezetag..")
                .check(classes);
    }

    @Test
    void visionKnowsNoGameNoCommandLineAndNoPageKit() {
        noClasses()
                .that()
                .resideInAPackage("pnp.vision..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp",
                        "pnp.cli..",
                        "pnp.pdf..",
                        "pnp.web..",
                        "pnp.io..",
                        "pnp.grid..",
                        "pnp.random..",
                        "pnp.ikes..",
                        "pnp.fridge..",
                        "pnp.bridgewars..",
                        "pnp.penguins..",
                        "pnp.freezetag..")
                .check(classes);
    }

    @Test
    void photosAreReadByAFormatAndMarksDrawnBySheetsOnly() {
        noClasses()
                .that()
                .resideOutsideOfPackages(
                        "pnp.vision..", "pnp.*.format.photo..", "pnp.*.sheets..", "pnp.*.commands..", "pnp.web..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("pnp.vision..")
                .check(classes);
    }

    @Test
    void onlyVisionTouchesBoofCv() {
        noClasses()
                .that()
                .resideOutsideOfPackages("pnp.vision..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("boofcv..", "georegression..", "org.ejml..", "org.ddogleg..")
                .check(classes);
    }

    @Test
    void sharedPackagesFormNoCycle() {
        slices().matching("pnp.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void formatsDoNotImportRules() {
        noClasses()
                .that()
                .resideInAPackage("pnp.*.format..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("pnp.*.rules..", "pnp.*.sheets..", "pnp.*.commands..", "pnp.cli..", "pnp.pdf..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void rulesArePure() {
        noClasses()
                .that()
                .resideInAPackage("pnp.*.rules..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp.pdf..",
                        "pnp.cli..",
                        "pnp.io..",
                        "pnp.*.format..",
                        "pnp.*.sheets..",
                        "pnp.*.commands..",
                        "pnp.web..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void modelsAreRecordsOfTheGameOnly() {
        noClasses()
                .that()
                .resideInAPackage("pnp.*.model..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp.pdf..",
                        "pnp.cli..",
                        "pnp.io..",
                        "pnp.web..",
                        "pnp.*.format..",
                        "pnp.*.rules..",
                        "pnp.*.sheets..",
                        "pnp.*.commands..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void sheetsDrawThroughThePageKitOnly() {
        noClasses()
                .that()
                .resideInAPackage("pnp.*.sheets..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("pnp.cli..", "pnp.*.commands..", "pnp.web..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void onlyThePageKitDrawsOrTouchesPdfBox() {
        noClasses()
                .that()
                .resideOutsideOfPackages("pnp.pdf..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.apache.pdfbox..")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.awt.Graphics2D")
                .check(classes);
    }

    @Test
    void onlyCommandsTouchTheCommandLine() {
        noClasses()
                .that()
                .resideOutsideOfPackages(
                        "pnp", "pnp.cli..", "pnp.kit..", "pnp.*.commands..", "pnp.*.json..", "pnp.web..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("pnp.cli..")
                .check(classes);
    }

    /** The wire records write JSON with the command line's one JSON writer, and take nothing else of it. */
    @Test
    void wireRecordsTakeOnlyTheJsonWriterFromTheCommandLine() {
        noClasses()
                .that()
                .resideInAPackage("pnp.*.json..")
                .should()
                .dependOnClassesThat(JavaClass.Predicates.resideInAPackage("pnp.cli..")
                        .and(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(pnp.cli.Json.class))))
                .check(classes);
    }

    @Test
    void theServerUsesTheGamesFormatRulesAndSheetsNeverTheirCommands() {
        noClasses()
                .that()
                .resideInAPackage("pnp.web..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("pnp.*.commands..")
                .check(classes);
    }

    @Test
    void theKitKnowsNoGame() {
        noClasses()
                .that()
                .resideInAPackage("pnp.kit..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "pnp", "pnp.ikes..", "pnp.fridge..", "pnp.bridgewars..", "pnp.penguins..", "pnp.freezetag..")
                .check(classes);
    }
}
