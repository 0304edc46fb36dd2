package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How {@link HttpFuzzBench} judges what a connection answered, on hand-written answers. */
class FuzzOutcomeTest {
    static String answer(int status, String body) {
        return "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: " + body.length()
                + "\r\n\r\n" + body;
    }

    @Test
    void oneAnswerIsItsStatus() {
        assertEquals("400", HttpFuzzBench.outcome(answer(400, "{\"error\":\"malformed JSON\"}"), false));
        assertEquals("200", HttpFuzzBench.outcome(answer(200, "{\"score\":6}\n"), false));
    }

    @Test
    void pipelinedAnswersAreEachJudged() {
        String two =
                answer(400, "{\"error\":\"malformed JSON\"}") + answer(400, "{\"error\":\"malformed HTTP request\"}");
        assertEquals("400", HttpFuzzBench.outcome(two, false));
        String html = answer(400, "{\"error\":\"malformed JSON\"}") + answer(400, "<html>Exception</html>");
        assertEquals("BAD body 400", HttpFuzzBench.outcome(html, false));
        String crash = answer(422, "{\"error\":\"no\"}") + answer(500, "{\"error\":\"internal\"}");
        assertEquals("BAD 500", HttpFuzzBench.outcome(crash, false));
    }

    @Test
    void brokenPromisesAreFound() {
        assertEquals("BAD body 404", HttpFuzzBench.outcome(answer(404, "{\"error\":\"two\nlines\"}"), false));
        assertEquals("BAD garbage", HttpFuzzBench.outcome("hello", false));
        assertEquals("BAD garbage", HttpFuzzBench.outcome(answer(400, "{\"error\":\"x\"}") + "junk", false));
        assertEquals("503", HttpFuzzBench.outcome(answer(503, "{\"error\":\"busy\"}"), false));
    }

    @Test
    void headAnswersHaveNoBody() {
        String head = "HTTP/1.1 404 X\r\nContent-Length: 30\r\n\r\n" + answer(400, "{\"error\":\"x\"}");
        assertEquals("404", HttpFuzzBench.outcome(head, true));
        assertEquals("400", HttpFuzzBench.outcome(answer(400, "{\"error\":\"bad EOL\"}"), true));
        assertEquals("404", HttpFuzzBench.outcome("HTTP/1.1 404 X\r\nContent-Length: 30\r\n\r\n", true));
    }
}
