import Geometry

/// The image a button shows beside its title (`ButtonPainter`): its size in points, and how it is drawn into a
/// rectangle of that size in the button's content colour. A catalogue bitmap ignores the colour; an SF Symbol's
/// look-alike fills its outline with it, as UIKit tints a symbol image
/// (https://developer.apple.com/documentation/uikit/configuring-and-displaying-symbol-images-in-your-ui).
struct ButtonImage {
    let size: Size
    let draw: (Rect, Color) -> [Node]
}
