import Diagnostics
import Geometry

/// A layout guide: `<viewLayoutGuide key="safeArea" id=…/>` (iOS 11 safe area, Xcode 9+),
/// `key="contentLayoutGuide"`/`"frameLayoutGuide"` in scroll views (Xcode 11+), a custom
/// `<layoutGuide id=…><rect key="frame" …/></layoutGuide>`, or a controller's
/// `<viewControllerLayoutGuide type="top"|"bottom" id=…/>` (the iOS 7–10 top and bottom layout guides).
package struct IBLayoutGuide: Hashable, Sendable, Codable {
    /// `viewLayoutGuide`, `layoutGuide` or `viewControllerLayoutGuide`.
    var element: String
    package var id: String
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, … (nil for custom guides).
    package var key: String?
    /// `top` or `bottom` for a view controller's layout guides.
    package var type: String?
    var userLabel: String?
    /// Custom guides carry the frame IB computed for them.
    var frame: Rect?
    package var location: SourceLocation

    init(element: String, id: String, key: String? = nil, type: String? = nil, userLabel: String? = nil,
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
