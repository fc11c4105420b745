import Geometry

/// `contentMode:` how an image view's image fills it, with UIKit's meanings
/// (https://developer.apple.com/documentation/uikit/uiview/contentmode). The image is clipped to the view's bounds.
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stretched to the bounds, the aspect ratio given up (UIImageView's default).
    case scaleToFill
    /// Scaled by the same factor across and down until it fits inside the bounds, centred.
    case aspectFit
    /// Scaled by the same factor until it covers the bounds, centred; the rest is clipped.
    case aspectFill
    /// At its own size (one image pixel a point), centred.
    case center

    /// Where an image of `size` (pixels, taken as points) is drawn in `bounds`.
    package func rect(for size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let drawn: Size
        switch self {
        case .scaleToFill: return bounds
        case .aspectFit, .aspectFill:
            let across = bounds.width / size.width, down = bounds.height / size.height
            let scale = self == .aspectFit ? min(across, down) : max(across, down)
            drawn = Size(width: size.width * scale, height: size.height * scale)
        case .center: drawn = size
        }
        return bounds.centring(drawn)
    }
}
