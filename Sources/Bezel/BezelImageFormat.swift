/// The kinds of image `BezelLayout.draw` makes.
public enum BezelImageFormat: Sendable {
    /// A PNG at the device's scale.
    case png
    /// An SVG document in points, UTF-8.
    case svg
}
