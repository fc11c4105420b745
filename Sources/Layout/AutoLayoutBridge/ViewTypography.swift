import Screens
import Text

/// The font a view's text is set in, as UIKit picks it: an explicit `fontSize:`, else the view's
/// `textStyle:` at the content size category, else the kind's default; in `fontWeight:` when the view
/// names one, else the style's weight.
///
/// The renderer draws text in this font and the `text-truncated` check measures it, so what the
/// image shows and what the check reports cannot disagree.
package enum ViewTypography {
    package static func font(for spec: ViewSpec, contentSize: ContentSizeCategory = .default) -> TextFont {
        let style = spec.textStyle.flatMap { Text.TextStyle(rawValue: $0.rawValue) } ?? defaultStyle(for: spec.kind)
        let weight = spec.fontWeight.flatMap { Text.FontWeight(rawValue: $0.rawValue) } ?? style.weight
        if let size = spec.fontSize {
            // A fixed size does not follow Dynamic Type unless the app scales it; UIKit leaves it alone.
            if let name = spec.fontName { return font(named: name, size: size) }
            return TextFont(size: size, weight: weight)
        }
        // A text style scales with the content size category, in whatever weight (UIFontMetrics scales
        // the size, not the weight: https://developer.apple.com/documentation/uikit/uifontmetrics).
        var font = style.font(for: contentSize)
        font.weight = weight
        return font
    }

    /// The font an Interface Builder font description names (`ViewSpec.fontName`, `TextContent.font`):
    /// `system`, `boldSystem` or `system-WEIGHT` (`<fontDescription type="system" weight="semibold">`) is
    /// the system font, which gets San Francisco's tracking, as does a name of the system font's own
    /// (`SystemFontAlias`) that the project ships no file of; a project font's token is that face; a family with a
    /// metric-compatible face (`MetricCompatibleFont`) or Debian's own face (`OpenFamilyFont`) is set in it; any other
    /// name is another family, measured with Inter at the weight its name states and untracked. One reading for the layout's measurer, the picture and
    /// the checks, so they set the same text in the same font.
    static func font(named name: String, size: Double) -> TextFont {
        if name == "system" { return TextFont(size: size) }
        if name == "boldSystem" { return TextFont(size: size, weight: .bold) }
        if name.hasPrefix("system-") {
            return TextFont(size: size, weight: Text.FontWeight(rawValue: String(name.dropFirst("system-".count))) ?? .regular)
        }
        // A face the loader found in the project's font files (`Screens/Assets/ProjectFonts`) is named by its
        // registry token: measured and drawn in that face, untracked. Its weight is the chain's for the
        // characters the face lacks.
        if let face = ProjectFontRegistry.face(name) {
            return TextFont(size: size, weight: Text.FontWeight(fontName: face.name) ?? .regular, isSystemFont: false, projectFont: name)
        }
        // The system font under another of its names (`.AppleSystemUIFont`, Apple's San Francisco downloads).
        if let weight = SystemFontAlias.weight(ofFontNamed: name) { return TextFont(size: size, weight: weight) }
        // A font iOS installs whose advances a Liberation face shares (Helvetica, Arial, Times New Roman, Courier New,
        // Courier, Menlo) is measured and drawn in that face, at the family's own line where Bezel knows it
        // (`InstalledFontMetrics`); the run still names it among the substitutes.
        if let token = MetricCompatibleFont(fontName: name)?.token {
            return TextFont(size: size, weight: Text.FontWeight(fontName: name) ?? .regular, isSystemFont: false, projectFont: token,
                            installedMetrics: InstalledFontMetrics(fontName: name))
        }
        // An open family apps bundle and Debian packages under the same name (Lato, Roboto, `OpenFamilyFont`) is measured and
        // drawn in Debian's face, at its own line: Interface Builder measured it in the family itself.
        if let token = OpenFamilyFont(fontName: name)?.token {
            return TextFont(size: size, weight: Text.FontWeight(fontName: name) ?? .regular, isSystemFont: false, projectFont: token)
        }
        // Otherwise Bezel has no file of the family: the face is drawn in Inter at the weight its name states
        // (`Avenir-Heavy` heavy), and the run names it among the substitutes ("not drawn exactly"); its lines are
        // as tall as the family's own where Bezel knows them (`InstalledFontMetrics`).
        return TextFont(size: size, weight: Text.FontWeight(fontName: name) ?? .regular, isSystemFont: false,
                        installedMetrics: InstalledFontMetrics(fontName: name))
    }

    /// UIKit's default text style per kind: labels, text fields and buttons use body (17 pt at the
    /// default size, TextStyle's table), regular; an iOS 15 configuration button's title too, plain or filled, as
    /// Interface Builder sizes it (docs/research/ib-defaults.md §80).
    static func defaultStyle(for kind: ViewKind) -> Text.TextStyle {
        switch kind {
        case .label, .button, .textField: .body
        default: .body
        }
    }
}
