/// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" …/>`: UIKit's
/// `UIView.AutoresizingMask` flags (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
/// An empty element means no flag (fixed margins on the top and left, fixed size).
package struct IBAutoresizingMask: Hashable, Sendable, Codable {
    var flexibleMinX: Bool
    var widthSizable: Bool
    var flexibleMaxX: Bool
    var flexibleMinY: Bool
    var heightSizable: Bool
    var flexibleMaxY: Bool

    init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }

    /// UIKit's raw value (flexibleLeftMargin = 1 … flexibleBottomMargin = 32).
    package var rawValue: Int {
        (flexibleMinX ? 1 : 0) | (widthSizable ? 2 : 0) | (flexibleMaxX ? 4 : 0)
            | (flexibleMinY ? 8 : 0) | (heightSizable ? 16 : 0) | (flexibleMaxY ? 32 : 0)
    }
}
