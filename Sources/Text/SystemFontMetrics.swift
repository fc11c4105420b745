/// The vertical metrics of Apple's system font (San Francisco), which UIKit uses for a label's line
/// height and so for its intrinsic height. Bezel draws text with Inter (Apple's font cannot be shipped),
/// but sets every line at San Francisco's height and baseline, so that a label is as tall as on a
/// device and the layout, the checks and the picture agree on where each line is.
///
/// `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391 (https://codewithsundeep.com/discussion/solution/33278645),
/// 15 × 2444/2048; at 20 pt the ascender is 19.04… and the descender −4.82…
/// (https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html): 20 × 1950/2048 and 20 × 494/2048.
/// So per point of size: ascender 1950/2048, descender 494/2048, no leading.
package enum SystemFontMetrics {
    static let ascenderPerPoint = 1950.0 / 2048
    static let descenderPerPoint = 494.0 / 2048

    /// `UIFont.lineHeight` of the system font at `size` points.
    package static func lineHeight(size: Double) -> Double { size * (ascenderPerPoint + descenderPerPoint) }

    /// `UIFont.ascender` at `size` points: the baseline's distance below a line's top.
    static func ascender(size: Double) -> Double { size * ascenderPerPoint }
}

extension SystemFontMetrics {
    /// The line metrics of the system font at `size` points: San Francisco's ascender and descender, no gap.
    static func lineMetrics(size: Double) -> LineMetrics {
        LineMetrics(ascender: size * ascenderPerPoint, descender: -size * descenderPerPoint, leading: 0)
    }
}
