import Screens
import Text

/// The font a view's text is set in, as UIKit picks it: an explicit `fontSize:`, else the view's
/// `textStyle:` at the content size category, else the kind's default.
///
/// The renderer draws text in this font and the `text-truncated` check measures it, so what the
/// image shows and what the check reports cannot disagree.
public enum ViewTypography {
    public static func font(for spec: ViewSpec, contentSize: ContentSizeCategory = .default) -> TextFont {
        let style = spec.textStyle.flatMap { Text.TextStyle(rawValue: $0.rawValue) } ?? defaultStyle(for: spec.kind)
        if let size = spec.fontSize {
            // A fixed size does not follow Dynamic Type unless the app scales it; UIKit leaves it alone.
            return TextFont(size: size, weight: style.weight)
        }
        return style.font(for: contentSize)
    }

    /// UIKit's default text style per kind: labels, text fields and buttons use body (17 pt at the
    /// default size, TextStyle's table); a button's title is semibold in the iOS 15+ configuration styles,
    /// but a plain `UIButton(type: .system)` title is regular, which Bezel follows.
    static func defaultStyle(for kind: ViewKind) -> Text.TextStyle {
        switch kind {
        case .label, .button, .textField: .body
        default: .body
        }
    }
}
