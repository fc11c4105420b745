/// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" …/>`: UIKit's
/// `UIView.AutoresizingMask` flags (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
/// An empty element means no flag (fixed margins on the top and left, fixed size).
public struct IBAutoresizingMask: Hashable, Sendable, Codable {
    public var flexibleMinX: Bool
    public var widthSizable: Bool
    public var flexibleMaxX: Bool
    public var flexibleMinY: Bool
    public var heightSizable: Bool
    public var flexibleMaxY: Bool

    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }

    /// UIKit's raw value (flexibleLeftMargin = 1 … flexibleBottomMargin = 32).
    public var rawValue: Int {
        (flexibleMinX ? 1 : 0) | (widthSizable ? 2 : 0) | (flexibleMaxX ? 4 : 0)
            | (flexibleMinY ? 8 : 0) | (heightSizable ? 16 : 0) | (flexibleMaxY ? 32 : 0)
    }
}
