import PNG

/// A rectangle of pixels: the bounding box of one cluster of changed pixels.
package struct PixelRegion: Hashable, Sendable, Codable {
    var x: Int
    var y: Int
    package var width: Int
    package var height: Int
    /// How many differing pixels the box holds.
    var differentPixels: Int

    init(x: Int, y: Int, width: Int, height: Int, differentPixels: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
    }
}
