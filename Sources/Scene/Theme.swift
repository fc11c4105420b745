/// Every colour Bezel draws with, in one place, so a team can restyle its images by changing one value.
///
/// The defaults follow iOS's light appearance (system colours from Apple's HIG colour table) for the
/// app's own pixels, and strong, translucent annotation colours for the overlays.
public struct Theme: Hashable, Sendable {
    public var canvas = Color(hex: 0xF2F2F7)
    public var deviceBody = Color(hex: 0x1C1C1E)
    public var deviceEdge = Color(hex: 0x3A3A3C)
    public var screenOff = Color(hex: 0x000000)
    public var homeButton = Color(hex: 0x2C2C2E)
    public var homeButtonRing = Color(hex: 0x48484A)
    /// The area of the screen an iPad gives to the other app in Split View, or behind Slide Over.
    public var otherApp = Color(hex: 0xD1D1D6)
    public var letterbox = Color(hex: 0x000000)

    public var background = Color(hex: 0xFFFFFF)
    public var groupedBackground = Color(hex: 0xF2F2F7)
    public var barBackground = Color(hex: 0xF9F9F9, alpha: 240)
    public var barHairline = Color(hex: 0x3C3C43, alpha: 74)
    public var separator = Color(hex: 0xC6C6C8)
    public var label = Color(hex: 0x000000)
    public var secondaryLabel = Color(hex: 0x3C3C43, alpha: 153)
    public var tint = Color(hex: 0x007AFF)
    public var fill = Color(hex: 0x787880, alpha: 51)
    public var placeholder = Color(hex: 0xE5E5EA)
    public var placeholderMark = Color(hex: 0xAEAEB2)
    public var statusBarForeground = Color(hex: 0x000000)
    public var homeIndicator = Color(hex: 0x000000)

    public var unsafeTint = Color(hex: 0xFF3B30, alpha: 46)
    public var unsafeHatch = Color(hex: 0xFF3B30, alpha: 110)
    public var safeAreaOutline = Color(hex: 0x34C759)
    public var marginGuide = Color(hex: 0x5856D6, alpha: 200)
    public var frameOutline = Color(hex: 0x007AFF, alpha: 190)
    public var frameLabel = Color(hex: 0x0040DD)
    public var findingError = Color(hex: 0xFF3B30)
    public var findingWarning = Color(hex: 0xFF9500)
    public var findingInfo = Color(hex: 0x007AFF)
    public var legendText = Color(hex: 0x1C1C1E)
    public var legendSecondary = Color(hex: 0x636366)

    public init() {}

    public static let standard = Theme()
}
