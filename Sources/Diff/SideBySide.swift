import PNG

/// Puts images next to each other, left to right, top-aligned, 8 transparent pixels apart:
/// expected | diff | actual for review, or expected | actual when the sizes differ.
package enum SideBySide {
    static let gap = 8

    /// `nil` only if the sizes overflow (never for images that exist).
    static func compose(_ images: [StraightImage]) -> StraightImage? {
        let width = images.map(\.width).reduce(0, +) + gap * max(images.count - 1, 0)
        let height = images.map(\.height).max() ?? 0
        var data = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for image in images {
            let rowBytes = image.width * 4
            for y in 0..<image.height {
                let source = y * rowBytes
                let target = (y * width + left) * 4
                data.replaceSubrange(target..<target + rowBytes, with: image.data[source..<source + rowBytes])
            }
            left += image.width + gap
        }
        return StraightImage(width: width, height: height, data: data)
    }
}
