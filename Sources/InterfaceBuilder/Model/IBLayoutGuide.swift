import Diagnostics
import Geometry

/// A layout guide: `<viewLayoutGuide key="safeArea" id=…/>` (iOS 11 safe area, Xcode 9+),
/// `key="contentLayoutGuide"`/`"frameLayoutGuide"` in scroll views (Xcode 11+), a custom
/// `<layoutGuide id=…><rect key="frame" …/></layoutGuide>`, or a controller's
/// `<viewControllerLayoutGuide type="top"|"bottom" id=…/>` (the iOS 7–10 top and bottom layout guides).
public struct IBLayoutGuide: Hashable, Sendable, Codable {
    /// `viewLayoutGuide`, `layoutGuide` or `viewControllerLayoutGuide`.
    public var element: String
    public var id: String
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, … (nil for custom guides).
    public var key: String?
    /// `top` or `bottom` for a view controller's layout guides.
    public var type: String?
    public var userLabel: String?
    /// Custom guides carry the frame IB computed for them.
    public var frame: Rect?
    public var location: SourceLocation

    public init(element: String, id: String, key: String? = nil, type: String? = nil, userLabel: String? = nil,
                frame: Rect? = nil, location: SourceLocation) {
        self.element = element
        self.id = id
        self.key = key
        self.type = type
        self.userLabel = userLabel
        self.frame = frame
        self.location = location
    }
}
