import Geometry

/// Where a view's intrinsic content size comes from (UIKit's `intrinsicContentSize`:
/// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize). An axis without an
/// intrinsic size is `UIView.noIntrinsicMetric` and gets no hugging or compression constraint.
package enum IntrinsicContent: Sendable, Hashable, Codable {
    /// A plain view: no intrinsic size on either axis.
    case none
    /// A fixed size on both axes (a switch's 51×31 — the caller passes the sourced number).
    case fixed(Size)
    /// A fixed width only (height is `noIntrinsicMetric`).
    case fixedWidth(Double)
    /// A fixed height only (a slider or progress view: width is `noIntrinsicMetric`).
    case fixedHeight(Double)
    /// Text measured by the caller's `TextMeasuring` (label, button, text field).
    case text(TextContent)
    /// An image view: the image's size in points.
    case image(Size)
    /// A segmented control whose segments are sized by their titles (`SegmentsContent`).
    case segments(SegmentsContent)

    /// A size on each axis that has one; nil is `noIntrinsicMetric` on that axis.
    package init(width: Double?, height: Double?) {
        switch (width, height) {
        case let (width?, height?): self = .fixed(Size(width: width, height: height))
        case let (width?, nil): self = .fixedWidth(width)
        case let (nil, height?): self = .fixedHeight(height)
        case (nil, nil): self = .none
        }
    }
}
