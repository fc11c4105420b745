import Diagnostics

/// `<namedColor name="Brand"><color red= green= blue= alpha= colorSpace=…/></namedColor>` (an asset
/// catalogue colour as it looked when saved) or `<systemColor name="systemBackgroundColor"><color …/>`
/// (a system colour's light-appearance value, Xcode 11+). Views draw a system colour UIKit's table holds
/// from that table in either appearance (`Screens.SystemColor`); the saved value serves the rest.
package struct IBNamedColor: Hashable, Sendable, Codable {
    /// `namedColor` or `systemColor`.
    var element: String
    var name: String
    package var color: IBColor?
    package var location: SourceLocation

    init(element: String, name: String, color: IBColor? = nil, location: SourceLocation) {
        self.element = element
        self.name = name
        self.color = color
        self.location = location
    }
}
