import AutoLayout
import Diagnostics

/// What a pin is measured from: the corresponding edge of a guide of the superview, or a sibling's edge.
package enum Anchor: Hashable, Sendable, Codable {
    /// The superview's own edge (`superview`), not minding the safe area.
    case superview
    /// The superview's `safeAreaLayoutGuide` (`safeArea`).
    case safeArea
    /// The superview's `layoutMarginsGuide` (`margins`).
    case margins
    /// The superview's `readableContentGuide` (`readable`).
    case readable
    /// `ID.edge`: an edge of a sibling (a view with the same superview).
    case sibling(id: String, edge: Edge)

    /// The guide keywords as written in a template, in the order suggestions are offered.
    static let guideNames = ["superview", "safeArea", "margins", "readable"]
}
