/// A single-line label's text fitted to a width the way UILabel's default `.byTruncatingTail` does:
/// the longest prefix that fits together with "…".
package struct TruncatedLine: Hashable, Sendable, Codable {
    /// What shows: the whole text when it fits, else a prefix and "…".
    package var line: TextLine
    /// The width the text had to fit.
    var availableWidth: Double
    /// The width the whole text needs on one line.
    var naturalWidth: Double
    /// True when the text did not fit and was cut.
    var isTruncated: Bool
    /// How many characters of the original text show before the "…" (all of them when not truncated).
    var visibleCharacterCount: Int

    init(
        line: TextLine, availableWidth: Double, naturalWidth: Double, isTruncated: Bool, visibleCharacterCount: Int
    ) {
        self.line = line
        self.availableWidth = availableWidth
        self.naturalWidth = naturalWidth
        self.isTruncated = isTruncated
        self.visibleCharacterCount = visibleCharacterCount
    }

    /// How many points the whole text is wider than the available width (0 when it fits).
    package var overflow: Double { Swift.max(0, naturalWidth - availableWidth) }
}
