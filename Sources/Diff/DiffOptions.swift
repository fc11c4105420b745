import Raster

/// How two images are compared and how the diff image is drawn.
///
/// The perceptual fields and their defaults are pixelmatch 7.2.0's (mapbox/pixelmatch
/// `index.js`, options `threshold`, `includeAA`, `alpha`, `aaColor`, `diffColor`,
/// `diffColorAlt`, `diffMask`), so the same options give the same count of differing pixels.
package struct DiffOptions: Hashable, Sendable {
    /// `nil`: exact mode, a pixel differs when any of its four stored bytes differ.
    /// 0–1: perceptual mode, a pixel differs when its YIQ distance exceeds `35215 × threshold²`
    /// (pixelmatch's default is 0.1).
    package var threshold: Double?
    /// Count anti-aliased pixels as different (perceptual mode; pixelmatch `includeAA`, default false).
    package var includeAntiAliased: Bool
    /// Opacity of the faded grey copy of the first image under the diff marks (pixelmatch `alpha`).
    var alpha: Double
    /// Colour of anti-aliased pixels that were not counted (pixelmatch `aaColor`, yellow).
    var antiAliasedColor: RGBA
    /// Colour of differing pixels (pixelmatch `diffColor`, red).
    var diffColor: RGBA
    /// Colour of differing pixels that are darker in the second image; `nil` uses `diffColor`
    /// (pixelmatch `diffColorAlt`).
    var diffColorAlt: RGBA?
    /// Draw only the marks, over transparency, without the grey copy (pixelmatch `diffMask`).
    var diffMask: Bool
    /// Blend translucent pixels over pixelmatch's pseudo-random checkerboard before comparing
    /// (pixelmatch 7.2.0 behaviour); `false` blends them with white.
    var checkerboard: Bool

    package init(threshold: Double? = nil, includeAntiAliased: Bool = false, alpha: Double = 0.1,
                antiAliasedColor: RGBA = RGBA(r: 255, g: 255, b: 0), diffColor: RGBA = RGBA(r: 255, g: 0, b: 0),
                diffColorAlt: RGBA? = nil, diffMask: Bool = false, checkerboard: Bool = true) {
        self.threshold = threshold
        self.includeAntiAliased = includeAntiAliased
        self.alpha = alpha
        self.antiAliasedColor = antiAliasedColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }

    /// Exact comparison of the decoded pixels (Bezel's default).
    package static let exact = DiffOptions()
    /// pixelmatch's defaults: threshold 0.1, anti-aliased pixels detected and not counted.
    static let pixelmatchDefaults = DiffOptions(threshold: 0.1)
}
