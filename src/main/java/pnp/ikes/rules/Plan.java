package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;

/**
 * One order in which the rule lets the route visit the cafeterias: the legs with the spaces each
 * may start from and end at. With two equally near cafeterias there are two plans.
 */
record Plan(List<Spec> legs) {
    /**
     * A leg: from the nearest of {@code from} to the nearest of {@code to}. {@code step} is the step
     * of the rule it follows: 1 entrance to cafeteria, 2 cafeteria to cafeteria, 3 to the exit (a
     * sheet without cafeterias has one leg, numbered 1).
     */
    record Spec(int step, String what, List<Cell> from, List<Cell> to) {}

    /**
     * The plans the rule allows. {@code firstCafe} forces which cafeteria comes first (an index into
     * the sheet's cafeterias; used to explain a claim), or -1 for the rule's own choice.
     */
    static List<Plan> of(Sheet sheet, RouteGraph g, int firstCafe) {
        Cell in = sheet.entrance().cell();
        Cell out = sheet.exit().cell();
        List<Cafeteria> cafes = sheet.cafeterias();
        String entrance = "entrance " + in;
        String exit = "exit " + out;
        List<Plan> plans = new ArrayList<>();
        if (cafes.isEmpty()) {
            plans.add(new Plan(List.of(new Spec(1, entrance + " to " + exit, List.of(in), List.of(out)))));
        } else if (cafes.size() == 1) {
            Cafeteria k = cafes.get(0);
            plans.add(new Plan(List.of(
                    new Spec(1, entrance + " to cafeteria " + k, List.of(in), k.spaces()),
                    new Spec(3, "cafeteria " + k + " to " + exit, k.spaces(), List.of(out)))));
        } else {
            int[] d = g.distancesFrom(in);
            int[] near = new int[2];
            for (int i = 0; i < 2; i++) {
                near[i] = Math.min(
                        d[cafes.get(i).a().index(Sheet.SIZE)],
                        d[cafes.get(i).b().index(Sheet.SIZE)]);
            }
            int nearest = Math.min(near[0], near[1]);
            for (int i = 0; i < 2; i++) {
                boolean chosen = firstCafe >= 0 ? i == firstCafe : near[i] == nearest;
                if (!chosen) continue;
                Cafeteria x = cafes.get(i);
                Cafeteria y = cafes.get(1 - i);
                plans.add(new Plan(List.of(
                        new Spec(1, entrance + " to cafeteria " + x, List.of(in), x.spaces()),
                        new Spec(2, "cafeteria " + x + " to cafeteria " + y, x.spaces(), y.spaces()),
                        new Spec(3, "cafeteria " + y + " to " + exit, y.spaces(), List.of(out)))));
            }
        }
        return plans;
    }
}
