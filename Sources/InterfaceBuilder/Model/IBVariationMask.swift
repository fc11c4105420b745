import Diagnostics

/// `<mask key="constraints">` (or `"subviews"`) inside a `<variation>`: the ids it excludes from, or
/// includes in, the size class the variation names.
public struct IBVariationMask: Hashable, Sendable, Codable {
    /// `constraints` or `subviews`.
    public var key: String
    public var excluded: [String]
    public var included: [String]
    public var location: SourceLocation

    public init(key: String, excluded: [String] = [], included: [String] = [], location: SourceLocation) {
        self.key = key
        self.excluded = excluded
        self.included = included
        self.location = location
    }
}
