import Geometry

extension Canvas {
    /// Draws `image` (premultiplied, as every `Pixmap`) stretched over `rect`, mapped by `transform` into
    /// pixels, source-over, inside `clip`. The filter is `ResamplingTaps`': an area average when reducing,
    /// bilinear when enlarging, anti-aliased edges. Integer arithmetic after the taps, so the same call gives
    /// the same bytes on every machine.
    ///
    /// Only transforms that scale and translate (positive scales) are drawn: every display list is drawn with one
    /// (`DisplayListRasterizer`); others draw nothing rather than a wrong picture.
    package mutating func draw(_ image: Pixmap, in rect: Rect, transform: AffineTransform = .identity, clip: Clip? = nil) {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0, image.width > 0, image.height > 0
        else { return }
        let p0 = transform.apply(rect.origin), p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        guard [p0.x, p0.y, p1.x, p1.y].allSatisfy({ $0.isFinite && abs($0) < 1e9 }), p1.x > p0.x, p1.y > p0.y else { return }
        var area = PixelBounds(
            minX: Int(p0.x.rounded(.down)), minY: Int(p0.y.rounded(.down)), maxX: Int(p1.x.rounded(.up)), maxY: Int(p1.y.rounded(.up))
        ).intersection(bounds)
        if let clip { area = area.intersection(clip.drawableBounds) }
        guard !area.isEmpty else { return }
        let columns = ResamplingTaps(pixels: area.minX..<area.maxX, start: p0.x, end: p1.x, sourceCount: image.width)
        let rows = ResamplingTaps(pixels: area.minY..<area.maxY, start: p0.y, end: p1.y, sourceCount: image.height)
        let mask = clip?.mask
        let width = self.width, sourceWidth = image.width, firstRow = pixmapOrigin
        // One destination row at a time: its source rows filtered across and summed down, then blended.
        var sums = [Int](repeating: 0, count: area.width * 4)
        image.data.withUnsafeBufferPointer { source in
            pixmap.data.withUnsafeMutableBufferPointer { data in
                for y in area.minY..<area.maxY {
                    let rowTaps = rows.ranges[y - area.minY]
                    guard !rowTaps.isEmpty else { continue }
                    for i in sums.indices { sums[i] = 0 }
                    for tap in rowTaps {
                        let rowWeight = rows.weights[tap]
                        let sourceRow = rows.indices[tap] * sourceWidth * 4
                        for column in 0..<area.width {
                            var r = 0, g = 0, b = 0, a = 0
                            for columnTap in columns.ranges[column] {
                                let s = sourceRow + columns.indices[columnTap] * 4
                                let w = columns.weights[columnTap]
                                r += Int(source[s]) * w
                                g += Int(source[s + 1]) * w
                                b += Int(source[s + 2]) * w
                                a += Int(source[s + 3]) * w
                            }
                            sums[column * 4] += r * rowWeight
                            sums[column * 4 + 1] += g * rowWeight
                            sums[column * 4 + 2] += b * rowWeight
                            sums[column * 4 + 3] += a * rowWeight
                        }
                    }
                    let row = data.baseAddress! + (y - firstRow) * width * 4
                    for column in 0..<area.width {
                        let x = area.minX + column
                        // Weights are in 1/one per axis: two axes make one².
                        func channel(_ i: Int) -> UInt32 {
                            UInt32(min(255, (sums[column * 4 + i] + ResamplingTaps.one * ResamplingTaps.one / 2) / (ResamplingTaps.one * ResamplingTaps.one)))
                        }
                        var a = channel(3)
                        var r = min(channel(0), a), g = min(channel(1), a), b = min(channel(2), a)
                        if let mask {
                            let m = UInt32(mask[x, y])
                            if m != 255 {
                                r = Compositing.div255(r * m)
                                g = Compositing.div255(g * m)
                                b = Compositing.div255(b * m)
                                a = Compositing.div255(a * m)
                            }
                        }
                        Compositing.over(r, g, b, a, count: 1, into: row + x * 4)
                    }
                }
            }
        }
    }
}
