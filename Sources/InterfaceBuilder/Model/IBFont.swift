import Diagnostics

/// `<fontDescription key="fontDescription" …/>` (and `<font key="NSFont" …/>` inside attributed text):
/// a system font (`type="system"`, `boldSystem`, `italicSystem`, with `weight="semibold"` since
/// Xcode 8), a named font (`name="HelveticaNeue-Bold" family="Helvetica Neue"`), or a Dynamic Type
/// style (`style="UICTFontTextStyleBody"`, whose size depends on the content size category).
public struct IBFont: Hashable, Sendable, Codable {
    public var key: String?
    public var type: String?
    public var weight: String?
    /// `pointSize` (fontDescription) or `size` (NSFont); absent for text styles.
    public var pointSize: Double?
    public var name: String?
    public var family: String?
    public var style: String?
    /// `metaFont="system"` etc. on `<font>` elements of attributed strings.
    public var metaFont: String?
    public var location: SourceLocation

    public init(key: String? = nil, type: String? = nil, weight: String? = nil, pointSize: Double? = nil,
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
