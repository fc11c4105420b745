import Diagnostics
import Geometry

extension LaidOutScreen {
    /// The JSON `bezel layout --json` prints: keys in a fixed order, one view per line.
    ///
    ///     {"screen", "device", "orientation", "window", "ios", "layoutDirection", "size", "safeArea",
    ///      "views": [{"id", "kind", "superview"?, "frame", "frameInSuperview", "safeArea",
    ///                 "adjustedContentInset"?, "contentOffset"?, "contentSize"?, "rowHeight"?, "text"?}],
    ///      "barItems"?: [{"id", "bar", "title", "frame"}]}
    ///
    /// `frame` is in window coordinates; `frameInSuperview` is UIKit's `frame`: in the
    /// superview's coordinates, scroll offsets not applied. `superview` is absent at the root.
    package var jsonText: String {
        var out = "{\n"
        out += "  \"screen\": \(JSONString.quoted(screen)),\n"
        out += "  \"device\": \(JSONString.quoted(deviceID)),\n"
        out += "  \"orientation\": \(JSONString.quoted(orientation.rawValue)),\n"
        out += "  \"window\": \(JSONString.quoted(window.rawValue)),\n"
        out += "  \"ios\": \(ios),\n"
        out += "  \"layoutDirection\": \(JSONString.quoted(layoutDirection.rawValue)),\n"
        out += "  \"size\": \(Self.json(size)),\n"
        out += "  \"safeArea\": \(Self.json(safeAreaInsets)),\n"
        out += "  \"views\": ["
        for (n, view) in views.enumerated() {
            out += n == 0 ? "\n" : ",\n"
            out += "    {\"id\": \(JSONString.quoted(view.id)), \"kind\": \(JSONString.quoted(view.kind.name)), "
            if let parent = view.parent { out += "\"superview\": \(JSONString.quoted(views[parent].id)), " }
            out += "\"frame\": \(Self.json(view.frame)), \"frameInSuperview\": \(Self.json(frameInSuperview(n))), "
            out += "\"safeArea\": \(Self.json(view.safeAreaInsets))"
            if let scroll = view.scroll {
                out += ", \"adjustedContentInset\": \(Self.json(scroll.adjustedContentInset))"
                out += ", \"contentOffset\": {\"x\": \(FixedPrecision.format(scroll.contentOffset.x)), \"y\": \(FixedPrecision.format(scroll.contentOffset.y))}"
                // What a reviewer asks about when the frames did not move.
                out += ", \"contentSize\": \(Self.json(scroll.contentSize))"
                if scroll.rowHeight > 0 { out += ", \"rowHeight\": \(FixedPrecision.format(scroll.rowHeight))" }
            }
            if let text = view.text { out += ", \"text\": \(JSONString.quoted(text))" }
            out += "}"
        }
        out += views.isEmpty ? "]" : "\n  ]"
        if !barItems.isEmpty {
            out += ",\n  \"barItems\": ["
            for (n, item) in barItems.enumerated() {
                out += n == 0 ? "\n" : ",\n"
                out += "    {\"id\": \(JSONString.quoted(item.id)), \"bar\": \(JSONString.quoted(item.bar)), "
                out += "\"title\": \(JSONString.quoted(item.title)), \"frame\": \(Self.json(item.frame))}"
            }
            out += "\n  ]"
        }
        if !substitutes.isEmpty {
            // The views the image shows as stand-ins (a custom class, a map), absent when there are none.
            out += ",\n  \"notDrawnExactly\": ["
            for (n, substitute) in substitutes.enumerated() {
                out += n == 0 ? "\n" : ",\n"
                out += "    {\"id\": \(JSONString.quoted(substitute.id)), \"what\": \(JSONString.quoted(substitute.what))"
                if let name = substitute.name { out += ", \"name\": \(JSONString.quoted(name))" }
                out += "}"
            }
            out += "\n  ]"
        }
        return out + "\n}\n"
    }

    /// A readable tree for people: the screen's header, then every view indented under its superview.
    package var treeText: String {
        let f = FixedPrecision.format
        var out = "\(TerminalText.oneLine(screen)) on \(deviceID) \(orientation.rawValue)"
        if window != .full { out += " \(window.rawValue)" }
        out += ", iOS \(ios)"
        if layoutDirection == .rightToLeft { out += ", right-to-left" }
        out += "\n"
        out += "window \(f(size.width))x\(f(size.height))"
        if isLetterboxed { out += " (letterboxed at \(Self.text(windowFrame)) on the screen)" }
        out += "\nsafe area \(Self.text(safeAreaInsets)), margins \(Self.text(layoutMargins)), readable \(Self.text(readableContentFrame))\n"
        for view in views {
            out += String(repeating: "  ", count: view.depth + 1)
            // An id from a document may hold any character: shown on its line (`TerminalText.oneLine`).
            out += "\(TerminalText.oneLine(view.id)) [\(view.kind.name)] \(Self.text(view.frame))"
            if view.safeAreaInsets != .zero { out += " safe \(Self.text(view.safeAreaInsets))" }
            if let scroll = view.scroll {
                out += " adjusted \(Self.text(scroll.adjustedContentInset)) offset (\(f(scroll.contentOffset.x)), \(f(scroll.contentOffset.y)))"
                out += " content \(f(scroll.contentSize.width))x\(f(scroll.contentSize.height))"
                if let footer = scroll.loadMoreFooter { out += " footer \(Self.text(footer.frame)) mask \(f(footer.maskHeight))" }
            }
            if let grid = view.grid {
                out += " grid \(grid.columns) columns of \(f(grid.itemSize.width))x\(f(grid.itemSize.height))"
            }
            out += "\n"
        }
        for item in barItems { out += "  \(TerminalText.oneLine(item.id)) [\(item.bar) item] \(Self.text(item.frame)) \(JSONString.quoted(item.title))\n" }
        if !ambiguities.isEmpty {
            out += "ambiguous layout (another frame fits the constraints as well):\n"
            for entry in ambiguities { out += "  - \(TerminalText.oneLine(entry.view)): \(TerminalText.oneLine(entry.unknowns.joined(separator: ", ")))\n" }
        }
        if !assumptions.isEmpty {
            out += "assumed (no source for this case):\n"
            for note in assumptions { out += "  - \(TerminalText.oneLine(note))\n" }
        }
        return out
    }

    static func json(_ size: Size) -> String {
        "{\"width\": \(FixedPrecision.format(size.width)), \"height\": \(FixedPrecision.format(size.height))}"
    }

    /// A frame as the layout JSON writes it, `{"x", "y", "width", "height"}` with fixed-precision
    /// numbers; the check report writes its regions with it too, so both read the same.
    package static func json(_ rect: Rect) -> String {
        let f = FixedPrecision.format
        return "{\"x\": \(f(rect.x)), \"y\": \(f(rect.y)), \"width\": \(f(rect.width)), \"height\": \(f(rect.height))}"
    }

    static func json(_ insets: EdgeInsets) -> String {
        let f = FixedPrecision.format
        return "{\"top\": \(f(insets.top)), \"left\": \(f(insets.left)), \"bottom\": \(f(insets.bottom)), \"right\": \(f(insets.right))}"
    }

    /// A frame as the tree and `--compare-saved` print it: `(x, y, width, height)`.
    package static func text(_ rect: Rect) -> String {
        let f = FixedPrecision.format
        return "(\(f(rect.x)), \(f(rect.y)), \(f(rect.width)), \(f(rect.height)))"
    }

    static func text(_ insets: EdgeInsets) -> String {
        let f = FixedPrecision.format
        return "(\(f(insets.top)), \(f(insets.left)), \(f(insets.bottom)), \(f(insets.right)))"
    }

}
