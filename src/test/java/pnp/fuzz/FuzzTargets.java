package pnp.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.TopView;
import pnp.freezetag.model.Position;
import pnp.fridge.commands.FridgeInput;
import pnp.fridge.format.FridgeWriter;
import pnp.ikes.format.IkesParser;
import pnp.ikes.format.IkesWriter;
import pnp.ikes.format.LiveLog;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Sheet;
import pnp.penguins.format.LayoutFormat;
import pnp.penguins.model.Layout;
import pnp.penguins.model.State;

/** Every text format pnp reads, with its examples, its words and its writer where it has one. */
final class FuzzTargets {
    private FuzzTargets() {}

    static List<FuzzTarget> all() {
        BlockSet standard = BlockSetFormat.standard();
        return List.of(
                new FuzzTarget(
                        "ikes",
                        files("seeds/ikes", ".ikes"),
                        words(
                                "entrance exit grid wall door cafeteria coins claim N E S W A1 G7 D4 A B C D E F G 1 2 3 4 5 6 7 @ . -"),
                        IkesParser::parse,
                        m -> IkesWriter.write((Sheet) m)),
                new FuzzTarget(
                        "ikeslog",
                        files("seeds/ikes", ".ikeslog"),
                        words(
                                "seed live entrance exit roll tile display reward coins door wall reroll light dark cafeteria stop"
                                        + " A1 B2 G7 A4 N E S W 1 6 1-3 5-3"),
                        // the .ikeslog of a solo game or of a live one, told apart as pnp ikes replay does
                        src -> LiveLog.isLive(src) ? LiveLog.parse(src) : MoveLog.parse(src),
                        null),
                new FuzzTarget(
                        "tiles",
                        files("templates/ikes", "tiles.txt"),
                        words("+ --- | . tile +---+ 1-1 6-6"),
                        TileChartParser::parse,
                        null),
                new FuzzTarget(
                        "fridge",
                        files("seeds/fridge", ".fridge"),
                        words("player bar cross base red blue green yellow 1 2 3 4 a b c"),
                        FridgeInput::read,
                        m -> FridgeWriter.write((pnp.fridge.model.Position) m)),
                new FuzzTarget(
                        "bridge",
                        files("seeds/bridge-wars", ".bridge"),
                        words("players corner brass top R B G Y NW NE SE SW . 0 1 9 a1 k11"),
                        TopFormat::parse,
                        m -> TopFormat.write((TopView) m)),
                new FuzzTarget(
                        "bwlog",
                        files("seeds/bridge-wars", ".bwlog"),
                        words("players corner R B G Y NW NE SE SW I4a r0 r90 f e1 k11 pass"),
                        src -> LogFormat.parse(src, standard),
                        null),
                new FuzzTarget(
                        "blocks",
                        files("templates/bridgewars", "blocks.txt"),
                        words("square # ## ### I4a L D"),
                        BlockSetFormat::parse,
                        null),
                new FuzzTarget(
                        "freezetag",
                        files("seeds/freeze-tag", ".txt"),
                        words("board players red blue green yellow S M L frozen turn a1 d4 1 2 3"),
                        pnp.freezetag.format.StateFormat::parse,
                        m -> pnp.freezetag.format.StateFormat.write((Position) m)),
                new FuzzTarget(
                        "penguins-state",
                        files("seeds/penguins", "example.txt"),
                        words("set layout domino penguin buddy nest turn red blue 0 6 9 A1 H6"),
                        pnp.penguins.format.StateFormat::parse,
                        m -> pnp.penguins.format.StateFormat.write((State) m)),
                new FuzzTarget(
                        "penguins-layout",
                        files("templates/penguins", ".txt"),
                        words("name set picture end double-six double-nine o - | o-o"),
                        LayoutFormat::parse,
                        m -> LayoutFormat.write((Layout) m)));
    }

    /** Files under {@code dir} whose names end in {@code suffix}, plus any extra paths. */
    private static List<Path> files(String dir, String suffix, String... extra) {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of(dir))) {
            s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String e : extra) out.add(Path.of(e));
        if (out.isEmpty()) throw new IllegalStateException("no example files in " + dir);
        return out;
    }

    private static List<String> words(String s) {
        return List.of(s.split(" "));
    }
}
