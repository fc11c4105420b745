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

    /// The comparisons as JSON, printed as the other line-oriented outputs are (`JSONValue.rendered(expanding:)`):
    /// each count on its line, each scene's views one a line.
    static func json(_ comparisons: [SavedFrameComparison], failures: [(screen: String, error: InputError)] = []) -> String {
        func count(_ value: Int) -> JSONValue { .number(Double(value)) }
        var members: [(String, JSONValue)] = [
            ("views", count(comparisons.reduce(0) { $0 + $1.entries.count })),
            ("within0_5", count(comparisons.reduce(0) { $0 + $1.withinClose })),
            ("within2", count(comparisons.reduce(0) { $0 + $1.withinNear })),
            ("misplaced", count(comparisons.reduce(0) { $0 + $1.misplaced })),
            ("ambiguous", count(comparisons.reduce(0) { $0 + $1.ambiguous })),
            ("scenes", .array(comparisons.map { comparison in
                .object([
                    ("screen", .string(comparison.screen)),
                    ("views", .array(comparison.entries.map { entry in
                        .object([
                            ("id", .string(entry.id)), ("saved", LaidOutScreen.json(entry.saved)),
                            ("laidOut", LaidOutScreen.json(entry.laidOut)), ("difference", .number(entry.difference)),
                        ])
                    })),
                ])
            })),
        ]
        if !failures.isEmpty {
            // Scenes that did not lay out, with the error that stopped each.
            members.append(("failed", .array(failures.map { .object([("screen", .string($0.screen)), ("error", .string($0.error.description))]) })))
        }
        return JSONValue.object(members).rendered { path, _ in
            path.isEmpty || path == ["scenes"] || path == ["scenes", "[]"] || path == ["scenes", "[]", "views"] || path == ["failed"]
        }
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "—" }
        return FixedPrecision.format(Double(part) * 100 / Double(whole)).prefix(5) + " %"
    }
}
