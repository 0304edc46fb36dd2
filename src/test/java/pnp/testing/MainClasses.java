package pnp.testing;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** pnp's compiled main classes as ArchUnit sees them, imported once a test JVM (the import takes seconds). */
public final class MainClasses {
    private static JavaClasses all;

    private MainClasses() {}

    public static synchronized JavaClasses all() {
        if (all == null)
            all = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("pnp");
        return all;
    }
}
