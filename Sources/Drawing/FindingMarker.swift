import Checks
import Geometry

/// A problem to mark on the image: the region outlined, a numbered badge, the message in the legend.
/// The checks stage decides what is wrong; the display list only draws what it is given.
package struct FindingMarker: Hashable, Sendable, Codable {
    /// The badge number, 1-based, in the order the legend lists the findings.
    var number: Int
    var severity: Severity
    /// The rule id, e.g. `footer-exposed`.
    var rule: String
    /// The region at fault, in the app window's coordinates (as layout frames are).
    var region: Rect
    /// One sentence for the legend.
    package var message: String

    package init(number: Int, severity: Severity, rule: String, region: Rect, message: String) {
        self.number = number
        self.severity = severity
        self.rule = rule
        self.region = region
        self.message = message
    }
}
