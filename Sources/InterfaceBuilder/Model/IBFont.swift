import Diagnostics

/// `<fontDescription key="fontDescription" …/>` (and `<font key="NSFont" …/>` inside attributed text):
/// a system font (`type="system"`, `boldSystem`, `italicSystem`, with `weight="semibold"` since
/// Xcode 8), a named font (`name="HelveticaNeue-Bold" family="Helvetica Neue"`), or a Dynamic Type
/// style (`style="UICTFontTextStyleBody"`, whose size depends on the content size category).
package struct IBFont: Hashable, Sendable, Codable {
    var key: String?
    package var type: String?
    package var weight: String?
    /// `pointSize` (fontDescription) or `size` (NSFont); absent for text styles.
    package var pointSize: Double?
    package var name: String?
    package var family: String?
    package var style: String?
    /// `metaFont="system"` etc. on `<font>` elements of attributed strings.
    var metaFont: String?
    package var location: SourceLocation

    init(key: String? = nil, type: String? = nil, weight: String? = nil, pointSize: Double? = nil,
                name: String? = nil, family: String? = nil, style: String? = nil, metaFont: String? = nil,
                location: SourceLocation) {
        self.key = key
        self.type = type
        self.weight = weight
        self.pointSize = pointSize
        self.name = name
        self.family = family
        self.style = style
        self.metaFont = metaFont
        self.location = location
    }
}
