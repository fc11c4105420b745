import Diagnostics

/// `<color key="backgroundColor" …/>` in any of its forms: components in a colour space
/// (`white`/`alpha`, `red`/`green`/`blue`/`alpha` with `colorSpace="custom" customColorSpace="sRGB"`,
/// `calibratedWhite`, `calibratedRGB`, `deviceRGB`), a system colour (`systemColor="systemBackgroundColor"`,
/// Xcode 11+; `cocoaTouchSystemColor="darkTextColor"` before), or a named colour of the asset catalogue
/// (`name="Brand"`, resolved through the document's `<namedColor>` resources).
package struct IBColor: Hashable, Sendable, Codable {
    /// The property the colour sets (`backgroundColor`, `textColor`, `tintColor`, `titleColor`, …);
    /// nil inside a `<namedColor>`/`<systemColor>` resource.
    package var key: String?
    var colorSpace: String?
    package var customColorSpace: String?
    package var white: Double?
    package var red: Double?
    package var green: Double?
    package var blue: Double?
    package var alpha: Double?
    package var systemColor: String?
    package var cocoaTouchSystemColor: String?
    package var name: String?
    package var location: SourceLocation

    init(key: String? = nil, colorSpace: String? = nil, customColorSpace: String? = nil, white: Double? = nil,
                red: Double? = nil, green: Double? = nil, blue: Double? = nil, alpha: Double? = nil,
                systemColor: String? = nil, cocoaTouchSystemColor: String? = nil, name: String? = nil,
                location: SourceLocation) {
        self.key = key
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
        self.white = white
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.systemColor = systemColor
        self.cocoaTouchSystemColor = cocoaTouchSystemColor
        self.name = name
        self.location = location
    }
}
