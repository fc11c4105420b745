import PNG

/// Width and height of an image in pixels.
package struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    package var width: Int
    package var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    package var description: String { "\(width)×\(height)" }
}
