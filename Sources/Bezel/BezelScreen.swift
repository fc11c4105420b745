import Screens

/// One screen to lay out: a YAML template's screen, or one scene of a storyboard or XIB.
public struct BezelScreen: Sendable {
    /// The screen's name (a template's `name:`, or the document scene's name).
    public var name: String { screen.name }

    let screen: Screen

    init(_ screen: Screen) {
        self.screen = screen
    }

    /// Every screen the file at `path` describes: the one screen of a YAML template, or one per scene of an
    /// Interface Builder document (`.storyboard`, `.xib`), read as the `bezel` command reads them.
    public static func load(path: String) throws(BezelError) -> [BezelScreen] {
        do {
            return try ScreenLoader.screens(path: path).map(BezelScreen.init)
        } catch {
            throw BezelError(error)
        }
    }
}
