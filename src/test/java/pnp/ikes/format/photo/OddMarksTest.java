package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Sheet;
import pnp.testing.Cli;

class OddMarksTest {
    private static final double INSIDE = 18 - 2 * SpaceReader.INSET;

    /** Points every eighth of a millimetre along a polyline, {@code width} mm wide. */
    private static void stroke(List<double[]> out, double width, double... xy) {
        for (int i = 0; i + 3 < xy.length; i += 2) {
            double len = Math.hypot(xy[i + 2] - xy[i], xy[i + 3] - xy[i + 1]);
            for (double t = 0; t <= len; t += 0.125) {
                double x = xy[i] + (xy[i + 2] - xy[i]) * t / len;
                double y = xy[i + 1] + (xy[i + 3] - xy[i + 1]) * t / len;
                for (double w = -width / 2; w <= width / 2; w += 0.125) out.add(new double[] {x + w, y});
            }
        }
    }

    private static List<double[]> hatching(double gap) {
        List<double[]> pts = new ArrayList<>();
        for (double k = -INSIDE; k < INSIDE; k += gap) {
            double sx = Math.max(0.2, k);
            double ex = Math.min(INSIDE - 0.2, k + INSIDE);
            if (ex - sx > 1) stroke(pts, 0.5, sx, sx - k, ex, ex - k);
        }
        return pts;
    }

    @Test
    void slantingStrokesOverTheSpaceAreHatching() {
        assertTrue(OddMarks.hatched(hatching(3)));
        assertTrue(OddMarks.hatched(hatching(2.5)));
    }

    @Test
    void aBoxSketchWithShelvesOrASingleStrokeIsNot() {
        List<double[]> bookcase = new ArrayList<>();
        stroke(bookcase, 0.5, 2, 1, 10, 1, 10, 11, 2, 11, 2, 1);
        stroke(bookcase, 0.5, 2, 4.5, 10, 4.5);
        stroke(bookcase, 0.5, 2, 8, 10, 8);
        assertFalse(OddMarks.hatched(bookcase));
        List<double[]> slash = new ArrayList<>();
        stroke(slash, 0.5, 1, 1, 11, 11);
        assertFalse(OddMarks.hatched(slash));
    }

    @Test
    void anOpenRingIsALetterC() {
        List<double[]> c = new ArrayList<>();
        double[] arc = new double[30];
        for (int i = 0; i < 15; i++) {
            double a = 0.25 * Math.PI + 1.5 * Math.PI * i / 14;
            arc[2 * i] = 6 + 4 * Math.cos(a);
            arc[2 * i + 1] = 6 - 4 * Math.sin(a);
        }
        stroke(c, 0.5, arc);
        double[] ring = OddMarks.ring(c);
        assertEquals(4, ring[0], 0.3);
        assertTrue(ring[1] < 0.05, "fit " + ring[1]);
        assertEquals(0.75, ring[2], 0.1); // 18 of 24 directions, and the two its ends reach into
        assertTrue(OddMarks.letter(c));
        // a box fits a circle nearly as well, but it is closed; a straight stroke is no ring
        List<double[]> box = new ArrayList<>();
        stroke(box, 0.5, 2, 2, 10, 2, 10, 10, 2, 10, 2, 2);
        assertEquals(1, OddMarks.ring(box)[2]);
        assertFalse(OddMarks.letter(box));
        List<double[]> bar = new ArrayList<>();
        stroke(bar, 0.5, 1, 6, 11, 6);
        assertFalse(OddMarks.letter(bar));
    }

    /**
     * A hatched sheet: the hatched pairs are read as cafeterias, the lines the hatching crosses are not
     * read as walls, every space read wrong is flagged, and the draft says it is unsure.
     */
    @Test
    void aHatchedSheetIsReadFlaggedAndUnsure() {
        SyntheticPhoto p = SyntheticPhoto.shared(5002, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_HATCH);
        PhotoReading r = PhotoReader.read(p.jpeg());
        assertFalse(p.truth().cafeterias().isEmpty());
        for (var k : p.truth().cafeterias()) {
            for (Cell c : new Cell[] {k.a(), k.b()}) {
                assertEquals(SpaceMark.CAFETERIA, r.spaces().get(c).value(), c.name());
            }
            CellSide between = Edges.canonical(new CellSide(
                    k.a(),
                    k.a().row() == k.b().row()
                            ? (k.a().col() < k.b().col() ? Side.E : Side.W)
                            : (k.a().row() < k.b().row() ? Side.S : Side.N)));
            assertEquals(EdgeMark.NONE, r.edges().get(between).value(), between.toString());
        }
        for (Cell c : Sheet.cells()) {
            Mark<SpaceMark> m = r.spaces().get(c);
            if (m.value() != Accuracy.space(p.truth().space(c))) assertTrue(m.uncertain(), c.name());
        }
        assertTrue(r.unsure());
        assertTrue(DraftWriter.write(r, "x.jpg").contains("\n# unsure: the reader is unsure of this sheet: "));
    }

    /**
     * Level or upright hatching: the pairs are read as cafeterias, flagged, and no line between two
     * hatched spaces is read as a wall, though a hatching stroke lies along one of them (seed 5003: one
     * pair hatched level, one upright; seed 5012: a level stroke on the line between the pair's spaces).
     */
    @Test
    void levelOrUprightHatchingIsReadAsCafeteriasFlagged() {
        for (long seed : new long[] {5003, 5012}) {
            SyntheticPhoto p =
                    SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_HATCH_STRAIGHT);
            PhotoReading r = PhotoReader.read(p.jpeg());
            assertFalse(p.truth().cafeterias().isEmpty());
            for (var k : p.truth().cafeterias()) {
                for (Cell c : new Cell[] {k.a(), k.b()}) {
                    assertEquals(SpaceMark.CAFETERIA, r.spaces().get(c).value(), seed + " " + c.name());
                    assertTrue(r.spaces().get(c).uncertain(), seed + " " + c.name());
                    assertTrue(r.odd().contains(c), seed + " " + c.name());
                }
                CellSide between = Edges.canonical(new CellSide(
                        k.a(),
                        k.a().row() == k.b().row()
                                ? (k.a().col() < k.b().col() ? Side.E : Side.W)
                                : (k.a().row() < k.b().row() ? Side.S : Side.N)));
                assertEquals(EdgeMark.NONE, r.edges().get(between).value(), seed + " " + between);
            }
            assertTrue(r.unsure());
        }
    }

    /**
     * On the command line: the draft is written (exit 0), the reader says it is unsure in one warning
     * line and in the draft, and the JSON says so too.
     */
    @Test
    void readSaysItIsUnsureOfAHatchedSheet(@TempDir Path dir) throws Exception {
        Files.write(
                dir.resolve("hatched.jpg"),
                SyntheticPhoto.shared(5002, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_HATCH)
                        .jpeg());
        Cli.Result r = Cli.run(dir, "ikes", "read", "hatched.jpg", "--out", "sheet.ikes");
        assertEquals(0, r.status(), r.err());
        List<String> warnings =
                r.err().lines().filter(l -> l.startsWith("pnp: warning: ")).toList();
        assertEquals(1, warnings.size(), r.err());
        assertTrue(warnings.get(0).startsWith("pnp: warning: the reader is unsure of this sheet: "), r.err());
        assertTrue(warnings.get(0).contains("the score may be wrong until you check them"), r.err());
        assertTrue(Files.readString(dir.resolve("sheet.ikes")).contains("\n# unsure: the reader is unsure"));
        Cli.Result j = Cli.run(dir, "ikes", "read", "hatched.jpg", "--json");
        assertEquals(0, j.status(), j.err());
        assertTrue(Json.MAPPER.readTree(j.out()).get("unsure").asBoolean(), j.out());
    }
}
