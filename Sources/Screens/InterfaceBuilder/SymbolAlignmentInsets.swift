import Geometry

/// The alignment rectangle of an SF Symbol image in an image view, as Interface Builder's saved frames show it.
///
/// A view's constraints hold its alignment rectangle, and its frame is that rectangle with the view's
/// `alignmentRectInsets` around it (https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets); an
/// image view takes them from its image, and an image has insets of its own
/// (https://developer.apple.com/documentation/uikit/uiimage/alignmentrectinsets). Interface Builder saves an image view
/// that shows a symbol and is held by constraints with the width they give and a height that differs from theirs by a
/// constant of the symbol, whatever the view's size: the symbol image's insets, in points, at its default
/// configuration. Symbols are Apple's, and their insets are in no document, so only symbols whose saved frames agree in
/// at least two unrelated projects are listed (docs/research/ib-defaults.md §86); the others take
/// `SymbolImageSize`'s estimate. Negative insets put the frame inside the rectangle.
enum SymbolAlignmentInsets {
    /// The insets of `symbol`, whose image the document's `<resources>` saves at `box` (the symbol drawn 128 pt at its
    /// longer side), or nil when not measured.
    static func insets(symbol: String, box: Size?) -> EdgeInsets? {
        switch symbol {
        case "checkmark":
            // 4 pt shorter, 2.333 lower: 18, 20, 30 and 43 pt views (§86).
            return EdgeInsets(top: -7.0 / 3, left: 0, bottom: -5.0 / 3, right: 0)
        case "chevron.right":
            // 3.5 to 3.667 pt shorter, 2 to 2.25 lower: 16, 18 and 20 pt views (§86).
            return EdgeInsets(top: -2, left: 0, bottom: -1.5, right: 0)
        default:
            // A symbol saved in a 128 × 123 box is a circle's (the `.circle` symbols, `safari`, `clock.fill`):
            // 1.333 pt shorter, 0.667 lower, from 10 to 100 pt views (§86).
            if let box, box.width == 128, box.height == 123 {
                return EdgeInsets(top: -2.0 / 3, left: 0, bottom: -2.0 / 3, right: 0)
            }
            return nil
        }
    }
}
