/// A view the image shows as a stand-in rather than as the app draws it: a map, a web view, a view of the
/// app's own class, a picker view's rows, a document's table whose cells its code makes (drawn empty). The run names every one ("not drawn exactly"), so a
/// reviewer knows which parts of a picture to trust.
package struct Substitute: Hashable, Sendable, Codable {
    /// What it is, in words (`custom view`, `map view`, `web view`, `inline date picker`).
    package var what: String
    /// The view's id.
    package var id: String
    /// A name for people: the custom class, the user label; `nil` when the id is all there is.
    package var name: String?

    /// The `what` of an SF Symbol drawn as a Material look-alike (`SymbolLookalike`): drawn, but not Apple's glyph.
    package static let symbolLookalike = "SF Symbol look-alike"
    /// The `what` of an image the project holds under a name that differs from the document's in case alone:
    /// drawn, as Interface Builder and the Simulator show it on the Mac's case-insensitive file system, and
    /// named, as a device's case-sensitive app bundle shows nothing (`BundleImages.nameInAnotherCase(_:)`).
    package static let imageInAnotherCase = "image named in another case"
    /// The `what` of a catalogue set a document names with `.png` after its name (`star.png` for `star.imageset`):
    /// drawn from the set, and named, as Apple documents no rule for such a name (`ProjectAssets.apply(to:document:)`).
    package static let setNamedWithExtension = "catalogue image named with .png"
    /// The `what` of an image drawn from another file of its set or family than the one a profile would load,
    /// because that one could not be read (`AssetImage.otherFileStandsIn`): a vector drawing past its CPU limit
    /// falls back to another scale's, blurrier when upscaled.
    package static let imageWithUndrawnFile = "image with a file that could not be drawn"

    /// The image the view names that the picture cannot show, when that is what this is: the view draws the image
    /// placeholder. Not written to JSON: `what` holds its words.
    package var missingImage: MissingImage?

    private enum CodingKeys: String, CodingKey { case what, id, name }

    package init(what: String, id: String, name: String? = nil) {
        self.what = what
        self.id = id
        self.name = name
    }

    /// A view's image the picture cannot show, named by its kind's words.
    package init(_ missing: MissingImage, id: String, name: String? = nil) {
        self.init(what: missing.what, id: id, name: name)
        missingImage = missing
    }

    /// What names `view` as drawn as a stand-in, if its kind is one (`fromDocument`: the view is a document's,
    /// whose tables and collections may take their cells from code); `nil` for a view drawn as itself.
    static func standIn(for view: ViewSpec, fromDocument: Bool) -> Substitute? {
        switch view.kind {
        case .custom: Substitute(what: "custom view", id: view.id, name: view.control?.customClass ?? view.name)
        case .map: Substitute(what: "map view", id: view.id, name: view.name)
        case .webView: Substitute(what: "web view", id: view.id, name: view.name)
        // A document's table or collection whose cells its code makes (no static or prototype cells, or
        // a layout other than a vertical flow layout): drawn empty, its content named as missing.
        case .table where fromDocument && view.table?.hasCellDesigns != true:
            Substitute(what: "table with content from code", id: view.id, name: view.name)
        case .collection where fromDocument && view.table?.hasCellDesigns != true:
            Substitute(what: "collection without its cells", id: view.id, name: view.name)
        // A picker view's rows come from its data source, the app's code (https://developer.apple.com/documentation/uikit/uipickerview):
        // drawn as grey bars on the selection band (docs/research/controls.md §21).
        case .picker: Substitute(what: "picker view with rows from code", id: view.id, name: view.name)
        default: nil
        }
    }
}

extension Screen {
    /// The views of the screen drawn as stand-ins, depth first in document order, then the bar items.
    package var substitutes: [Substitute] {
        (allViews + allCellViews).compactMap { Substitute.standIn(for: $0, fromDocument: document != nil) } + controller.barSubstitutes.filter { item in
            // A bar item image drawn from the project, or named with its format (`HEIC bar item image`) by the assets.
            // An SF Symbol look-alike is named as that instead.
            item.what != "bar item image" || assetImages[item.name ?? ""] == nil && !assetSubstitutes.contains {
                $0.id == item.id && ($0.what.hasSuffix("bar item image") || $0.what == Substitute.symbolLookalike)
            }
        } + assetSubstitutes
    }

    /// One line naming the substitutes by kind, with counts (`not drawn exactly: 3 custom views (ChartView ×2,
    /// MapPin), 1 map view (mapView)`); `nil` when every view is drawn as itself. A kind counts its views; a name
    /// shown by several of them says how many (`×2`), so three labels in two substitute fonts read as such.
    package static func substituteSummary(_ substitutes: [Substitute]) -> String? {
        guard !substitutes.isEmpty else { return nil }
        var kinds: [String] = []
        var namesByKind: [String: [String]] = [:]
        var views: [String: [String: Int]] = [:]
        for substitute in substitutes {
            let what = substitute.what, name = substitute.name ?? substitute.id
            if namesByKind[what] == nil { kinds.append(what) }
            if views[what]?[name] == nil { namesByKind[what, default: []].append(name) }
            views[what, default: [:]][name, default: 0] += 1
        }
        let parts = kinds.map { what -> String in
            let names = namesByKind[what] ?? [], counts = views[what] ?? [:]
            let count = counts.values.reduce(0, +)
            let shown = names.prefix(3).map { name in counts[name, default: 1] > 1 ? "\(name) ×\(counts[name, default: 1])" : name }
            return "\(count) \(count == 1 ? what : Self.plural(of: what)) (\(shown.joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
        }
        return "not drawn exactly: " + parts.joined(separator: ", ")
    }

    /// The words that end a kind's noun and start what is said of it (`image` | `not in an asset catalogue`).
    private static let qualifiers = [" not ", " with ", " without ", " named ", " past ", " from ", " in ", " embedded by "]

    /// A kind in the plural: its noun's last word takes the plural ending, not the phrase's last word
    /// (`images not in an asset catalogue`, `tables with content from code`, `custom views`), and a
    /// qualifier's `its` becomes `their` (`collections without their cells`).
    static func plural(of what: String) -> String {
        var nounEnd = what.endIndex
        for qualifier in qualifiers {
            if let found = what.firstRange(of: qualifier), found.lowerBound < nounEnd { nounEnd = found.lowerBound }
        }
        let noun = what[..<nounEnd], rest = what[nounEnd...]
        let suffix = ["s", "x", "ch", "sh"].contains { noun.hasSuffix($0) } ? "es" : "s"
        return noun + suffix + rest.replacing(" its ", with: " their ")
    }
}
