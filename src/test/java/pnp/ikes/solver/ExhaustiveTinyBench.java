package pnp.ikes.solver;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tiny challenges of {@link ExhaustiveTinyTest} that {@code verify} leaves out, with the same checks (-Pbench,
 * a few seconds each): {@code mvn -B -q -Pbench test -Dtest=ExhaustiveTinyBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ExhaustiveTinyBench {
    @ParameterizedTest
    @ValueSource(longs = {3}) // optimum and bound: 2 and 2
    void theBoundIsNeverBelowTheOptimumAndTheSolverReachesIt(long seed) {
        ExhaustiveTinyTest.boundAndSolversAgreeWithTheOptimum(seed);
    }
}
