import Diagnostics

/// `<namedColor name="Brand"><color red= green= blue= alpha= colorSpace=…/></namedColor>` (an asset
/// catalogue colour as it looked when saved) or `<systemColor name="systemBackgroundColor"><color …/>`
/// (a system colour's light-appearance value, Xcode 11+). Views draw a system colour UIKit's table holds
/// from that table in either appearance (`Screens.SystemColor`); the saved value serves the rest.
public struct IBNamedColor: Hashable, Sendable, Codable {
    /// `namedColor` or `systemColor`.
    public var element: String
    public var name: String
    public var color: IBColor?
    public var location: SourceLocation

    public init(element: String, name: String, color: IBColor? = nil, location: SourceLocation) {
        self.element = element
        self.name = name
        self.color = color
        self.location = location
    }
}
