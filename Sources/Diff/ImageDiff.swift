import Raster
import PNG

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two images pixel by pixel, exactly or the way pixelmatch 7.2.0 does.
///
/// Works on straight RGBA (what PNG files store and what pixelmatch reads); a premultiplied
/// `Pixmap` is converted first. Rows whose bytes are equal are skipped with one `memcmp`,
/// so identical and nearly identical screens cost about one memory pass.
package enum ImageDiff {
    /// Compares `a` (the expected image, e.g. the golden) with `b` (the actual one).
    /// With `drawImage`, the result carries a pixelmatch-style diff image of `a`'s size.
    package static func compare(_ a: StraightImage, _ b: StraightImage, options: DiffOptions = .exact,
                               drawImage: Bool = false) -> DiffResult {
        let sizeA = PixelSize(width: a.width, height: a.height)
        let sizeB = PixelSize(width: b.width, height: b.height)
        guard sizeA == sizeB else { return sizesDiffer(sizeA, sizeB) }
        var comparison = Comparison(width: a.width, height: a.height, options: options, drawImage: drawImage)
        a.data.withUnsafeBufferPointer { first in
            b.data.withUnsafeBufferPointer { second in
                comparison.run(first, second)
            }
        }
        let image = drawImage ? StraightImage(width: a.width, height: a.height, data: comparison.output) : nil
        return DiffResult(sizeA: sizeA, sizeB: sizeB, differentPixels: comparison.differentPixels,
                          totalPixels: a.pixelCount, regions: comparison.regions.regions(), image: image)
    }

    /// The result for images of different sizes, known from their headers without decoding them: not
    /// comparable pixel by pixel, so every pixel of the larger image counts as changed.
    package static func sizesDiffer(_ sizeA: PixelSize, _ sizeB: PixelSize) -> DiffResult {
        let (pixelsA, pixelsB) = (sizeA.width * sizeA.height, sizeB.width * sizeB.height)
        let total = max(pixelsA, pixelsB)
        let largest = pixelsA >= pixelsB ? sizeA : sizeB
        let region = PixelRegion(x: 0, y: 0, width: largest.width, height: largest.height, differentPixels: total)
        return DiffResult(sizeA: sizeA, sizeB: sizeB, differentPixels: total, totalPixels: total, regions: total > 0 ? [region] : [])
    }

    /// Compares two premultiplied pixmaps (un-premultiplied first, exactly).
    static func compare(_ a: Pixmap, _ b: Pixmap, options: DiffOptions = .exact, drawImage: Bool = false) -> DiffResult {
        compare(StraightImage(premultiplied: a), StraightImage(premultiplied: b), options: options, drawImage: drawImage)
    }
}

/// One run of the comparison loop and what it accumulates.
private struct Comparison {
    let width: Int
    let height: Int
    let options: DiffOptions
    let drawImage: Bool
    var differentPixels = 0
    var regions: RegionCollector
    /// The diff image (transparent until drawn), empty unless `drawImage`.
    var output: [UInt8]

    init(width: Int, height: Int, options: DiffOptions, drawImage: Bool) {
        self.width = width
        self.height = height
        self.options = options
        self.drawImage = drawImage
        regions = RegionCollector(width: width, height: height)
        output = drawImage ? [UInt8](repeating: 0, count: width * height * 4) : []
    }

    mutating func run(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) {
        guard width > 0, height > 0, let a = first.baseAddress, let b = second.baseAddress else { return }
        if options.threshold == nil && !drawImage {
            countExactly(a, b)
            return
        }
        let drawGray = drawImage && !options.diffMask
        let alpha = min(max(options.alpha, 0), 1)
        let checkerboard = options.checkerboard
        let diffColor = options.diffColor
        let altColor = options.diffColorAlt ?? options.diffColor
        let aaColor = options.antiAliasedColor
        let includeAA = options.includeAntiAliased
        let maxDelta = options.threshold.map { YIQ.maximumDelta * $0 * $0 }
        let rowBytes = width * 4
        var output = self.output
        var count = 0
        var regions = self.regions
        a.withMemoryRebound(to: UInt32.self, capacity: width * height) { a32 in
            b.withMemoryRebound(to: UInt32.self, capacity: width * height) { b32 in
                output.withUnsafeMutableBufferPointer { out in
                    func paint(_ pos: Int, _ color: RGBA) {
                        out[pos] = color.r
                        out[pos + 1] = color.g
                        out[pos + 2] = color.b
                        out[pos + 3] = 255
                    }
                    func paintGray(_ pos: Int) {
                        let value = YIQ.fadedGray(a, pos, alpha: alpha)
                        out[pos] = value
                        out[pos + 1] = value
                        out[pos + 2] = value
                        out[pos + 3] = 255
                    }
                    for y in 0..<height {
                        let rowStart = y * width
                        if memcmp(a + rowStart * 4, b + rowStart * 4, rowBytes) == 0 {
                            if drawGray { for x in 0..<width { paintGray((rowStart + x) * 4) } }
                            continue
                        }
                        for x in 0..<width {
                            let i = rowStart + x
                            let pos = i * 4
                            if a32[i] == b32[i] {
                                if drawGray { paintGray(pos) }
                                continue
                            }
                            guard let maxDelta else {
                                // Exact mode: any differing byte counts.
                                count += 1
                                regions.add(x: x, y: y)
                                if drawImage { paint(pos, diffColor) }
                                continue
                            }
                            let delta = YIQ.delta(a, b, pos, pos, brightnessOnly: false, checkerboard: checkerboard)
                            guard abs(delta) > maxDelta else {
                                if drawGray { paintGray(pos) }
                                continue
                            }
                            let antiAliased = !includeAA
                                && (AntiAliasing.isAntiAliased(a, x: x, y: y, width: width, height: height, a32, b32,
                                                               checkerboard: checkerboard)
                                    || AntiAliasing.isAntiAliased(b, x: x, y: y, width: width, height: height, b32, a32,
                                                                  checkerboard: checkerboard))
                            if antiAliased {
                                if drawGray { paint(pos, aaColor) }
                            } else {
                                count += 1
                                regions.add(x: x, y: y)
                                if drawImage { paint(pos, delta < 0 ? altColor : diffColor) }
                            }
                        }
                    }
                }
            }
        }
        self.output = output
        self.differentPixels = count
        self.regions = regions
    }

    /// Exact mode without a diff image, the common golden check: rows that `memcmp` finds equal are
    /// skipped; in the others each region cell's stretch of the row is counted in a tight loop and
    /// handed to the collector once, rather than once per pixel (a screen against another differs in
    /// about 40 % of its pixels).
    private mutating func countExactly(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) {
        let width = self.width
        let rowBytes = width * 4
        let cell = RegionCollector.cellSide
        var count = 0
        var regions = self.regions
        a.withMemoryRebound(to: UInt32.self, capacity: width * height) { a32 in
            b.withMemoryRebound(to: UInt32.self, capacity: width * height) { b32 in
                for y in 0..<height {
                    let rowStart = y * width
                    if memcmp(a + rowStart * 4, b + rowStart * 4, rowBytes) == 0 { continue }
                    var cellStart = 0
                    while cellStart < width {
                        let cellEnd = min(cellStart + cell, width)
                        var changed = 0
                        var first = cellEnd
                        var last = cellStart
                        for x in cellStart..<cellEnd where a32[rowStart + x] != b32[rowStart + x] {
                            changed += 1
                            first = min(first, x)
                            last = x
                        }
                        if changed > 0 {
                            count += changed
                            regions.addRun(y: y, minX: first, maxX: last, count: changed)
                        }
                        cellStart = cellEnd
                    }
                }
            }
        }
        self.differentPixels = count
        self.regions = regions
    }
}
