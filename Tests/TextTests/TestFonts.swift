import Testing
@testable import Text

/// The shared, process-wide chain; every test that needs fonts uses it.
func standardTypesetter() throws -> Typesetter { try Typesetter.standard() }

/// Facts about the pinned font files read with a stand-alone parser of the `head`, `hhea`, `OS/2`,
/// `cmap` (format 4) and `hmtx` tables (a 40-line Python script, not FreeType), and their
/// `sha256sum`. Valid for fonts-inter 4.0~beta7+ds-1 and fonts-droid-fallback 1:6.0.1r16-1.1 on Debian 12.
enum FontFacts {
    static let interUnitsPerEm = 2816
    static let interAscender = 2728, interDescender = -680, interLineGap = 0
    static let interCapHeight = 2048
    /// hmtx advances in Inter Regular.
    static let advances: [Character: Int] = [
        "A": 1904, "V": 1904, "O": 2144, "i": 668, " ": 792, "H": 2084, "e": 1640, "l": 668, "o": 1680,
        "…": 2312, "[": 1020, "]": 1020,
    ]
    static let droidUnitsPerEm = 256
    static let droidAscender = 267, droidDescender = -68
    /// Droid Sans Fallback has no Latin letters at all, and '中' is glyph 7109, one em wide.
    static let droidZhongGlyph: UInt32 = 7109, droidZhongAdvance = 256

    static let sha256: [String: String] = [
        "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
        "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
        "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
        "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
        "DroidSansFallbackFull.ttf": "acb6440a713d880a13a21b468ba7cd43f5a2b2934972e51be791c880730777b8",
    ]
}
