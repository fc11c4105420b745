import Diagnostics

/// What changed between a layout golden and this run's layout, in words a reviewer reads before
/// looking at pixels: "view `reply` moved 34 pt up", "views `a` and `b` removed",
/// "safe area changed (top 47 → 59)", "navigationBar title 'Inbox' → 'Mail'", "table 'list' rows 44 → 56 pt".
///
/// Views are matched by id (the n-th view with an id matches the n-th with that id). Views that
/// change the same way are named together in one phrase, so a header that moved with its ten
/// subviews reads as one line. Frames are in window coordinates, as `bezel layout --json` writes them.
enum GoldenLayoutDiff {
    /// The changes, screen-level first, then views in the golden's order; empty when the layouts
    /// agree on every compared value.
    static func phrases(golden: GoldenLayoutSnapshot, actual: GoldenLayoutSnapshot) -> [String] {
        var phrases: [String] = []
        if golden.device != actual.device || golden.orientation != actual.orientation || golden.window != actual.window {
            phrases.append("profile changed from \(golden.device) \(golden.orientation) \(golden.window) to \(actual.device) \(actual.orientation) \(actual.window)")
        }
        if golden.ios != actual.ios { phrases.append("iOS changed from \(golden.ios) to \(actual.ios)") }
        let windowChanged = golden.size != actual.size
        if windowChanged { phrases.append("window resized from \(text(golden.size)) to \(text(actual.size))") }
        let safeAreaChanged = golden.safeArea != actual.safeArea
        if safeAreaChanged { phrases.append("safe area changed (\(edges(golden.safeArea, actual.safeArea)))") }

        // Predicate → the views it applies to, in the order predicates first appear.
        var groups: [(predicate: String, views: [String])] = []
        func note(_ predicate: String, _ view: String) {
            if let index = groups.firstIndex(where: { $0.predicate == predicate }) {
                groups[index].views.append(view)
            } else {
                groups.append((predicate, [view]))
            }
        }
        let actualByKey = keyed(actual.views)
        let actualLookup = Dictionary(actualByKey.map { ($0.key, $0.view) }, uniquingKeysWith: { first, _ in first })
        let goldenKeys = Set(keyed(golden.views).map(\.key))
        for (key, old) in keyed(golden.views) {
            guard let new = actualLookup[key] else {
                note("removed", old.id)
                continue
            }
            if old.kind != new.kind { note("changed from \(old.kind) to \(new.kind)", old.id) }
            let dx = new.frame.x - old.frame.x, dy = new.frame.y - old.frame.y
            if dx != 0 || dy != 0 { note("moved " + movement(dx: dx, dy: dy), old.id) }
            if old.frame.width != new.frame.width || old.frame.height != new.frame.height {
                note("resized from \(text(old.frame)) to \(text(new.frame))", old.id)
            }
            // A view's safe area follows the window's; report it only when that did not change.
            if !safeAreaChanged && !windowChanged && old.safeArea != new.safeArea {
                note("safe area changed (\(edges(old.safeArea, new.safeArea)))", old.id)
            }
            if old.adjustedContentInset != new.adjustedContentInset {
                note("content inset changed (\(edges(old.adjustedContentInset ?? zero, new.adjustedContentInset ?? zero)))", old.id)
            }
            if old.contentOffset != new.contentOffset {
                note("content offset changed from \(text(old.contentOffset)) to \(text(new.contentOffset))", old.id)
            }
        }
        for (key, new) in actualByKey where !goldenKeys.contains(key) { note("added", new.id) }
        for group in groups { phrases.append(subject(group.views) + " " + group.predicate) }
        phrases += contentPhrases(golden: golden, actual: actualLookup)
        return phrases
    }

    /// What the views show, one phrase per view: a title or text, a row height, a content size.
    /// A golden written before these were kept lacks them, and says nothing here.
    private static func contentPhrases(golden: GoldenLayoutSnapshot, actual: [String: GoldenLayoutSnapshot.View]) -> [String] {
        var phrases: [String] = []
        for (key, old) in keyed(golden.views) {
            guard let new = actual[key] else { continue }
            if let before = old.text, let after = new.text, before != after {
                phrases.append(old.kind == "navigationBar"
                    ? "navigationBar title \(quoted(before)) → \(quoted(after))"
                    : "\(old.kind) '\(old.id)' text \(quoted(before)) → \(quoted(after))")
            }
            if let before = old.rowHeight, let after = new.rowHeight, before != after {
                phrases.append("\(old.kind) '\(old.id)' rows \(FixedPrecision.format(before)) → \(FixedPrecision.format(after)) pt")
            }
            if let before = old.contentSize, let after = new.contentSize, before != after {
                phrases.append("\(old.kind) '\(old.id)' content size \(text(before)) → \(text(after))")
            }
        }
        return phrases
    }

    /// A text in a phrase: single-quoted, cut after 60 characters.
    private static func quoted(_ text: String) -> String {
        "'" + (text.count > 60 ? String(text.prefix(60)) + "…" : text) + "'"
    }

    private static let zero = GoldenLayoutSnapshot.Insets(top: 0, left: 0, bottom: 0, right: 0)

    /// Views keyed `id#n`, n counting earlier views with the same id, in document order.
    private static func keyed(_ views: [GoldenLayoutSnapshot.View]) -> [(key: String, view: GoldenLayoutSnapshot.View)] {
        var seen: [String: Int] = [:]
        return views.map { view in
            let n = seen[view.id, default: 0]
            seen[view.id] = n + 1
            return ("\(view.id)#\(n)", view)
        }
    }

    /// "view `a`", "views `a` and `b`", "views `a`, `b` and `c`", "views `a`, `b`, `c` and 4 more".
    static func subject(_ ids: [String]) -> String {
        let names = ids.map { "`\($0)`" }
        switch names.count {
        case 1: return "view " + names[0]
        case 2...4: return "views " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        default: return "views " + names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
        }
    }

    /// "34 pt up", "12 pt right", "12 pt right and 34 pt up" (y grows downwards, as in UIKit).
    static func movement(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if dx != 0 { parts.append(FixedPrecision.format(abs(dx)) + " pt " + (dx < 0 ? "left" : "right")) }
        if dy != 0 { parts.append(FixedPrecision.format(abs(dy)) + " pt " + (dy < 0 ? "up" : "down")) }
        return parts.joined(separator: " and ")
    }

    /// The edges that differ: "top 47 → 59, bottom 34 → 21".
    static func edges(_ old: GoldenLayoutSnapshot.Insets, _ new: GoldenLayoutSnapshot.Insets) -> String {
        let f = FixedPrecision.format
        var parts: [String] = []
        for (name, a, b) in [("top", old.top, new.top), ("left", old.left, new.left), ("bottom", old.bottom, new.bottom), ("right", old.right, new.right)] where a != b {
            parts.append("\(name) \(f(a)) → \(f(b))")
        }
        return parts.joined(separator: ", ")
    }

    static func text(_ size: GoldenLayoutSnapshot.Size) -> String {
        FixedPrecision.format(size.width) + "×" + FixedPrecision.format(size.height)
    }

    static func text(_ frame: GoldenLayoutSnapshot.Frame) -> String {
        FixedPrecision.format(frame.width) + "×" + FixedPrecision.format(frame.height)
    }

    static func text(_ offset: GoldenLayoutSnapshot.Offset?) -> String {
        guard let offset else { return "none" }
        return "(\(FixedPrecision.format(offset.x)), \(FixedPrecision.format(offset.y)))"
    }
}
