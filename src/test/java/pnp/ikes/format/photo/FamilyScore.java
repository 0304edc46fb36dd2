package pnp.ikes.format.photo;

import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.Variant;

/**
 * One photo's reading against the sheet drawn, item by item: how many items were wrong, how many of
 * them the draft left unflagged (a confident misread), and the confidence of every item in 1,000 bins
 * (right and wrong apart), so a check threshold can be chosen on some families and tried on others.
 */
final class FamilyScore {
    static final int BINS = 1001;

    int sheets;
    int unreadable;
    int qr;
    long spaces;
    long spacesWrong;
    long edges;
    long edgesWrong;
    long doors;
    long doorsWrong;
    int perfect;
    int scoreRight;
    /** Drafts with a wrong item, and those of them whose every wrong item is flagged. */
    int wrongDrafts;

    int wrongDraftsFlagged;
    long flagged;
    long confidentWrong;
    long confident;
    /** A flag's reason: how often it fired (items flagged with it) and how often the item was wrong. */
    final java.util.Map<String, long[]> reasons = new java.util.TreeMap<>();
    /** Drafts no finished game gives as read, no single change fitting one; and those of them read wrong. */
    int impossible;

    int impossibleWrong;
    final long[] right = new long[BINS];
    final long[] wrong = new long[BINS];

    void add(PhotoReading r, Sheet truth) {
        sheets++;
        if (r.printed().isPresent()) qr++;
        int bad = 0;
        int badUnflagged = 0;
        for (Map.Entry<Cell, Mark<SpaceMark>> e : r.spaces().entrySet()) {
            boolean ok = e.getValue().value() == Accuracy.space(truth.space(e.getKey()));
            spaces++;
            if (!ok) spacesWrong++;
            bad += item(ok, e.getValue().confidence()) ? 0 : 1;
            if (!ok && !e.getValue().uncertain()) badUnflagged++;
            if (e.getValue().uncertain()) reason(r.spaceWhy().get(e.getKey()), ok);
        }
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : r.edges().entrySet()) {
            boolean ok = e.getValue().value() == Accuracy.edge(truth, e.getKey());
            edges++;
            if (!ok) edgesWrong++;
            bad += item(ok, e.getValue().confidence()) ? 0 : 1;
            if (!ok && !e.getValue().uncertain()) badUnflagged++;
            if (e.getValue().uncertain()) reason(r.edgeWhy().get(e.getKey()), ok);
        }
        for (int k = 0; k < 2; k++) {
            boolean ok =
                    k == 0 ? r.entrance().equals(truth.entrance()) : r.exit().equals(truth.exit());
            double c = k == 0 ? r.entranceConfidence() : r.exitConfidence();
            doors++;
            if (!ok) doorsWrong++;
            bad += item(ok, c) ? 0 : 1;
            if (!ok && c >= Mark.CHECK_BELOW) badUnflagged++;
        }
        if (r.impossible()) {
            impossible++;
            if (bad > 0) impossibleWrong++;
        }
        if (bad == 0) perfect++;
        else {
            wrongDrafts++;
            if (badUnflagged == 0) wrongDraftsFlagged++;
        }
        flagged += r.uncertain();
        if (scoresRight(r, truth)) scoreRight++;
    }

    /** Whether the reading, as a sheet, scores what the drawn sheet scores. */
    static boolean scoresRight(PhotoReading r, Sheet truth) {
        try {
            return RouteScorer.score(r.sheet(), Variant.DISTINCT).score()
                    == RouteScorer.score(truth, Variant.DISTINCT).score();
        } catch (RuntimeException e) {
            return false; // the reading is not a sheet that can be scored
        }
    }

    private void reason(String why, boolean ok) {
        long[] n = reasons.computeIfAbsent(why == null ? "(none)" : why, k -> new long[2]);
        n[0]++;
        if (!ok) n[1]++;
    }

    private boolean item(boolean ok, double confidence) {
        int bin = (int) Math.max(0, Math.min(BINS - 1, Math.floor(confidence * 1000)));
        (ok ? right : wrong)[bin]++;
        if (confidence >= Mark.CHECK_BELOW) {
            confident++;
            if (!ok) confidentWrong++;
        }
        return ok;
    }

    void merge(FamilyScore o) {
        sheets += o.sheets;
        unreadable += o.unreadable;
        qr += o.qr;
        spaces += o.spaces;
        spacesWrong += o.spacesWrong;
        edges += o.edges;
        edgesWrong += o.edgesWrong;
        doors += o.doors;
        doorsWrong += o.doorsWrong;
        perfect += o.perfect;
        scoreRight += o.scoreRight;
        wrongDrafts += o.wrongDrafts;
        wrongDraftsFlagged += o.wrongDraftsFlagged;
        flagged += o.flagged;
        impossible += o.impossible;
        impossibleWrong += o.impossibleWrong;
        o.reasons.forEach((k, v) -> {
            long[] n = reasons.computeIfAbsent(k, x -> new long[2]);
            n[0] += v[0];
            n[1] += v[1];
        });
        confidentWrong += o.confidentWrong;
        confident += o.confident;
        for (int i = 0; i < BINS; i++) {
            right[i] += o.right[i];
            wrong[i] += o.wrong[i];
        }
    }

    /** The lowest confidence bin from which at most 1 in 1,000 items is wrong on these photos. */
    int threshold() {
        long r = 0;
        long w = 0;
        int best = BINS;
        for (int b = BINS - 1; b >= 0; b--) {
            r += right[b];
            w += wrong[b];
            if (w * 1000 <= r + w) best = b;
        }
        return best;
    }

    /** Items at or above a confidence bin, and the wrong ones among them. */
    long[] above(int bin) {
        long n = 0;
        long w = 0;
        for (int b = bin; b < BINS; b++) {
            n += right[b] + wrong[b];
            w += wrong[b];
        }
        return new long[] {n, w};
    }
}
