import AutoLayout
import Geometry
import Screens
import Text

/// The intrinsic content size and default priorities of each kind of view, as UIKit and Interface
/// Builder give them.
package enum IntrinsicSizes {
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
    /// `ios` is the iOS version the profile runs; nil for the newest, whose sizes every kind has.
    static func content(of view: ViewSpec, ios: Int? = nil) -> IntrinsicContent {
        switch view.kind {
        case .label:
            // A label with no text (nil or "") has a zero intrinsic size on both axes, not one empty
            // line's height: saved frames show it (docs/research/ib-defaults.md §9).
            if (view.text ?? "").isEmpty { return .fixed(Size(width: 0, height: 0)) }
            var content = text(of: view, lines: view.lines ?? 1)
            content.baselinesFromEdges = true
            content.loadedWidth = view.layout.loadedTextWidth
            content.preferredMaxLayoutWidth = view.layout.preferredTextWidth
            return .text(content)
        case .button:
            if (view.text ?? "").isEmpty, view.control?.buttonStyle == nil, let size = ControlSpec.glyphButtonSize(view.control?.buttonType) {
                return .fixed(size)
            }
            if let image = view.control?.imageSize { return imageButtonContent(of: view, image: image) }
            var content = text(of: view, lines: 1)
            if view.control?.buttonStyle != nil {
                // A configuration button: its title (and subtitle) inside the configuration's content insets, as
                // a document's (`ViewKindMapping.buttonContent`) and as `ButtonPainter` draws it.
                ControlSpec.configure(&content, subtitle: view.control?.subtitle)
                return .text(content)
            }
            // A system button's title with no content insets: 30 pt tall with a 15 pt title (UIKit's
            // default `UIButton(type: .system)` height, seen in every storyboard's saved button frames).
            // Assumed: the 6 pt above and below the title line that make it 30.
            content.padding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
            // At least 30 pt wide, however short the title, as a document's classic button
            // (`ControlSpec.classicTitleMinimumWidth`).
            content.minimumSize.width = max(content.minimumSize.width, ControlSpec.classicTitleMinimumWidth)
            return .text(content)
        case .textField:
            // A rounded-rect text field is 34 pt tall at the default 14 pt font (Interface Builder's
            // saved text-field frames); 7 pt each side of the text is assumed.
            var content = text(of: view, lines: 1)
            content.minimumSize = Size(width: 0, height: 34)
            content.padding = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
            return .text(content)
        case .textView where view.scroll?.scrollEnabled == false:
            // A text view that does not scroll is as tall as its text, wrapped at its width, like a label with
            // no line limit (an empty one keeps one line, the caret's), inside its text container's inset,
            // (8, 0, 8, 0) by default (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset),
            // each line inset by the container's line fragment padding, 5 pt by default
            // (https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
            // A scrolling one has no size of its own (it scrolls its text instead). Saved frames agree
            // (docs/research/ib-defaults.md §13).
            var content = text(of: view, lines: 0)
            content.padding = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
            return .text(content)
        default:
            return controlContent(of: view, ios: ios) ?? .none
        }
    }

    /// A template's button that shows an image `image` points large (`ControlSpec.imageSize`), by the rules a document's
    /// button is sized by (`ViewKindMapping.buttonContent`): with no title, a classic button is its image and a
    /// configuration button its image inside `ControlSpec.configurationContentInsets`; with one, the image sits beside
    /// the title (above or below it for a configuration's `imagePlacement` `top` or `bottom`, `imagePadding` points
    /// from it), and a classic button's title line has no 6 pt above and below it but is at least the image's height
    /// (docs/research/ib-defaults.md §103; docs/research/controls.md §25).
    static func imageButtonContent(of view: ViewSpec, image: Size) -> IntrinsicContent {
        let configured = view.control?.buttonStyle != nil
        guard !(view.text ?? "").isEmpty else {
            let insets = configured ? ControlSpec.configurationContentInsets : .zero
            return .image(Size(width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom))
        }
        var content = text(of: view, lines: 1)
        if configured { ControlSpec.configure(&content, subtitle: view.control?.subtitle) }
        ControlSpec.placeImage(image, beside: &content, classicInsets: configured ? nil : .zero,
                               imagePlacement: view.control?.imagePlacement, imagePadding: view.control?.imagePadding ?? 0)
        return .text(content)
    }

    /// The view's text as the measurer takes it, in the font `ViewTypography` gives the view (the same
    /// font the image draws and the truncation check measures).
    static func text(of view: ViewSpec, lines: Int) -> TextContent {
        let font = ViewTypography.font(for: view)
        var name = view.fontName ?? "system"
        if view.fontName == nil, font.weight != .regular { name = "system-\(font.weight.rawValue)" }
        var content = TextContent(view.text ?? "", font: name, pointSize: font.size, numberOfLines: lines)
        content.paragraphSpacing = view.paragraphSpacing
        // Runs in different fonts are measured each in its own (`TypesetterMeasurer`); runs that differ in colour
        // alone measure as the one text they make.
        if let runs = view.attributedRuns, AttributedRun.differInFont(runs) { content.runs = runs }
        return content
    }
}
