package pnp.fridge.rules;

import java.util.List;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;

/** A chain of bars as travelled: each step names the bar and the ends in the order walked. */
public record Chain(List<Step> steps) {
    public record Step(Bar bar, Point from, Point to) {
        public String label() {
            return from + "-" + to;
        }
    }

    public Chain {
        steps = List.copyOf(steps);
    }

    public static final Chain EMPTY = new Chain(List.of());

    public int length() {
        return steps.size();
    }

    public List<String> labels() {
        return steps.stream().map(Step::label).toList();
    }
}
