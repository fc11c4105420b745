import AutoLayout
import Geometry
import Screens
import Text

/// The intrinsic content size and default priorities of each kind of view, as UIKit and Interface
/// Builder give them.
enum IntrinsicSizes {
    /// Content hugging when the view does not set it: Interface Builder writes 251 for labels, buttons,
    /// image views and text fields (every saved storyboard shows `horizontalHuggingPriority="251"` on
    /// them), UIKit's `defaultLow` (250) elsewhere
    /// (https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)).
    static func hugging(for view: ViewSpec) -> LayoutPriority {
        switch view.kind {
        case .label, .button, .image, .textField: LayoutPriority(251)
        default: .defaultLow
        }
    }

    /// The view's intrinsic content: its text measured in its font for text views, none for containers.
    static func content(of view: ViewSpec) -> IntrinsicContent {
        switch view.kind {
        case .label:
            // A label with no text (nil or "") has a zero intrinsic size on both axes, not one empty
            // line's height: saved frames show it (docs/research/ib-defaults.md §9).
            if (view.text ?? "").isEmpty { return .fixed(Size(width: 0, height: 0)) }
            return .text(text(of: view, lines: view.lines ?? 1))
        case .button:
            // A system button's title with no content insets: 30 pt tall with a 15 pt title (UIKit's
            // default `UIButton(type: .system)` height, seen in every storyboard's saved button frames).
            // Assumed: the 6 pt above and below the title line that make it 30.
            var content = text(of: view, lines: 1)
            content.padding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
            return .text(content)
        case .textField:
            // A rounded-rect text field is 34 pt tall at the default 14 pt font (Interface Builder's
            // saved text-field frames); 7 pt each side of the text is assumed.
            var content = text(of: view, lines: 1)
            content.minimumSize = Size(width: 0, height: 34)
            content.padding = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
            return .text(content)
        default:
            return controlContent(of: view) ?? .none
        }
    }

    /// The view's text as the measurer takes it, in the font `ViewTypography` gives the view (the same
    /// font the image draws and the truncation check measures).
    static func text(of view: ViewSpec, lines: Int) -> TextContent {
        let font = ViewTypography.font(for: view)
        var name = view.fontName ?? "system"
        if view.fontName == nil, font.weight != .regular { name = "system-\(font.weight.rawValue)" }
        return TextContent(view.text ?? "", font: name, pointSize: font.size, numberOfLines: lines)
    }
}
