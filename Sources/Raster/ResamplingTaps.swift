/// The source pixels, and their weights, that make each destination pixel along one axis when an image is
/// stretched over a destination interval: the image's resampling filter, one axis at a time (it is separable).
///
/// The filter is an area average over the destination pixel's footprint in the source, at least one source pixel
/// wide. Reducing (more source than destination pixels), that is a box filter: every source pixel under the
/// footprint counts by how much of it lies there, so no detail aliases away (bilinear would read only the two
/// nearest pixels of a 6:1 reduction, as an emoji strike of 109 ppem drawn at 17 pt @1x is). Enlarging, a box one
/// source pixel wide is linear interpolation between the two nearest pixels, i.e. bilinear across both axes.
/// Beyond the image's edge the edge pixel repeats ("pad", as resvg samples images), and a destination pixel the
/// interval covers only partly gets that part of the weight, so the edges are anti-aliased like a filled path.
///
/// Weights are integers summing to `coverage × one`: computed in Double (exactly rounded basic operations, so the
/// same on every machine) and rounded cumulatively, so each pixel's weights add up exactly.
struct ResamplingTaps {
    /// The weight of full coverage by one source pixel.
    static let one = 1 << 12

    /// For destination pixel `first + i`: the range of `indices`/`weights` holding its taps.
    private(set) var ranges: [Range<Int>] = []
    private(set) var indices: [Int] = []
    private(set) var weights: [Int] = []

    /// Taps for the destination pixels `pixels` (whole pixel columns or rows) when `sourceCount` source pixels
    /// are stretched over `start..<end` (destination pixels, fractional).
    init(pixels: Range<Int>, start: Double, end: Double, sourceCount: Int) {
        let length = end - start
        let perPixel = Double(sourceCount) / length
        let footprint = max(1, perPixel)
        for pixel in pixels {
            let from = indices.count
            defer { ranges.append(from..<indices.count) }
            let low = max(Double(pixel), start), high = min(Double(pixel + 1), end)
            guard high > low else { continue }
            let coverage = high - low
            // The covered part's centre, in source pixels.
            let centre = ((low + high) / 2 - start) * perPixel
            let left = centre - footprint / 2, right = centre + footprint / 2
            var cumulative = 0.0, given = 0
            var column = Int(left.rounded(.down))
            while Double(column) < right {
                let overlap = min(Double(column + 1), right) - max(Double(column), left)
                if overlap > 0 {
                    cumulative += overlap / footprint
                    let total = Int((cumulative * coverage * Double(Self.one)).rounded())
                    let weight = total - given
                    given = total
                    let index = min(max(column, 0), sourceCount - 1)
                    if weight > 0 {
                        if indices.count > from, indices[indices.count - 1] == index {
                            weights[weights.count - 1] += weight
                        } else {
                            indices.append(index)
                            weights.append(weight)
                        }
                    }
                }
                column += 1
            }
        }
    }
}
