/// UIKit's user-interface style (`UITraitCollection.userInterfaceStyle`,
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle): which variant of every system
/// colour the app is drawn with. A profile's axis beside orientation and window, asked for with
/// `appearance:` in a template or `bezel.yml`, or `--appearance` on the command line.
package enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark

    /// The appearances a screen is drawn and checked in, light first: the one rule `render`'s matrix,
    /// `check`'s plan and `sheet` share. `forced` (`--appearance`) wins, then the template's own
    /// `appearance:`, then `bezel.yml`'s (`project`), then light alone: the axis joins only when asked.
    package static func chosen(forced: [Appearance]?, screen: [Appearance]?, project: [Appearance]?) -> [Appearance] {
        let asked = Set(forced ?? screen ?? project ?? [.light])
        return allCases.filter(asked.contains)
    }
}
