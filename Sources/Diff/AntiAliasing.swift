/// pixelmatch's anti-aliasing detector, after V. Vysniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009): a pixel is anti-aliasing when, among its 8 neighbours,
/// it has both a darker and a brighter one, at most 2 equal ones, and the darkest or the
/// brightest neighbour sits in a flat area (3+ identical neighbours) in both images.
enum AntiAliasing {
    @inline(__always)
    static func isAntiAliased(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
                              _ words: UnsafePointer<UInt32>, _ otherWords: UnsafePointer<UInt32>,
                              checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        // Column-major like pixelmatch: the first of equal extremes wins, so the order matters.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = YIQ.delta(image, image, center, (y * width + x) * 4,
                                      brightnessOnly: true, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(words, x: darkestX, y: darkestY, width: width, height: height)
                && hasManySiblings(otherWords, x: darkestX, y: darkestY, width: width, height: height))
            || (hasManySiblings(words, x: brightestX, y: brightestY, width: width, height: height)
                && hasManySiblings(otherWords, x: brightestX, y: brightestY, width: width, height: height))
    }

    /// Whether the pixel has 3 or more identical neighbours (an image edge counts as one).
    @inline(__always)
    static func hasManySiblings(_ words: UnsafePointer<UInt32>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = words[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if words[y * width + x] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
