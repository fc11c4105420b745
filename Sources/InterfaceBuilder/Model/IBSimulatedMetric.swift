import Diagnostics

/// A simulated metric of a controller: what the canvas drew around the view when it saved the frames.
/// `<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>`,
/// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>`,
/// `<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`, `<simulatedToolbarMetrics …/>`,
/// `<simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>`,
/// `<simulatedScreenMetrics key="destination" type="retina4"/>` (Xcode 6–7 documents),
/// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`, and `<nil key="simulatedTopBarMetrics"/>`
/// (explicitly none).
package struct IBSimulatedMetric: Hashable, Sendable, Codable {
    /// The element name: `simulatedNavigationBarMetrics`, `nil`, …
    package var element: String
    /// `simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, `simulatedBottomBarMetrics`,
    /// `simulatedOrientationMetrics`, `simulatedDestinationMetrics`, `destination`, …
    var key: String
    /// Every attribute but `key`, as written (`prompted`, `statusBarStyle`, `barStyle`, `translucent`,
    /// `orientation`, `type`, …).
    var attributes: [IBAttribute]
    package var location: SourceLocation

    init(element: String, key: String, attributes: [IBAttribute] = [], location: SourceLocation) {
        self.element = element
        self.key = key
        self.attributes = attributes
        self.location = location
    }

    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// `<nil key=…/>`: the metric is explicitly "none".
    package var isNone: Bool { element == "nil" }
}
