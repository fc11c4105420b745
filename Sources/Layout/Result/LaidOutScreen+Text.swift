import Diagnostics
import Geometry

extension LaidOutScreen {
    /// The JSON `bezel layout --json` prints: keys in a fixed order, one view per line.
    ///
    ///     {"screen", "device", "orientation", "window", "ios", "layoutDirection", "size", "safeArea",
    ///      "views": [{"id", "kind", "superview"?, "frame", "frameInSuperview", "safeArea",
    ///                 "adjustedContentInset"?, "contentOffset"?, "contentSize"?, "rowHeight"?, "text"?, "hidden"?}],
    ///      "barItems"?: [{"id", "bar", "title", "frame",
    ///                     "customView"?: [{"id", "kind", "superview"?, "frame", "text"?, "hidden"?}]}]}
    ///
    /// `frame` is in window coordinates; `frameInSuperview` is UIKit's `frame`: in the
    /// superview's coordinates, scroll offsets not applied. `superview` is absent at the root. `hidden` is `true`
    /// for a view the description hides (its own `isHidden`; its subviews are not drawn either) and absent otherwise.
    package var jsonText: String { json.renderedOneEntryPerLine() }

    /// The document `jsonText` prints.
    package var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("screen", .string(screen)),
            ("device", .string(deviceID)),
            ("orientation", .string(orientation.rawValue)),
            ("window", .string(window.rawValue)),
            ("ios", .number(Double(ios))),
            ("layoutDirection", .string(layoutDirection.rawValue)),
            ("size", Self.json(size)),
            ("safeArea", Self.json(safeAreaInsets)),
        ]
        members.append(("views", .array(views.indices.map { n in
            let view = views[n]
            var fields: [(String, JSONValue)] = [("id", .string(view.id)), ("kind", .string(view.kind.name))]
            if let parent = view.parent { fields.append(("superview", .string(views[parent].id))) }
            fields += [("frame", Self.json(view.frame)), ("frameInSuperview", Self.json(frameInSuperview(n))),
                       ("safeArea", Self.json(view.safeAreaInsets))]
            if let scroll = view.scroll {
                fields.append(("adjustedContentInset", Self.json(scroll.adjustedContentInset)))
                fields.append(("contentOffset", .object([("x", Self.number(scroll.contentOffset.x)), ("y", Self.number(scroll.contentOffset.y))])))
                // What a reviewer asks about when the frames did not move.
                fields.append(("contentSize", Self.json(scroll.contentSize)))
                if scroll.rowHeight > 0 { fields.append(("rowHeight", Self.number(scroll.rowHeight))) }
            }
            if let text = view.text { fields.append(("text", .string(text))) }
            if view.isHidden { fields.append(("hidden", .bool(true))) }
            return .object(fields)
        })))
        if !barItems.isEmpty {
            members.append(("barItems", .array(barItems.map { item in
                var fields: [(String, JSONValue)] = [
                    ("id", .string(item.id)), ("bar", .string(item.bar)), ("title", .string(item.title)), ("frame", Self.json(item.frame)),
                ]
                // A custom view and its subviews (`BarItemCustomView`), absent for other items.
                if !item.customView.isEmpty {
                    fields.append(("customView", .array(item.customView.map { view in
                        var entry: [(String, JSONValue)] = [("id", .string(view.id)), ("kind", .string(view.kind.name))]
                        if let parent = view.parent { entry.append(("superview", .string(item.customView[parent].id))) }
                        entry.append(("frame", Self.json(view.frame)))
                        if let text = view.text { entry.append(("text", .string(text))) }
                        if view.isHidden { entry.append(("hidden", .bool(true))) }
                        return .object(entry)
                    })))
                }
                return .object(fields)
            })))
        }
        if !substitutes.isEmpty {
            // The views the image shows as stand-ins (a custom class, a map), absent when there are none.
            members.append(("notDrawnExactly", .array(substitutes.map { substitute in
                var fields: [(String, JSONValue)] = [("id", .string(substitute.id)), ("what", .string(substitute.what))]
                if let name = substitute.name { fields.append(("name", .string(name))) }
                return .object(fields)
            })))
        }
        return .object(members)
    }

    /// A readable tree for people: the screen's header, then every view indented under its superview.
    package var treeText: String {
        let f = FixedPrecision.format
        var out = "\(TerminalText.oneLine(screen)) on \(deviceID)"
        // tvOS has no rotation and numbers its versions as iOS does (Sources/Devices/SupportedVersions.swift).
        if isTV {
            out += ", tvOS \(ios)"
        } else {
            out += " \(orientation.rawValue)"
            if window != .full { out += " \(window.rawValue)" }
            out += ", iOS \(ios)"
        }
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
        for item in barItems {
            out += "  \(TerminalText.oneLine(item.id)) [\(item.bar) item] \(Self.text(item.frame)) \(JSONString.quoted(item.title))\n"
            for view in item.customView {
                out += String(repeating: "  ", count: view.depth + 2) + "\(TerminalText.oneLine(view.id)) [\(view.kind.name)] \(Self.text(view.frame))\n"
            }
        }
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

    /// A number as the layout JSON writes it: with `FixedPrecision`, a non-finite one as `0`.
    static func number(_ value: Double) -> JSONValue { .number(value.isFinite ? value : 0) }

    static func json(_ size: Size) -> JSONValue {
        .object([("width", number(size.width)), ("height", number(size.height))])
    }

    /// A frame as the layout JSON writes it, `{"x", "y", "width", "height"}` with fixed-precision
    /// numbers; a finding's region has this shape too (`Checks/Finding+JSON.swift`).
    package static func json(_ rect: Rect) -> JSONValue {
        .object([("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)), ("height", number(rect.height))])
    }

    static func json(_ insets: EdgeInsets) -> JSONValue {
        .object([("top", number(insets.top)), ("left", number(insets.left)), ("bottom", number(insets.bottom)), ("right", number(insets.right))])
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
