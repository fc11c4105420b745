/// A golden that no job renders any more (filled by the golden stage).
package struct OrphanedGolden: Hashable, Sendable, Codable {
    /// The key it would have, `<screen>/<profile-slug>`.
    package var key: String
    /// Relative to the output folder (as the review page links it).
    package var goldenPath: String
    /// The SHA-256 of the copy at `goldenPath`, so `report merge` copies only the bytes this run
    /// wrote; absent in reports of earlier versions, whose copies a merge leaves out.
    package var sha256: String?

    init(key: String, goldenPath: String, sha256: String? = nil) {
        self.key = key
        self.goldenPath = goldenPath
        self.sha256 = sha256
    }
}
