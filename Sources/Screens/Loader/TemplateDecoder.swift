import Diagnostics
import Geometry

/// Reads the meaning of a template out of its `YAMLNode` tree, collecting one diagnostic per problem and
/// going on after each one, so a user fixes a file in one round. The typed readers here return nil when
/// the value is absent, null or wrong (after reporting it); the callers then use the default.
struct TemplateDecoder {
    let file: String
    let limits: InputLimits
    private(set) var diagnostics: [Diagnostic] = []
    /// Every view id seen so far, with where it was first written (ids are unique in the screen).
    var viewIDs: [String: SourceLocation] = [:]
    /// Views read so far, against `limits.views`.
    var viewCount = 0
    /// The names written under `systemImage:` (SF Symbols), for `Screen.systemImageNames`.
    var systemImageNames: Set<String> = []
    /// The colour sets of the project's asset catalogues, each as a colour string (`AssetColour.template`) by
    /// name (`ProjectAssets.colourTemplates`): what a colour key may name besides UIKit's colours.
    let assetColours: [String: String]

    init(file: String, limits: InputLimits, assetColours: [String: String] = [:]) {
        self.file = file
        self.limits = limits
        self.assetColours = assetColours
    }

    mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: location, message))
    }

    // MARK: Mappings

    /// The keys of one mapping, each once, with the location of the key and its value.
    struct Entries {
        private(set) var pairs: [String: YAMLNode.Pair] = [:]
        /// The mapping's start.
        let location: SourceLocation

        init(location: SourceLocation) { self.location = location }

        subscript(key: String) -> YAMLNode? { pairs[key]?.value }
        func keyLocation(_ key: String) -> SourceLocation? { pairs[key]?.key.location }
        var keyLocations: [String: SourceLocation] { pairs.mapValues(\.key.location) }
        mutating func insert(_ key: String, _ pair: YAMLNode.Pair) { pairs[key] = pair }
    }

    /// The entries of a mapping. Reports a value that is not a mapping (`what` names it in the message),
    /// keys that are not text, duplicate keys and unknown keys; `misplaced` returns the message for a key
    /// that exists elsewhere in the format but not here (or nil), `suggestions` are the names offered
    /// for a misspelt key.
    mutating func entries(
        of node: YAMLNode, what: String, allowed: [String], suggestions: [String]? = nil,
        misplaced: (String) -> String? = { _ in nil }
    ) -> Entries? {
        guard case .mapping(let pairs) = node.content else {
            error(node.location, "\(what) must be a mapping, got \(node.shownForMessage)")
            return nil
        }
        var entries = Entries(location: node.location)
        for pair in pairs {
            guard let key = pair.key.scalarText, case .scalar(_, _) = pair.key.content else {
                error(pair.key.location, "keys must be names, got \(pair.key.shownForMessage)")
                continue
            }
            if let first = entries.keyLocation(key) {
                error(pair.key.location, "duplicate key '\(MessageText.shown(key))' (first at line \(first.line), column \(first.column))")
                continue
            }
            guard allowed.contains(key) else {
                if let message = misplaced(key) {
                    error(pair.key.location, message)
                } else {
                    error(pair.key.location, "unknown key '\(MessageText.shown(key))'" + MessageText.didYouMean(key, in: suggestions ?? allowed))
                }
                continue
            }
            entries.insert(key, pair)
        }
        return entries
    }

    /// Reports each key of `required` that `entries` lacks or leaves empty (null), at the mapping's start.
    mutating func require(_ required: [String], in entries: Entries, of what: String) {
        for key in required where entries[key]?.isNull ?? true {
            error(entries.location, "\(what) is missing required key '\(MessageText.shown(key))'")
        }
    }

    // MARK: Scalars

    /// A number. Refuses text, quoted numbers, non-finite values and magnitudes beyond the limit; with
    /// `minimum` set, smaller values too (0 for sizes, which cannot be negative).
    mutating func number(_ node: YAMLNode?, _ key: String, minimum: Double? = nil, exclusiveMinimum: Bool = false) -> Double? {
        guard let node, !node.isNull else { return nil }
        guard case .scalar(let text, let isPlain) = node.content else {
            error(node.location, "'\(MessageText.shown(key))' must be a number, got \(node.shownForMessage)")
            return nil
        }
        guard isPlain, let value = ScalarSyntax.number(text) else {
            error(node.location, "'\(MessageText.shown(key))' must be a number, got \(isPlain ? "" : "the quoted text ")'\(MessageText.shown(text))'")
            return nil
        }
        return checked(value, text: text, key: key, at: node.location, minimum: minimum, exclusiveMinimum: exclusiveMinimum)
    }

    /// Applies the finiteness, magnitude and minimum rules to a number read from `text`.
    mutating func checked(
        _ value: Double, text: String, key: String, at location: SourceLocation,
        minimum: Double? = nil, exclusiveMinimum: Bool = false
    ) -> Double? {
        guard value.isFinite else {
            error(location, "'\(MessageText.shown(key))' must be a finite number, got '\(MessageText.shown(text))'")
            return nil
        }
        guard abs(value) <= limits.magnitude else {
            error(location, "'\(MessageText.shown(key))' must lie within ±\(Int(limits.magnitude)), got '\(MessageText.shown(text))'")
            return nil
        }
        if let minimum {
            if exclusiveMinimum, value <= minimum {
                error(location, "'\(MessageText.shown(key))' must be greater than \(minimum.compact), got '\(MessageText.shown(text))'")
                return nil
            }
            if value < minimum {
                error(location, minimum == 0
                    ? "'\(MessageText.shown(key))' must not be negative, got '\(MessageText.shown(text))'"
                    : "'\(MessageText.shown(key))' must be at least \(minimum.compact), got '\(MessageText.shown(text))'")
                return nil
            }
        }
        return value
    }

    /// A whole number within `range`.
    mutating func integer(_ node: YAMLNode?, _ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let node, !node.isNull else { return nil }
        guard case .scalar(let text, let isPlain) = node.content else {
            error(node.location, "'\(MessageText.shown(key))' must be a whole number, got \(node.shownForMessage)")
            return nil
        }
        guard isPlain, let value = ScalarSyntax.number(text), value.isFinite, value.rounded() == value else {
            error(node.location, "'\(MessageText.shown(key))' must be a whole number, got \(isPlain ? "" : "the quoted text ")'\(MessageText.shown(text))'")
            return nil
        }
        guard abs(value) <= limits.magnitude else {
            error(node.location, "'\(MessageText.shown(key))' must lie within ±\(Int(limits.magnitude)), got '\(MessageText.shown(text))'")
            return nil
        }
        let whole = Int(value)
        guard range.contains(whole) else {
            let bound = range.upperBound >= Int(limits.magnitude) ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            error(node.location, "'\(MessageText.shown(key))' must be \(bound), got '\(MessageText.shown(text))'")
            return nil
        }
        return whole
    }

    /// `true` or `false`.
    mutating func boolean(_ node: YAMLNode?, _ key: String) -> Bool? {
        guard let node, !node.isNull else { return nil }
        guard case .scalar(let text, let isPlain) = node.content, isPlain, let value = ScalarSyntax.boolean(text) else {
            error(node.location, "'\(MessageText.shown(key))' must be true or false, got \(node.shownForMessage)")
            return nil
        }
        return value
    }

    /// Any scalar as text (`title: 2024` is the text "2024"), at most `maxCharacters` long.
    mutating func text(_ node: YAMLNode?, _ key: String, maxCharacters: Int? = nil) -> String? {
        guard let node, !node.isNull else { return nil }
        guard case .scalar(let text, _) = node.content else {
            error(node.location, "'\(MessageText.shown(key))' must be text, got \(node.shownForMessage)")
            return nil
        }
        let limit = maxCharacters ?? limits.textCharacters
        let length = text.count
        guard length <= limit else {
            error(node.location, "'\(MessageText.shown(key))' is \(length) characters long; the limit is \(limit)")
            return nil
        }
        return text
    }

    /// One of an enumeration's raw values, with a suggestion for a misspelt one.
    mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: YAMLNode?, _ key: String) -> Value?
    where Value.RawValue == String {
        guard let node, !node.isNull else { return nil }
        let names = Value.allCases.map(\.rawValue)
        guard case .scalar(let text, _) = node.content, let value = Value(rawValue: text) else {
            error(node.location, "'\(MessageText.shown(key))' must be \(Self.alternatives(names)), got \(node.shownForMessage)"
                + (node.scalarText.map { MessageText.didYouMean($0, in: names) } ?? ""))
            return nil
        }
        return value
    }

    /// `a or b`, or `one of a, b, c` for longer lists.
    static func alternatives(_ names: [String]) -> String {
        names.count == 2 ? "\(names[0]) or \(names[1])" : "one of " + names.joined(separator: ", ")
    }

    /// A list; a single scalar is accepted as a list of one (`idioms: tv`). Reports more than
    /// `limits.listItems` entries.
    mutating func list(_ node: YAMLNode?, _ key: String, acceptsSingle: Bool = false) -> [YAMLNode]? {
        guard let node, !node.isNull else { return nil }
        switch node.content {
        case .sequence(let items):
            guard key == "views" || items.count <= limits.listItems else {
                error(node.location, "'\(MessageText.shown(key))' has \(items.count) entries; the limit is \(limits.listItems)")
                return nil
            }
            guard key != "views" else { return items }  // a view list reports empty entries itself
            for item in items where item.isNull && !item.standsForAlias {
                error(item.location, "'\(MessageText.shown(key))' has an empty entry")
            }
            return items.filter { !$0.isNull }
        case .scalar where acceptsSingle:
            return [node]
        default:
            error(node.location, "'\(MessageText.shown(key))' must be a list, got \(node.shownForMessage)")
            return nil
        }
    }

    /// A list of text values (bar items).
    mutating func textList(_ node: YAMLNode?, _ key: String) -> [String]? {
        guard let items = list(node, key) else { return nil }
        return items.compactMap { text($0, key) }
    }

    // MARK: Geometry

    /// `{ top, left, bottom, right }`, each optional (0), negative allowed (`additionalSafeAreaInsets`
    /// may cancel an inset).
    mutating func insets(_ node: YAMLNode?, _ key: String) -> EdgeInsets? {
        guard let node, !node.isNull else { return nil }
        let names = ["top", "left", "bottom", "right"]
        guard let entries = entries(of: node, what: "'\(MessageText.shown(key))'", allowed: names,
                                    misplaced: { $0 == "leading" || $0 == "trailing" ? "insets use 'left' and 'right' as UIEdgeInsets does, not '\($0)'" : nil })
        else { return nil }
        return EdgeInsets(
            top: number(entries["top"], "top") ?? 0, left: number(entries["left"], "left") ?? 0,
            bottom: number(entries["bottom"], "bottom") ?? 0, right: number(entries["right"], "right") ?? 0)
    }

    /// `{ width, height }`, both required and not negative.
    mutating func size(_ node: YAMLNode?, _ key: String) -> Size? {
        guard let node, !node.isNull else { return nil }
        guard let entries = entries(of: node, what: "'\(MessageText.shown(key))'", allowed: ["width", "height"]) else { return nil }
        require(["width", "height"], in: entries, of: "'\(MessageText.shown(key))'")
        guard let width = number(entries["width"], "width", minimum: 0),
              let height = number(entries["height"], "height", minimum: 0)
        else { return nil }
        return Size(width: width, height: height)
    }
}
