/// An image scaled down with a box filter as its straight RGBA rows arrive, top to bottom: each output pixel is
/// the alpha-weighted mean of the source pixels its box covers (box edges at `x * sourceWidth / width` and
/// `y * sourceHeight / height`, floored), rounded half up, and its alpha the mean alpha. Integer arithmetic
/// only, so the same rows give the same bytes on every machine. A pixel of alpha 0 adds nothing, whatever its
/// colour.
///
/// Rows can come in any bands, so an image written a band at a time (`PNGRowStream`) is scaled without being
/// read back; the whole image at once gives the same result.
package struct RowBoxScaler: Sendable {
    package let sourceWidth: Int
    package let sourceHeight: Int
    /// The output's size: `width` as asked, never wider than the source; the height in proportion, at least 1.
    package let width: Int
    package let height: Int
    /// Per output column: the source columns it covers, `starts[x]..<ends[x]`.
    private let starts: [Int]
    private let ends: [Int]
    /// The current output row's sums: r·a, g·a, b·a and a for each column.
    private var sums: [Int]
    private var out: [UInt8]
    /// The next source row expected, and the output row it goes into.
    private var row = 0
    private var outputRow = 0

    /// A scaler of a `sourceWidth` × `sourceHeight` image to `wanted` pixels wide; nil for an empty source.
    package init?(sourceWidth: Int, sourceHeight: Int, width wanted: Int) {
        guard sourceWidth > 0, sourceHeight > 0, wanted > 0 else { return nil }
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        let width = min(wanted, sourceWidth)
        self.width = width
        height = max(1, min(sourceHeight, (sourceHeight * width + sourceWidth / 2) / sourceWidth))
        starts = (0..<width).map { x in x * sourceWidth / width }
        ends = (0..<width).map { x in max(x * sourceWidth / width + 1, (x + 1) * sourceWidth / width) }
        sums = [Int](repeating: 0, count: width * 4)
        out = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The scaled image, once every source row has been added.
    package var image: StraightImage? {
        row == sourceHeight ? StraightImage(checkedWidth: width, height: height, data: out) : nil
    }

    /// Adds the next `rows.count / (sourceWidth * 4)` source rows: straight RGBA, `sourceWidth` pixels each.
    /// Rows past the image's last are ignored.
    package mutating func add(_ rows: UnsafeBufferPointer<UInt8>) {
        guard let base = rows.baseAddress else { return }
        let rowBytes = sourceWidth * 4
        let count = min(rows.count / rowBytes, sourceHeight - row)
        let width = width, height = height, sourceHeight = sourceHeight
        var row = row, outputRow = outputRow
        defer {
            self.row = row
            self.outputRow = outputRow
        }
        starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                sums.withUnsafeMutableBufferPointer { sums in
                    out.withUnsafeMutableBufferPointer { out in
                        for k in 0..<count {
                            let line = base + k * rowBytes
                            for x in 0..<width {
                                var r = 0, g = 0, b = 0, a = 0
                                var p = line + starts[x] * 4
                                let end = line + ends[x] * 4
                                while p < end {
                                    let alpha = Int(p[3])
                                    r &+= Int(p[0]) &* alpha
                                    g &+= Int(p[1]) &* alpha
                                    b &+= Int(p[2]) &* alpha
                                    a &+= alpha
                                    p += 4
                                }
                                sums[x * 4] &+= r
                                sums[x * 4 + 1] &+= g
                                sums[x * 4 + 2] &+= b
                                sums[x * 4 + 3] &+= a
                            }
                            row += 1
                            // The output row is complete after the last source row its box covers.
                            let y = outputRow
                            let firstRow = y * sourceHeight / height
                            let endRow = max(firstRow + 1, (y + 1) * sourceHeight / height)
                            guard row == endRow else { continue }
                            let rowCount = endRow - firstRow
                            for x in 0..<width {
                                let count = (ends[x] - starts[x]) * rowCount
                                let alphaSum = sums[x * 4 + 3]
                                let o = (y * width + x) * 4
                                if alphaSum > 0 {
                                    out[o] = UInt8((sums[x * 4] + alphaSum / 2) / alphaSum)
                                    out[o + 1] = UInt8((sums[x * 4 + 1] + alphaSum / 2) / alphaSum)
                                    out[o + 2] = UInt8((sums[x * 4 + 2] + alphaSum / 2) / alphaSum)
                                }
                                out[o + 3] = UInt8((alphaSum + count / 2) / count)
                            }
                            sums.update(repeating: 0)
                            outputRow += 1
                        }
                    }
                }
            }
        }
    }
}
