import Geometry
import Screens

/// One table row drawn from a cell design (or one collection item), at the initial content offset, in
/// window coordinates: the cell, its content view, its accessory and where its separator starts.
package struct TableRowGeometry: Hashable, Sendable, Codable {
    /// The cell design's id (the first row a prototype fills keeps it; later rows add `~n`).
    package var id: String
    package var section: Int
    package var frame: Rect
    /// The content view: the cell less its accessory.
    package var contentFrame: Rect
    package var accessory: CellAccessory
    /// The drawn accessory's box; `nil` without one.
    package var accessoryFrame: Rect?
    /// The separator under the row starts this far from the cell's leading edge and runs to its trailing
    /// edge; `nil`: none.
    package var separatorInset: Double?
    /// First and last row of its section (a grouped section's rounded corners, its last separator).
    package var isFirstInSection: Bool
    package var isLastInSection: Bool

    package init(
        id: String, section: Int, frame: Rect, contentFrame: Rect, accessory: CellAccessory = .none, accessoryFrame: Rect? = nil,
        separatorInset: Double? = nil, isFirstInSection: Bool = false, isLastInSection: Bool = false
    ) {
        self.id = id
        self.section = section
        self.frame = frame
        self.contentFrame = contentFrame
        self.accessory = accessory
        self.accessoryFrame = accessoryFrame
        self.separatorInset = separatorInset
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
    }
}
