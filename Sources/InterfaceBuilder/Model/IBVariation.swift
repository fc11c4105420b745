import Diagnostics
import Geometry

/// `<variation key="heightClass=compact">` (also `default`, `widthClass=regular`,
/// `heightClass=regular-widthClass=compact`, …): what a view looks like in one size class — constraints
/// and subviews excluded or included through masks, and properties overridden (a frame, `hidden`, a font).
package struct IBVariation: Hashable, Sendable, Codable {
    package var key: String
    var masks: [IBVariationMask]
    /// `<rect key="frame">` saved for this size class, if any.
    var frame: Rect?
    /// Overridden attributes (`hidden="YES"`, …), as written, without `key`.
    var attributes: [IBAttribute]
    /// Other overridden properties (`<fontDescription>`, `<color>`, …), as written.
    var otherElements: [IBElement]
    package var location: SourceLocation

    init(key: String, masks: [IBVariationMask] = [], frame: Rect? = nil, attributes: [IBAttribute] = [],
                otherElements: [IBElement] = [], location: SourceLocation) {
        self.key = key
        self.masks = masks
        self.frame = frame
        self.attributes = attributes
        self.otherElements = otherElements
        self.location = location
    }

    /// Every id the variation's masks exclude (constraints and subviews), in document order.
    package var excluded: [String] { masks.flatMap(\.excluded) }
    /// Every id the variation's masks include, in document order.
    package var included: [String] { masks.flatMap(\.included) }
}
