extension Pixmap {
    /// The image made `factor` times smaller on each side with a box filter: each pixel is the mean of the
    /// `factor` × `factor` pixels it covers (fewer at the right and bottom edges, where the box is cut), each
    /// channel averaged as stored (premultiplied, so a transparent pixel adds no colour) and rounded half up.
    /// The result is `⌈width / factor⌉` × `⌈height / factor⌉`. Integer arithmetic only, so the same image gives
    /// the same bytes on every machine.
    package func boxReduced(by factor: Int) -> Pixmap {
        precondition(factor >= 1, "a reduction factor is at least 1")
        guard factor > 1, width > 0, height > 0 else { return self }
        let (outWidth, outHeight) = Self.boxReducedSize(width: width, height: height, by: factor)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        var sums = [Int](repeating: 0, count: outWidth * 4)
        data.withUnsafeBufferPointer { source in
            for outY in 0..<outHeight {
                for i in sums.indices { sums[i] = 0 }
                let top = outY * factor
                let rows = min(factor, height - top)
                for y in top..<(top + rows) {
                    let row = y * width * 4
                    for x in 0..<width {
                        let s = row + x * 4, d = (x / factor) * 4
                        sums[d] += Int(source[s])
                        sums[d + 1] += Int(source[s + 1])
                        sums[d + 2] += Int(source[s + 2])
                        sums[d + 3] += Int(source[s + 3])
                    }
                }
                for outX in 0..<outWidth {
                    let count = rows * min(factor, width - outX * factor)
                    let d = outX * 4, o = (outY * outWidth + outX) * 4
                    for channel in 0..<4 { out[o + channel] = UInt8((sums[d + channel] + count / 2) / count) }
                }
            }
        }
        return Pixmap(width: outWidth, height: outHeight, data: out)
    }

    /// The size `boxReduced(by:)` gives an image of `width` × `height`: each side divided by `factor`, rounded up.
    package static func boxReducedSize(width: Int, height: Int, by factor: Int) -> (width: Int, height: Int) {
        ((width + factor - 1) / factor, (height + factor - 1) / factor)
    }
}
