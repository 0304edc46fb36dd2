package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class DoubtsTest {
    private static Map<String, Mark<SpaceMark>> one(SpaceMark v, double confidence) {
        return Map.of("A1", new Mark<>(v, confidence));
    }

    @Test
    void theFirstPassInDoubtNamesItsReasonWhileTheReadingStaysTheSame() {
        Doubts<String> d = new Doubts<>();
        d.note(one(SpaceMark.DOT, 1), "sure: no reason");
        d.note(one(SpaceMark.DOT, 0.6), "first");
        d.note(one(SpaceMark.DOT, 0.55), "second, same reading");
        assertEquals(Map.of("A1", "first"), d.of(one(SpaceMark.DOT, 0.55)));
    }

    @Test
    void aLaterPassThatChangesTheReadingNamesItsOwnReason() {
        Doubts<String> d = new Doubts<>();
        d.note(one(SpaceMark.DOT, 0.6), "first");
        d.note(one(SpaceMark.DISPLAY, 0.6), "changed it");
        d.note(one(SpaceMark.DISPLAY, 0.5), "same reading again");
        assertEquals(Map.of("A1", "changed it"), d.of(one(SpaceMark.DISPLAY, 0.5)));
    }

    @Test
    void aCheckThatOutranksTheOthersKeepsItsReasonAgainstLaterPassesOfTheSameReading() {
        Doubts<String> d = new Doubts<>();
        d.note(one(SpaceMark.DOT, 0.6), "first");
        d.noteFirst(Map.of("A1", "the rules"), one(SpaceMark.DISPLAY, 0.6));
        d.note(one(SpaceMark.DISPLAY, 0.55), "the photo is soft");
        assertEquals(Map.of("A1", "the rules"), d.of(one(SpaceMark.DISPLAY, 0.55)));
        assertEquals(Map.of(), d.of(one(SpaceMark.DISPLAY, 0.9)));
    }
}
