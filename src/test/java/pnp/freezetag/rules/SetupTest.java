package pnp.freezetag.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Size;
import pnp.grid.Side;

class SetupTest {
    private static String board(Position pos) {
        String text = StateFormat.write(pos);
        return text.substring(text.indexOf("   A"));
    }

    @Test
    void twoPlayersAcross() {
        // red sits S: its left is W, so smalls on B5, larges on D5. blue sits N facing S: its left is E,
        // so smalls on D1, larges on B1.
        Position pos = Setup.position(Setup.players(List.of("red", "blue"), true));
        assertEquals("""
                   A      B      C      D      E
                1  .      BL/BL  BM/BM  BS/BS  .
                2  .      .      .      .      .
                3  .      .      .      .      .
                4  .      .      .      .      .
                5  .      RS/RS  RM/RM  RL/RL  .
                """, board(pos));
    }

    @Test
    void twoPlayersCattyCorner() {
        // yellow sits W facing E: its left is N, so smalls A2, mediums A3, larges A4
        Position pos = Setup.position(Setup.players(List.of("red", "yellow"), false));
        assertEquals(
                List.of(Side.S, Side.W),
                pos.players().stream().map(p -> p.start()).toList());
        assertEquals("""
                   A      B      C      D      E
                1  .      .      .      .      .
                2  YS/YS  .      .      .      .
                3  YM/YM  .      .      .      .
                4  YL/YL  .      .      .      .
                5  .      RS/RS  RM/RM  RL/RL  .
                """, board(pos));
    }

    @Test
    void threePlayers() {
        Position pos = Setup.position(Setup.players(List.of("red", "yellow", "green"), true));
        assertEquals("""
                   A      B      C      D      E
                1  .      GL/GL  GM/GM  GS/GS  .
                2  YS/YS  .      .      .      .
                3  YM/YM  .      .      .      .
                4  YL/YL  .      .      .      .
                5  .      RS/RS  RM/RM  RL/RL  .
                """, board(pos));
    }

    @Test
    void fourPlayersLeaveTheCornersFree() {
        // blue sits E facing W: its left is S, so smalls E4, larges E2
        Position pos = Setup.position(Setup.players(Setup.COLOURS, true));
        assertEquals("""
                   A      B      C      D      E
                1  .      GL/GL  GM/GM  GS/GS  .
                2  YS/YS  .      .      .      BL/BL
                3  YM/YM  .      .      .      BM/BM
                4  YL/YL  .      .      .      BS/BS
                5  .      RS/RS  RM/RM  RL/RL  .
                """, board(pos));
        for (int p = 0; p < 4; p++) for (Size s : Size.values()) assertEquals(2, pos.count(p, s));
        assertEquals(
                "RYGB",
                pos.players().stream().map(p -> String.valueOf(p.letter())).reduce("", String::concat));
    }

    @Test
    void lettersStayDistinctForColoursWithTheSameInitial() {
        var players = Setup.players(List.of("blue", "black", "brown"), true);
        assertEquals(
                List.of('B', 'L', 'R'), players.stream().map(p -> p.letter()).toList());
    }
}
