/// The iOS (iPadOS, tvOS) major versions one model can run: the version it shipped with and the last
/// one Apple released for it. `last == nil` means the model still gets the newest version the catalogue
/// has rules for (`Catalogue.newestIOS`). tvOS numbers its versions like iOS (tvOS 9 came with iOS 9,
/// tvOS 26 with iOS 26), so the same numbers serve the Apple TVs.
package struct SupportedVersions: Hashable, Sendable, Codable {
    /// The major version the model shipped with (Apple's technical specifications).
    package var first: Int
    /// The last major version the model can install; `nil` while it runs the newest.
    var last: Int?

    init(first: Int, last: Int? = nil) {
        self.first = first
        self.last = last
    }

    /// `iOS 11-16`, `iOS 13 and later`: the range in words, `os` naming the system.
    func text(os: String = "iOS") -> String {
        guard let last else { return "\(os) \(first) and later" }
        return first == last ? "\(os) \(first)" : "\(os) \(first)-\(last)"
    }
}
