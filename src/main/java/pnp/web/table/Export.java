package pnp.web.table;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import pnp.cli.Json;

/** The results of a round for a spreadsheet (CSV) and for programs (JSON, the state without the join address). */
final class Export {
    private Export() {}

    static byte[] json(Table table) {
        return TableApi.utf8(table.view(null).withoutJoinUrl());
    }

    /**
     * One row a player, best first: for Ike's and solo the place, name, score, grade, claim and whether it
     * matches, finished and winner; for Fridge and Bridge Wars each colour's total from the shared position.
     */
    static byte[] csv(Table table) {
        TableView v = table.view(null);
        StringBuilder b = new StringBuilder();
        if (v.position() == null) {
            b.append("place,player,score,grade,claim,claim_matches,finished,winner\n");
            int place = 0;
            Integer last = null;
            for (int i = 0; i < v.players().size(); i++) {
                TableView.PlayerView p = v.players().get(i);
                if (p.score() == null || !p.score().equals(last)) place = i + 1;
                last = p.score();
                b.append(p.score() == null ? "" : place)
                        .append(',')
                        .append(cell(p.name()))
                        .append(',');
                b.append(p.score() == null ? "" : p.score()).append(',');
                b.append(p.grade() == null ? "" : p.grade()).append(',');
                b.append(p.claim() == null ? "" : p.claim()).append(',');
                b.append(p.claimMatches() == null ? "" : p.claimMatches()).append(',');
                b.append(p.finished())
                        .append(',')
                        .append(v.winners().contains(p.name()))
                        .append('\n');
            }
        } else {
            b.append("player,score,winner\n");
            Object r = v.position().result();
            for (Map<String, Object> p : players(r)) {
                String who = String.valueOf(p.containsKey("color") ? p.get("color") : p.get("letter"));
                b.append(cell(who)).append(',').append(p.get("total")).append(',');
                b.append(v.winners().contains(who)).append('\n');
            }
        }
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> players(Object result) {
        if (result == null) return List.of();
        Map<String, Object> m = Json.MAPPER.convertValue(result, Map.class);
        if (!Boolean.TRUE.equals(m.get("ok")) || !(m.get("score") instanceof Map<?, ?> score)) return List.of();
        Object ps = score.get("players");
        return ps instanceof List<?> l ? (List<Map<String, Object>>) l : List.of();
    }

    /** A CSV field: quoted when needed, and a leading = + - @ made harmless for spreadsheets. */
    static String cell(String s) {
        String t = !s.isEmpty() && "=+-@".indexOf(s.charAt(0)) >= 0 ? "'" + s : s;
        return t.matches("[^,\"\\r\\n]*") ? t : "\"" + t.replace("\"", "\"\"") + "\"";
    }
}
