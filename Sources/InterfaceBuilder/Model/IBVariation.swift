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

    /// The ids the variation's `<mask key=…>` of that key (`constraints` or `subviews`) excludes, in document order.
    package func excluded(_ key: String) -> [String] { masks.filter { $0.key == key }.flatMap(\.excluded) }
    /// The ids the variation's masks of that key include, in document order.
    package func included(_ key: String) -> [String] { masks.filter { $0.key == key }.flatMap(\.included) }

    /// An attribute the variation overrides (`hidden`, `constant`, `axis`, …), as written.
    package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}
