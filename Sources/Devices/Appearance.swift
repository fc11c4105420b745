/// UIKit's user-interface style (`UITraitCollection.userInterfaceStyle`,
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle): which variant of every system
/// colour the app is drawn with. A profile's axis beside orientation and window, asked for with
/// `appearance:` in a template or `bezel.yml`, or `--appearance` on the command line (issue 14).
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
}
