import Geometry
import InterfaceBuilder
import Text

/// The size of an SF Symbol image, in points, as UIKit draws it at a point size, and the alignment rectangle an
/// image view showing it is laid out by.
///
/// A document's `<image name="dollarsign" catalog="system" width="89" height="128"/>` gives the symbol's outline
/// scaled to 128 points on its longer side (64 in Xcode 11): its aspect ratio, not its size. The size follows
/// the configuration's point size: with none, the system's default
/// (https://developer.apple.com/documentation/appkit/nsimageview/symbolconfiguration), measured as 17 pt; a text
/// style gives that style's size. Symbols are drawn to sit in a line of text
/// (https://developer.apple.com/documentation/uikit/configuring-and-displaying-symbol-images-in-your-ui), and
/// Interface Builder's saved frames show an image view's alignment rectangle one line of the system font tall
/// (`UIFont.lineHeight`, 20.29 pt at 17 pt) whatever the symbol, its frame the symbol's own height: a circle's
/// frame 1.33 pt shorter than its height constraint, a checkmark's 4, a dollar sign's 0.67 taller, the same at
/// every constrained size (docs/research/ib-defaults.md §98). Apple publishes no symbol's own metrics, so Bezel
/// lists the symbols whose frames measure them (`SymbolAlignmentInsets`) and for the others takes what those
/// frames show on average: a symbol taller than wide is as tall as the line (its differences
/// average +0.2 pt over 12 symbols at 17 pt), a wider one 2 pt shorter in proportion to the point size (−2.1
/// over 32 symbols), each as wide as its outline's aspect makes it; the difference is split evenly above and
/// below. The scale (`small`, `large`) is not modelled: Apple publishes no factor for it.
package enum SymbolImageSize {
    /// The point size of a symbol with no configuration.
    package static let defaultPointSize = 17.0

    /// How much shorter than a line of text a symbol wider than tall is, per point of size (2 pt at 17 pt).
    private static let wideSymbolShortfallPerPoint = 2.0 / 17

    /// The image of the symbol `name`, whose outline the document records as `outline`, drawn with `configuration`
    /// and the image's `scale` (`symbolScale`): its size, and how far an image view's frame around it reaches past
    /// the view's alignment rectangle (negative where the frame is inside it). A symbol whose insets saved frames
    /// measure (`SymbolAlignmentInsets`), shown at the default configuration, has those; any other the estimate
    /// above.
    package static func image(named name: String, outline: Size, configuration: IBSymbolConfiguration? = nil, scale: String? = nil)
        -> (size: Size, alignmentRectInsets: EdgeInsets) {
        guard outline.width > 0, outline.height > 0 else { return (Size(width: 0, height: 0), .zero) }
        let pointSize = pointSize(of: configuration)
        let line = SystemFontMetrics.lineHeight(size: pointSize)
        let insets: EdgeInsets
        if configuration == nil, scale == nil || scale == "default", let measured = SymbolAlignmentInsets.insets(symbol: name, box: outline) {
            insets = measured
        } else {
            let overhang = (estimatedHeight(outline: outline, pointSize: pointSize) - line) / 2
            insets = EdgeInsets(top: overhang, left: 0, bottom: overhang, right: 0)
        }
        let height = line + insets.top + insets.bottom
        return (Size(width: height * outline.width / outline.height, height: height), insets)
    }

    /// The alignment rectangle of a symbol whose outline is `outline`, drawn at `pointSize`: one line of the system font
    /// tall, and as wide as the image the estimate above gives: a configuration button's image (docs/research/ib-defaults.md §89).
    package static func alignmentSize(outline: Size, pointSize: Double) -> Size {
        guard outline.width > 0, outline.height > 0 else { return Size(width: 0, height: 0) }
        let width = estimatedHeight(outline: outline, pointSize: pointSize) * outline.width / outline.height
        return Size(width: width, height: SystemFontMetrics.lineHeight(size: pointSize))
    }

    /// The estimate for a symbol without measured insets: a line of the system font tall when taller than wide, 2 pt
    /// shorter per 17 pt when wider.
    private static func estimatedHeight(outline: Size, pointSize: Double) -> Double {
        let line = SystemFontMetrics.lineHeight(size: pointSize)
        return outline.width > outline.height ? line - wideSymbolShortfallPerPoint * pointSize : line
    }

    /// The point size `configuration` draws a symbol at: its point size, or its font's size or text style's
    /// default size; the system's default without one.
    package static func pointSize(of configuration: IBSymbolConfiguration?) -> Double {
        if let size = configuration?.pointSize, size > 0 { return size }
        if let font = configuration?.font {
            if let size = font.pointSize, size > 0 { return size }
            if let style = font.style, let textStyle = TextStyle(uiKitName: style) { return textStyle.size() }
        }
        return defaultPointSize
    }
}
