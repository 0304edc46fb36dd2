package pnp.penguins.commands;

import org.junit.jupiter.api.Test;
import pnp.cli.Json;
import pnp.grid.Cell;
import pnp.pdf.Paper;
import pnp.penguins.format.Layouts;
import pnp.penguins.json.MovesJson;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.LargestPosition;
import pnp.penguins.rules.Movement;
import pnp.penguins.rules.NewGame;
import pnp.penguins.rules.Placement;
import pnp.penguins.sheets.MapSheet;

/** Timings of the move finder, placements and layout PDFs; run with -Pbench (see README). */
class PenguinsBench {
    @Test
    void timings() {
        Layout nine = Layouts.builtIn(DominoSet.DOUBLE_NINE);
        State s = NewGame.deal(nine, false, 4, 1).state();
        State moved = new State(
                s.set(),
                s.board(),
                s.players(),
                s.nests(),
                s.penguins().stream()
                        .map(p -> p.at(
                                s.board().find(s.nests().get(p.player())).get().a()))
                        .toList(),
                s.buddies());
        int n = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < 2000; i++)
            n += Movement.find(moved, "red", 1 + i % 9).ends().size();
        long t1 = System.nanoTime();
        System.out.printf(
                "moves (double-nine board, 4 players): %.1f us per call (%d ends)%n", (t1 - t0) / 1e3 / 2000, n);
        int m = 0;
        for (int round = 0; round < 5; round++) {
            m = 0;
            t0 = System.nanoTime();
            for (Placed p : s.board().dominoes())
                m += Placement.options(s.board(), p.domino()).size();
            t1 = System.nanoTime();
        }
        System.out.printf("placements of all 55 dominoes (5th round): %.1f ms (%d placements)%n", (t1 - t0) / 1e6, m);
        t0 = System.nanoTime();
        for (long seed = 0; seed < 20; seed++)
            MapSheet.render(NewGame.deal(nine, true, 4, seed), Paper.LETTER, 72, seed, "bench");
        t1 = System.nanoTime();
        System.out.printf("double-nine random-shape layout + PDF: %.1f ms each%n", (t1 - t0) / 1e6 / 20);
    }

    /** Issue 13: the largest move list we could build, its size, time and output bytes. */
    @Test
    void largestMoveList() {
        State s = LargestPosition.build();
        Movement.Result r = null;
        long t0 = System.nanoTime();
        int rounds = 2000;
        for (int i = 0; i < rounds; i++) r = Movement.find(s, LargestPosition.PLAYER, LargestPosition.ROLL);
        long t1 = System.nanoTime();
        String json = Json.write(MovesJson.of(r));
        String text = MovesCommand.text(s, r);
        int most = 0;
        for (long seed = 0; seed < 300; seed++) {
            State g = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_NINE), true, 4, seed)
                    .state();
            for (String p : g.players()) {
                for (Cell c : g.board().squares()) {
                    if (g.penguinOn(c).isPresent() || !g.buddiesOn(c).isEmpty()) continue;
                    State moved = new State(
                            g.set(),
                            g.board(),
                            g.players(),
                            g.nests(),
                            g.penguins().stream()
                                    .map(q -> q.player().equals(p) ? q.at(c) : q)
                                    .toList(),
                            g.buddies());
                    for (int roll = 1; roll <= 9; roll++)
                        most = Math.max(
                                most, Movement.find(moved, p, roll).ends().size());
                }
                break;
            }
        }
        System.out.printf(
                "largest move list built: %d ends, %.1f us per call, JSON %d bytes, text %d bytes; "
                        + "most ends in 300 random double-nine games (every square, every roll): %d%n",
                r.ends().size(), (t1 - t0) / 1e3 / rounds, json.length(), text.length(), most);
    }
}
