import Geometry

/// Where a classic button (a `UIButton` without a configuration) puts its image: inside its content rectangle,
/// the bounds less `contentEdgeInsets`, less `imageEdgeInsets` for the image
/// (https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets,
/// https://developer.apple.com/documentation/uikit/uibutton/imageedgeinsets), at the image's size in points
/// but never larger than that rectangle on either axis, where the image is squeezed to fit, centred as the
/// default `contentHorizontalAlignment` and `contentVerticalAlignment` centre it, others place it
/// (`ButtonContentAlignment`, https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment). The
/// squeeze and the order of the two insets are the rules docs/research/controls.md §11 states and assumes.
struct ClassicButtonContent {
    var contentEdgeInsets = EdgeInsets.zero
    var imageEdgeInsets = EdgeInsets.zero

    /// The rectangle an image of `size` points takes in a button of `bounds` that shows no title, placed by the
    /// content alignments (centred by default).
    func imageRect(size: Size, in bounds: Rect, alignment: ButtonContentAlignment = ButtonContentAlignment()) -> Rect {
        alignment.place(fitted(size, in: bounds), in: imageBox(in: bounds))
    }

    /// `size` no larger than the image's rectangle in `bounds` on either axis.
    func fitted(_ size: Size, in bounds: Rect) -> Size {
        let box = imageBox(in: bounds)
        return Size(width: max(0, min(size.width, box.width)), height: max(0, min(size.height, box.height)))
    }

    /// The image's rectangle: `bounds` less the content insets, less the image insets.
    private func imageBox(in bounds: Rect) -> Rect {
        bounds.inset(by: contentEdgeInsets).inset(by: imageEdgeInsets)
    }
}
