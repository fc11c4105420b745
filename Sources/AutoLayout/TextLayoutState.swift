import Geometry

/// A text view's measurement in the current pass and the content-size constraints made from it.
struct TextLayoutState {
    var measurement: TextMeasurement
    /// The intrinsic size: the measured text plus the control's padding, at least its minimum size.
    var intrinsic: Size
    /// The width the text was wrapped at (nil: unwrapped).
    var wrapWidth: Double?
    /// For text whose wrapping depends on the layout: the intrinsic width and height parameters.
    var sizeParameters: (width: Int, height: Int)?
}
