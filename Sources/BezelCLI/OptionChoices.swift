import AutoLayout
import Devices
import Text

/// The values the completion scripts offer for options with a fixed set (`OptionSpec.choices`), taken
/// from the types that parse them.
enum OptionChoices {
    static let devices = Catalogue.all.map(\.id)
    static let deviceSelections = ["all", "iphone", "ipad", "tv"] + devices
    static let orientations = Orientation.allCases.map(\.rawValue)
    static let windows = WindowMode.allCases.map(\.rawValue)
    static let appearances = Appearance.allCases.map(\.rawValue) + ["both"]
    static let layoutDirections = LayoutDirection.allCases.map(\.rawValue)
    static let pseudoLocalizations = PseudoLocalization.allCases.map(\.rawValue)
    static let failOn = CheckCommand.FailOn.allCases.map(\.rawValue)
}
