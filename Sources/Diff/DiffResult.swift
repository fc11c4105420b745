import PNG

/// Width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of pixels: the bounding box of one cluster of changed pixels.
public struct PixelRegion: Hashable, Sendable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// How many differing pixels the box holds.
    public var differentPixels: Int

    public init(x: Int, y: Int, width: Int, height: Int, differentPixels: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
    }
}

/// What comparing two images found.
public struct DiffResult: Hashable, Sendable {
    public var sizeA: PixelSize
    public var sizeB: PixelSize
    /// Pixels counted as different. When the sizes differ, every pixel of the larger image.
    public var differentPixels: Int
    /// Pixels compared: `width × height` (of the larger image when the sizes differ).
    public var totalPixels: Int
    /// Bounding boxes of the changed clusters, top to bottom then left to right.
    public var regions: [PixelRegion]
    /// The pixelmatch-style diff image, when it was asked for.
    public var image: StraightImage?

    public var sizesMatch: Bool { sizeA == sizeB }
    /// Same size and not one pixel counted as different.
    public var identical: Bool { sizesMatch && differentPixels == 0 }
    /// `differentPixels / totalPixels` (0 for empty images).
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    public init(sizeA: PixelSize, sizeB: PixelSize, differentPixels: Int, totalPixels: Int,
                regions: [PixelRegion] = [], image: StraightImage? = nil) {
        self.sizeA = sizeA
        self.sizeB = sizeB
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.regions = regions
        self.image = image
    }
}
