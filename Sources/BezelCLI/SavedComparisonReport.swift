import Diagnostics
import Layout

/// How `bezel layout --compare-saved` prints its comparisons: compiler-style lines for the views that
/// are off by more than 0.5 pt, then one summary line; or JSON with every view.
enum SavedComparisonReport {
    static func text(_ comparisons: [SavedFrameComparison]) -> String {
        let f = FixedPrecision.format
        var out = ""
        for comparison in comparisons {
            for entry in comparison.entries where entry.difference > SavedFrameComparison.close + 1e-9 {
                let name = entry.name.map { " (\(TerminalText.oneLine($0)))" } ?? ""
                out += "\(entry.location): note: view '\(TerminalText.oneLine(entry.id))'\(name) in \(TerminalText.oneLine(comparison.screen)) is \(f(entry.difference)) pt off:"
                out += " saved \(LaidOutScreen.text(entry.saved)), laid out \(LaidOutScreen.text(entry.laidOut))\n"
            }
        }
        let entries = comparisons.flatMap(\.entries)
        let close = comparisons.reduce(0) { $0 + $1.withinClose }
        let near = comparisons.reduce(0) { $0 + $1.withinNear }
        let misplaced = comparisons.reduce(0) { $0 + $1.misplaced }
        out += "\(entries.count) views compared in \(comparisons.count) scenes: \(close) within 0.5 pt (\(percent(close, entries.count))),"
        out += " \(near) within 2 pt (\(percent(near, entries.count))), \(entries.count - near) further off"
        if misplaced > 0 { out += "; \(misplaced) misplaced in the document, not compared" }
        let ambiguous = comparisons.reduce(0) { $0 + $1.ambiguous }
        if ambiguous > 0 { out += "; \(ambiguous) marked ambiguous in the document, not compared" }
        return out + "\n"
    }

    static func json(_ comparisons: [SavedFrameComparison], failures: [(screen: String, error: InputError)] = []) -> String {
        let f = FixedPrecision.format
        let entries = comparisons.flatMap(\.entries)
        var out = "{\n  \"views\": \(entries.count), \"within0_5\": \(comparisons.reduce(0) { $0 + $1.withinClose }),"
        out += " \"within2\": \(comparisons.reduce(0) { $0 + $1.withinNear }), \"misplaced\": \(comparisons.reduce(0) { $0 + $1.misplaced }),"
        out += " \"ambiguous\": \(comparisons.reduce(0) { $0 + $1.ambiguous }),\n"
        out += "  \"scenes\": ["
        for (n, comparison) in comparisons.enumerated() {
            out += n == 0 ? "\n" : ",\n"
            out += "    {\"screen\": \(JSONString.quoted(comparison.screen)), \"views\": ["
            for (m, entry) in comparison.entries.enumerated() {
                out += m == 0 ? "\n" : ",\n"
                out += "      {\"id\": \(JSONString.quoted(entry.id)), \"saved\": \(LaidOutScreen.json(entry.saved).inline()),"
                out += " \"laidOut\": \(LaidOutScreen.json(entry.laidOut).inline()), \"difference\": \(f(entry.difference))}"
            }
            out += comparison.entries.isEmpty ? "]}" : "\n    ]}"
        }
        out += comparisons.isEmpty ? "]" : "\n  ]"
        if !failures.isEmpty {
            // Scenes that did not lay out, with the error that stopped each.
            out += ",\n  \"failed\": ["
            for (n, failure) in failures.enumerated() {
                out += n == 0 ? "\n" : ",\n"
                out += "    {\"screen\": \(JSONString.quoted(failure.screen)), \"error\": \(JSONString.quoted(failure.error.description))}"
            }
            out += "\n  ]"
        }
        return out + "\n}\n"
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "—" }
        return FixedPrecision.format(Double(part) * 100 / Double(whole)).prefix(5) + " %"
    }
}
