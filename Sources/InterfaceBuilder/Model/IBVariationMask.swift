import Diagnostics

/// `<mask key="constraints">` (or `"subviews"`) inside a `<variation>`: the ids it excludes from, or
/// includes in, the size class the variation names.
struct IBVariationMask: Hashable, Sendable, Codable {
    /// `constraints` or `subviews`.
    var key: String
    var excluded: [String]
    var included: [String]
    package var location: SourceLocation

    init(key: String, excluded: [String] = [], included: [String] = [], location: SourceLocation) {
        self.key = key
        self.excluded = excluded
        self.included = included
        self.location = location
    }
}
