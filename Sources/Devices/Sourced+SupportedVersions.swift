/// The catalogue's shorthand for each model's supported versions, with the sources that give them.
///
/// Apple lists only the models the *current* version supports (APPLE-IPHONES, APPLE-IPADS); the version
/// each model shipped with is on its technical-specifications page (APPLE-SPECS, named in the note), and
/// endoflife.date tabulates both ends per model from those pages (EOL-IPHONE, EOL-IPAD). Where
/// endoflife.date's first version is earlier than the model's own release, the specifications page wins
/// (docs/sources.md, "First iOS of the 2017-2022 iPads Pro").
extension Sourced where Value == SupportedVersions {
    /// An iPhone shipped with iOS `first` whose last iOS is `last` (`nil`: it runs iOS 26).
    static func iPhone(_ first: Int, _ last: Int? = nil, specs: String) -> Sourced {
        Sourced(SupportedVersions(first: first, last: last), [.appleSpecs, .eolIPhone] + (last == nil ? [.appleIPhoneModels] : []),
                note: note(first, last, specs: specs, os: "iOS"))
    }

    /// An iPad shipped with iOS/iPadOS `first` whose last version is `last` (`nil`: it runs iPadOS 26).
    static func iPad(_ first: Int, _ last: Int? = nil, specs: String, correction: String? = nil) -> Sourced {
        var text = note(first, last, specs: specs, os: first >= 13 ? "iPadOS" : "iOS")
        if let correction { text += "; " + correction }
        return Sourced(SupportedVersions(first: first, last: last), [.appleSpecs, .eolIPad] + (last == nil ? [.appleIPadModels] : []),
                       note: text)
    }

    private static func note(_ first: Int, _ last: Int?, specs: String, os: String) -> String {
        "shipped with \(os) \(first) (\(specs))" + (last.map { "; its last is \($0)" } ?? "; runs 26")
    }
}
