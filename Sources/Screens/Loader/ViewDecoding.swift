import AutoLayout
import Diagnostics
import Geometry
import Text

extension TemplateDecoder {
    /// A `views:` list. Ids of the list's entries are gathered first, so pins can be checked against
    /// the siblings wherever they were written in the list.
    mutating func views(from node: YAMLNode?) -> [ViewSpec] {
        guard let items = list(node, "views") else { return [] }
        let siblingIDs: [String] = items.compactMap { item in
            guard case .mapping(let pairs) = item.content else { return nil }
            return pairs.first { $0.key.scalarText == "id" }?.value.scalarText
        }
        var views: [ViewSpec] = []
        for item in items {
            if let view = view(from: item, siblingIDs: siblingIDs) { views.append(view) }
        }
        return views
    }

    /// One view, or nil when it is too broken to describe (its problems are reported).
    mutating func view(from node: YAMLNode, siblingIDs: [String]) -> ViewSpec? {
        if node.standsForAlias { return nil }  // already reported by the reader
        guard case .mapping(let pairs) = node.content else {
            error(node.location, "each entry of 'views' must be a mapping with 'id' and 'kind', got \(node.shownForMessage)")
            return nil
        }
        viewCount += 1
        if viewCount == limits.views + 1 {
            error(node.location, "the screen has more than \(limits.views) views")
        }
        guard viewCount <= limits.views else { return nil }

        let problemsBefore = diagnostics.count
        // The kind decides which keys apply, so it is read first.
        let kindNode = pairs.first { $0.key.scalarText == "kind" }?.value
        let kind: ViewKind? = kindNode.flatMap { choice($0, "kind") }
        let allowed = kind.map(TemplateKeys.view) ?? TemplateKeys.viewAll
        guard let entries = entries(
            of: node, what: "a view", allowed: allowed, suggestions: TemplateKeys.viewAll,
            misplaced: { key in Self.misplacedViewKey(key, kind: kind) })
        else { return nil }
        require(["id", "kind"], in: entries, of: "a view")

        var id: String?
        if let idNode = entries["id"], let text = text(idNode, "id") {
            if let problem = SafeNames.viewIDProblem(text, maxCharacters: limits.nameCharacters) {
                error(idNode.location, problem)
            } else if let first = viewIDs[text] {
                error(idNode.location, "duplicate view id '\(MessageText.shown(text))' (first at line \(first.line), column \(first.column))")
            } else {
                viewIDs[text] = idNode.location
                id = text
            }
        }

        let pins = self.pins(from: entries["pin"], viewID: id, siblingIDs: siblingIDs)
        let width = number(entries["width"], "width", minimum: 0)
        let height = number(entries["height"], "height", minimum: 0)
        let aspectRatio = self.aspectRatio(entries["aspectRatio"])
        let color = self.color(entries["color"], "color")
        let bleed = boolean(entries["bleed"], "bleed") ?? false
        let insetsFromSafeArea = boolean(entries["insetsLayoutMarginsFromSafeArea"], "insetsLayoutMarginsFromSafeArea") ?? true
        let allow = allowances(entries["allow"])
        let text = text(entries["text"], "text")
        let textStyle: TextStyle? = choice(entries["textStyle"], "textStyle")
        let fontSize = number(entries["fontSize"], "fontSize", minimum: 0, exclusiveMinimum: true)
        let fontWeight: FontWeight? = choice(entries["fontWeight"], "fontWeight")
        let fontName = self.fontName(entries, fontSize: fontSize)
        let textColor = self.color(entries["textColor"], "textColor")
        let textAlignment: TextAlignment? = choice(entries["textAlignment"], "textAlignment")
        let lines = integer(entries["lines"], "lines", in: 0...Int(limits.magnitude))
        let image = shownImage(entries, image: imagePath(entries["image"]))
        let contentMode: ContentMode? = choice(entries["contentMode"], "contentMode")
        var layout = ViewLayoutSpec()
        (layout.horizontalHugging, layout.verticalHugging) = priorities(entries["hugging"], "hugging")
        (layout.horizontalCompressionResistance, layout.verticalCompressionResistance) =
            priorities(entries["compressionResistance"], "compressionResistance")

        var scroll: ScrollSpec?
        var table: TableSpec?
        var stack: StackSpec?
        var grid: GridSpec?
        if let kind {
            if kind.isScrollView { scroll = scrollSpec(entries) }
            if kind == .table || kind == .collection { table = tableSpec(entries) }
            if kind == .table, let sections = Optional(cellSections(entries["cells"], tableID: id)), !sections.isEmpty {
                // Spelled-out rows set the counts the content size is measured from.
                table?.cellSections = sections
                table?.rows = sections.map(\.cells.count).max() ?? 0
                table?.sections = sections.count
            }
            if kind == .stack { stack = stackSpec(entries) }
            if kind == .grid { grid = gridSpec(entries, viewID: id) }
        }
        let control = kind.flatMap { controlSpec(entries, kind: $0) }
        let tint = self.color(entries["tint"], "tint")
        let cornerRadius = number(entries["cornerRadius"], "cornerRadius", minimum: 0)
        let clipsToBounds = boolean(entries["clipsToBounds"], "clipsToBounds")
        let borderWidth = number(entries["borderWidth"], "borderWidth", minimum: 0)
        let borderColor = self.color(entries["borderColor"], "borderColor")
        // UIView's `alpha` and `isHidden`, as a document's `alpha=` and `hidden="YES"` give them
        // (https://developer.apple.com/documentation/uikit/uiview/alpha, https://developer.apple.com/documentation/uikit/uiview/ishidden).
        let alpha = fraction(entries["alpha"], "alpha")
        let hidden = boolean(entries["hidden"], "hidden") ?? false
        let subviews = views(from: entries["views"])

        guard let id, let kind else {
            // Every way here reports its problem; this keeps a view from ever vanishing in silence.
            if diagnostics.count == problemsBefore { error(entries.location, "this view could not be read") }
            return nil
        }
        var spec = ViewSpec(
            id: id, kind: kind, pins: pins, width: width, height: height, aspectRatio: aspectRatio, text: text ?? control?.placeholder,
            textStyle: textStyle, fontSize: fontSize, lines: lines, color: color, bleed: bleed,
            insetsLayoutMarginsFromSafeArea: insetsFromSafeArea, scroll: scroll, table: table, stack: stack, grid: grid,
            allow: allow, views: subviews, layout: layout, fontWeight: fontWeight, textColor: textColor, textAlignment: textAlignment,
            image: image, contentMode: contentMode, location: entries.location, keyLocations: entries.keyLocations)
        spec.control = control
        spec.fontName = fontName
        spec.tint = tint
        spec.cornerRadius = cornerRadius
        spec.masksToBounds = clipsToBounds
        spec.borderWidth = borderWidth
        spec.borderColor = borderColor
        // An opaque view keeps no alpha, as a document's does (`ViewKindMapping`).
        if let alpha, alpha < 1 { spec.alpha = alpha }
        spec.layout.isHidden = hidden
        return spec
    }

    /// `fontName:` a font's PostScript name (`Gilroy-Bold`), as `UIFont(name:size:)` takes it, at the view's
    /// `fontSize:`, which it needs (a font by name has a fixed size: https://developer.apple.com/documentation/uikit/uifont/init(name:size:)).
    /// The project's font files give the face, as for a document's font (`ProjectAssets.apply(toTemplate:)`); a name
    /// none holds is drawn in a substitute and named.
    mutating func fontName(_ entries: Entries, fontSize: Double?) -> String? {
        guard let node = entries["fontName"], let name = text(node, "fontName") else { return nil }
        guard !name.isEmpty, !name.contains(where: \.isNewline) else {
            error(node.location, "'fontName' must be a font's PostScript name, such as 'Gilroy-Bold', got '\(MessageText.shown(name))'")
            return nil
        }
        if fontSize == nil, entries["fontSize"] == nil {
            error(node.location, "'fontName' needs a 'fontSize': a font named by its PostScript name has a fixed size, as UIFont(name:size:) takes it")
        }
        return name
    }

    /// `image:` a path relative to the template's folder that stays inside it: no absolute path, no `.`, `..`
    /// or empty part, no backslash (a Windows separator that would name another file there). Links are refused
    /// when the file is read (`ImageFiles`, through `FileReader`).
    mutating func imagePath(_ node: YAMLNode?) -> String? {
        guard let node, let path = text(node, "image") else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || path.contains("\\") || path.contains("\0")
            || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        {
            error(node.location, "'image' must be a path inside the template's folder, such as 'avatar.png' or 'images/avatar.png', got '\(MessageText.shown(path))'")
            return nil
        }
        return path
    }

    /// The image a view, a table row or a bar item shows: `image:` (`image`, as the caller reads it: a view's and a
    /// row's through `imagePath(_:)`) or `systemImage:` (`systemImageName(_:)`), not both.
    mutating func shownImage(_ entries: Entries, image path: String?) -> String? {
        let symbol = systemImageName(entries["systemImage"])
        if path != nil, let node = entries["systemImage"], symbol != nil {
            // One message: the symbol stands, so a bar item with neither title nor other image is not reported again.
            error(node.location, "give 'image' (a file or the project's image) or 'systemImage' (an SF Symbol), not both")
        }
        return symbol ?? path
    }

    /// `systemImage:` an SF Symbol's name (`star.fill`), as `UIImage(systemName:)` takes it
    /// (https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)) and a document marks it with
    /// `catalog="system"`: lowercase letters, digits and dots between them. Apple's symbols cannot be shipped, so it is
    /// drawn as its look-alike or a placeholder and named (`ProjectAssets.apply(toTemplate:)`); its name is kept in
    /// `systemImageNames`.
    mutating func systemImageName(_ node: YAMLNode?) -> String? {
        guard let node, let name = text(node, "systemImage") else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }) else {
            error(node.location, "'systemImage' must be an SF Symbol's name, such as 'star.fill' or 'square.and.arrow.up', got '\(MessageText.shown(name))'")
            return nil
        }
        systemImageNames.insert(name)
        return name
    }

    /// `hugging:` or `compressionResistance:`, a priority for both axes (`251`, `high`) or a mapping
    /// `{ horizontal: P, vertical: P }`; either may be left out (the kind's default).
    mutating func priorities(_ node: YAMLNode?, _ key: String) -> (LayoutPriority?, LayoutPriority?) {
        guard let node, !node.isNull else { return (nil, nil) }
        func one(_ node: YAMLNode?, _ name: String) -> LayoutPriority? {
            guard let node, !node.isNull else { return nil }
            guard let text = node.scalarText, let value = PinExpression.priorityValue(Substring(text)) else {
                error(node.location, "'\(name)' must be a priority: 1 to 1000, 'required', 'high' (750) or 'low' (250), got \(node.shownForMessage)")
                return nil
            }
            return value
        }
        if case .mapping = node.content {
            guard let entries = entries(of: node, what: "'\(key)'", allowed: ["horizontal", "vertical"]) else { return (nil, nil) }
            return (one(entries["horizontal"], "\(key).horizontal"), one(entries["vertical"], "\(key).vertical"))
        }
        let both = one(node, key)
        return (both, both)
    }

    /// The message for a key of the format that this kind of view does not take, or nil for a key
    /// unknown everywhere.
    static func misplacedViewKey(_ key: String, kind: ViewKind?) -> String? {
        if key == "pins" { return "unknown key 'pins'; did you mean 'pin'?" }
        // Each line of `constraints:` names its own items, so the list is the template's, beside `views:`.
        if key == "constraints" {
            return "'constraints' is a key of the template, not of a view: move the list to the top level, beside 'views:' (each line names its views, e.g. 'image.height = image.width * 0.75')"
        }
        guard let kind, TemplateKeys.viewAll.contains(key) else { return nil }
        let kinds = TemplateKeys.kinds(taking: key).map(\.rawValue)
        let listed = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " and " + kinds[kinds.count - 1] : kinds.joined()
        return "'\(MessageText.shown(key))' does not apply to a \(kind.rawValue) view; it is a key of \(listed) views"
    }

    // MARK: Pins

    mutating func pins(from node: YAMLNode?, viewID: String?, siblingIDs: [String]) -> Pins {
        var pins = Pins()
        guard let node, !node.isNull else { return pins }
        let edges = Edge.allCases.map(\.rawValue)
        guard let entries = entries(of: node, what: "'pin'", allowed: edges, misplaced: { key in
            switch key {
            case "left": "pins use 'leading', not 'left' (they follow the writing direction)"
            case "right": "pins use 'trailing', not 'right' (they follow the writing direction)"
            case "width", "height", "aspectRatio": "'\(MessageText.shown(key))' is a key of the view, not of its pins"
            default: nil
            }
        }) else { return pins }
        for edge in Edge.allCases {
            guard let value = entries[edge.rawValue], !value.isNull else { continue }
            pins[edge] = pin(value, edge: edge, viewID: viewID, siblingIDs: siblingIDs)
        }
        return pins
    }

    mutating func pin(_ node: YAMLNode, edge: Edge, viewID: String?, siblingIDs: [String]) -> Pin? {
        let key = edge.rawValue
        guard case .scalar(let text, _) = node.content else {
            error(node.location, "'\(MessageText.shown(key))' must be a pin such as 'safeArea + 8', got \(node.shownForMessage)")
            return nil
        }
        let guides = Anchor.guideNames
        if let number = ScalarSyntax.number(text.filter { $0 != " " }), number.isFinite {
            let sign = number < 0 ? "-" : "+"
            error(node.location, "'\(MessageText.shown(key))' needs an anchor: write 'superview \(sign) \(abs(number).compact)' or 'safeArea \(sign) \(abs(number).compact)'")
            return nil
        }
        switch PinExpression.parse(text) {
        case .failure(.malformed):
            error(node.location, "'\(MessageText.shown(key))' must be ANCHOR, ANCHOR + N or ANCHOR - N (e.g. 'safeArea + 8'), got '\(MessageText.shown(text))'")
            return nil
        case .failure(.badPriority(let word)):
            error(node.location, "'\(MessageText.shown(key))' has priority '@\(MessageText.shown(word))'; a priority is 1 to 1000, 'required', 'high' (750) or 'low' (250)")
            return nil
        case .failure(.unknownAnchor(let word)):
            if siblingIDs.contains(word) && word != viewID {
                error(node.location, "anchor '\(MessageText.shown(word))' needs an edge, e.g. '\(word).\(Self.facingEdge(of: edge).rawValue)'")
            } else {
                let candidates = guides + siblingIDs.filter { $0 != viewID }
                error(node.location, "unknown anchor '\(MessageText.shown(word))'" + MessageText.didYouMean(word, in: candidates))
            }
            return nil
        case .failure(.unknownEdge(let id, let edgeName)):
            error(node.location, "unknown edge '\(MessageText.shown(edgeName))' in '\(id).\(edgeName)'"
                + MessageText.didYouMean(edgeName, in: Edge.allCases.map(\.rawValue)))
            return nil
        case .success(let parsed):
            guard checked(parsed.constant, text: text, key: key, at: node.location) != nil else { return nil }
            let anchor: Anchor
            if let anchorEdge = parsed.edge {
                let id = parsed.anchorName
                if guides.contains(id) {
                    error(node.location, "a guide is written without an edge: '\(MessageText.shown(id))' (the pinned edge picks the guide's edge)")
                    return nil
                }
                if id == viewID {
                    error(node.location, "view '\(MessageText.shown(id))' cannot be pinned to itself")
                    return nil
                }
                guard siblingIDs.contains(id) else {
                    error(node.location, "no view '\(MessageText.shown(id))' among the siblings of \(viewID.map { "'\($0)'" } ?? "this view")"
                        + MessageText.didYouMean(id, in: siblingIDs.filter { $0 != viewID }))
                    return nil
                }
                guard anchorEdge.isHorizontal == edge.isHorizontal else {
                    error(node.location, "'\(MessageText.shown(key))' is \(edge.isHorizontal ? "horizontal" : "vertical") but '\(id).\(anchorEdge.rawValue)' is \(anchorEdge.isHorizontal ? "horizontal" : "vertical")")
                    return nil
                }
                anchor = .sibling(id: id, edge: anchorEdge)
            } else {
                switch parsed.anchorName {
                case "superview": anchor = .superview
                case "safeArea": anchor = .safeArea
                case "margins": anchor = .margins
                default: anchor = .readable
                }
            }
            return Pin(
                anchor: anchor, constant: parsed.constant, isSystemSpacing: parsed.isSystemSpacing, relation: parsed.relation,
                priority: parsed.priority, location: node.location)
        }
    }

    /// The sibling edge a pin on `edge` usually meets: a top edge sits below a sibling's bottom.
    static func facingEdge(of edge: Edge) -> Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        case .centerX, .centerY: edge
        }
    }

    // MARK: Single keys

    /// A number above 0, or `W:H` text such as `16:9`.
    mutating func aspectRatio(_ node: YAMLNode?) -> Double? {
        guard let node, !node.isNull else { return nil }
        if case .scalar(let text, _) = node.content, let colon = text.firstIndex(of: ":") {
            let width = ScalarSyntax.number(String(text[..<colon]).filter { $0 != " " })
            let height = ScalarSyntax.number(String(text[text.index(after: colon)...]).filter { $0 != " " })
            guard let width, let height, width.isFinite, height.isFinite, width > 0, height > 0,
                  width <= limits.magnitude, height <= limits.magnitude
            else {
                error(node.location, "'aspectRatio' must be a number above 0 or W:H such as '16:9', got '\(MessageText.shown(text))'")
                return nil
            }
            return width / height
        }
        return number(node, "aspectRatio", minimum: 0, exclusiveMinimum: true)
    }

    /// `color:` or `textColor:`: `#RRGGBB` or `#RRGGBBAA` (drawn as written), a UIKit system colour's name
    /// (`systemBlue`, `secondarySystemBackground`: `SystemColor`), which follows the appearance, one of
    /// UIColor's fixed colours (`white`, `black`, `clear`: `FixedColor`), which is its `#RRGGBBAA`, or a colour set
    /// of the project's asset catalogues (`assetColours`), with its dark variant when it has one, as
    /// `UIColor(named:)` loads it (https://developer.apple.com/documentation/uikit/uicolor/init(named:)). UIKit's
    /// names come first: they are the format's words, whatever a catalogue holds.
    mutating func color(_ node: YAMLNode?, _ key: String) -> String? {
        guard let text = text(node, key) else { return nil }
        if SystemColor(rawValue: text) != nil { return text }
        if let fixed = FixedColor(rawValue: text) { return fixed.hex }
        if let set = assetColours[text] { return set }
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else {
            let names = SystemColor.allCases.map(\.rawValue) + FixedColor.allCases.map(\.rawValue) + assetColours.keys.sorted()
            error(node?.location ?? SourceLocation(file: file, line: 1, column: 1),
                  "'\(key)' must be #RRGGBB, #RRGGBBAA, a system colour such as systemBlue, a fixed one such as white or a colour set of the project's asset catalogues, got '\(MessageText.shown(text))'"
                  + MessageText.didYouMean(text, in: names))
            return nil
        }
        return text
    }

    // MARK: Kind groups

    mutating func scrollSpec(_ entries: Entries) -> ScrollSpec {
        var scroll = ScrollSpec()
        if let insets = insets(entries["contentInset"], "contentInset") { scroll.contentInset = insets }
        if let behavior: ContentInsetAdjustmentBehavior = choice(entries["contentInsetAdjustmentBehavior"], "contentInsetAdjustmentBehavior") {
            scroll.contentInsetAdjustmentBehavior = behavior
        }
        scroll.refreshControl = boolean(entries["refreshControl"], "refreshControl") ?? false
        if let node = entries["loadMoreFooter"], !node.isNull,
           let footer = self.entries(of: node, what: "'loadMoreFooter'", allowed: TemplateKeys.loadMoreFooter) {
            require(["height"], in: footer, of: "'loadMoreFooter'")
            if let height = number(footer["height"], "height", minimum: 0) {
                scroll.loadMoreFooter = LoadMoreFooterSpec(height: height)
            }
        }
        scroll.contentSize = size(entries["contentSize"], "contentSize")
        scroll.scrollEnabled = boolean(entries["scrollEnabled"], "scrollEnabled") ?? true
        scroll.alwaysBounceVertical = boolean(entries["alwaysBounceVertical"], "alwaysBounceVertical")
        scroll.alwaysBounceHorizontal = boolean(entries["alwaysBounceHorizontal"], "alwaysBounceHorizontal")
        return scroll
    }

    mutating func tableSpec(_ entries: Entries) -> TableSpec {
        let upper = Int(limits.magnitude)
        var table = TableSpec()
        if let style: TableStyle = choice(entries["style"], "style") { table.style = style }
        table.rows = integer(entries["rows"], "rows", in: 0...upper) ?? 0
        table.rowHeight = number(entries["rowHeight"], "rowHeight", minimum: 0)
        table.sections = integer(entries["sections"], "sections", in: 0...upper) ?? 1
        table.sectionHeaderHeight = number(entries["sectionHeaderHeight"], "sectionHeaderHeight", minimum: 0)
        return table
    }

    mutating func stackSpec(_ entries: Entries) -> StackSpec {
        var stack = StackSpec()
        if let axis: StackAxis = choice(entries["axis"], "axis") { stack.axis = axis }
        // `spacing: system` is UIStackView.spacingUseSystem, as `system` is in a pin: UIKit's standard spacing
        // between siblings (`Pin.systemSpacing`), what a document's `spacingType="standard"` says.
        if entries["spacing"]?.scalarText == "system" {
            stack.spacing = Pin.systemSpacing
        } else {
            stack.spacing = number(entries["spacing"], "spacing") ?? 0
        }
        if let alignment: StackAlignment = choice(entries["alignment"], "alignment") { stack.alignment = alignment }
        if let distribution: StackDistribution = choice(entries["distribution"], "distribution") { stack.distribution = distribution }
        return stack
    }

    mutating func gridSpec(_ entries: Entries, viewID: String?) -> GridSpec {
        if entries["standardColumns"]?.isNull ?? true {
            error(entries.location, "grid view \(viewID.map { "'\($0)' " } ?? "")is missing required key 'standardColumns'")
        }
        var grid = GridSpec(standardColumns: integer(entries["standardColumns"], "standardColumns", in: 1...1_000) ?? 1)
        if let value = number(entries["standardWidth"], "standardWidth", minimum: 0, exclusiveMinimum: true) { grid.standardWidth = value }
        if let value = number(entries["scale"], "scale", minimum: 0, exclusiveMinimum: true) { grid.scale = value }
        if let value = number(entries["gap"], "gap", minimum: 0) { grid.gap = value }
        if let value = number(entries["margin"], "margin", minimum: 0) { grid.margin = value }
        if let value = number(entries["itemAspect"], "itemAspect", minimum: 0, exclusiveMinimum: true) { grid.itemAspect = value }
        grid.items = integer(entries["items"], "items", in: 0...Int(limits.magnitude)) ?? 0
        return grid
    }
}
