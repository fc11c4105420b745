import PNG

/// What comparing two images found.
package struct DiffResult: Hashable, Sendable {
    package var sizeA: PixelSize
    package var sizeB: PixelSize
    /// Pixels counted as different. When the sizes differ, every pixel of the larger image.
    package var differentPixels: Int
    /// Pixels compared: `width × height` (of the larger image when the sizes differ).
    package var totalPixels: Int
    /// Bounding boxes of the changed clusters, top to bottom then left to right.
    var regions: [PixelRegion]
    /// The pixelmatch-style diff image, when it was asked for.
    package var image: StraightImage?

    package var sizesMatch: Bool { sizeA == sizeB }
    /// Same size and not one pixel counted as different.
    var identical: Bool { sizesMatch && differentPixels == 0 }
    /// `differentPixels / totalPixels` (0 for empty images).
    package var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    init(sizeA: PixelSize, sizeB: PixelSize, differentPixels: Int, totalPixels: Int,
                regions: [PixelRegion] = [], image: StraightImage? = nil) {
        self.sizeA = sizeA
        self.sizeB = sizeB
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.regions = regions
        self.image = image
    }
}
