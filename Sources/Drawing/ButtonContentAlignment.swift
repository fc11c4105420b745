import Geometry

/// Where a button's content sits in its content rectangle: UIControl's `contentHorizontalAlignment` and
/// `contentVerticalAlignment` (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment,
/// https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment).
/// - `left`, `right`: at that edge in either layout direction; `leading`, `trailing`: at that edge of the
///   layout direction (the right is leading in right-to-left layouts); `center` (the default, `nil`) centred.
/// - `top`, `bottom`: at that edge; `center` centred.
/// - `fill`: "images may be stretched", in Apple's words: an image alone takes the whole rectangle on that
///   axis. A title under `fill` starts at the leading edge (assumed: the title label then spans the rectangle
///   and draws its text at its natural alignment).
struct ButtonContentAlignment {
    var horizontal: String?
    var vertical: String?
    var rightToLeft = false

    /// The horizontal anchor of a title, `nil` when the alignment is the default centre.
    var anchor: TextRun.Anchor? {
        switch horizontal {
        case "left": .start
        case "right": .end
        case "leading", "fill": rightToLeft ? .end : .start
        case "trailing": rightToLeft ? .start : .end
        default: nil
        }
    }

    /// A block of `size` placed in `box`: at the edges the alignments name, stretched to the box on an axis
    /// that fills.
    func place(_ size: Size, in box: Rect) -> Rect {
        var rect = box.centring(size)
        switch horizontal {
        case "fill": (rect.origin.x, rect.size.width) = (box.minX, box.width)
        default:
            switch anchor {
            case .start?: rect.origin.x = box.minX
            case .end?: rect.origin.x = box.maxX - size.width
            default: break
            }
        }
        switch vertical {
        case "top": rect.origin.y = box.minY
        case "bottom": rect.origin.y = box.maxY - size.height
        case "fill": (rect.origin.y, rect.size.height) = (box.minY, box.height)
        default: break
        }
        return rect
    }

    /// The band of `box` a line of `height` takes: at its top or bottom edge, else the whole box (a line is
    /// centred in what it is given, as a label centres its text).
    func line(_ height: Double, in box: Rect) -> Rect {
        switch vertical {
        case "top": Rect(x: box.minX, y: box.minY, width: box.width, height: height)
        case "bottom": Rect(x: box.minX, y: box.maxY - height, width: box.width, height: height)
        default: box
        }
    }
}
