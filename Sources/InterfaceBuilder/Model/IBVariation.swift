import Diagnostics
import Geometry

/// `<variation key="heightClass=compact">` (also `default`, `widthClass=regular`,
/// `heightClass=regular-widthClass=compact`, …): what a view looks like in one size class — constraints
/// and subviews excluded or included through masks, and properties overridden (a frame, `hidden`, a font).
public struct IBVariation: Hashable, Sendable, Codable {
    public var key: String
    public var masks: [IBVariationMask]
    /// `<rect key="frame">` saved for this size class, if any.
    public var frame: Rect?
    /// Overridden attributes (`hidden="YES"`, …), as written, without `key`.
    public var attributes: [IBAttribute]
    /// Other overridden properties (`<fontDescription>`, `<color>`, …), as written.
    public var otherElements: [IBElement]
    public var location: SourceLocation

    public init(key: String, masks: [IBVariationMask] = [], frame: Rect? = nil, attributes: [IBAttribute] = [],
                otherElements: [IBElement] = [], location: SourceLocation) {
        self.key = key
        self.masks = masks
        self.frame = frame
        self.attributes = attributes
        self.otherElements = otherElements
        self.location = location
    }

    /// Every id the variation's masks exclude (constraints and subviews), in document order.
    public var excluded: [String] { masks.flatMap(\.excluded) }
    /// Every id the variation's masks include, in document order.
    public var included: [String] { masks.flatMap(\.included) }
}
