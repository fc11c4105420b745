import Foundation
import TestSupport
import Testing
@testable import Text

/// The system font is set in San Francisco's Display design from 20 pt (Apple, WWDC 2015 session 804; the source
/// is at `TextFont.displayDesignMinimumSize`), so Bezel sets it in Inter Display there and in Inter below. Each
/// width is checked against HarfBuzz's own shaper, `hb-shape`, run on the Debian file itself (unkerned advances,
/// in font units: Inter's em is 2,816 units, Inter Display's 2,048, read from each file's `head` table), scaled
/// to the size, plus San Francisco's tracking between the characters (1/1000 em: 19 pt −24, 20 pt −23, 28 pt +14,
/// 34 pt +12; `SystemFontTracking`). A named family (`isSystemFont` false) stays in Inter, untracked, at any size.
@Suite struct DisplayDesignTests {
    static let interFile = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let displayFile = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"

    /// The sum of hb-shape's advances for `text` in `file`, in font units, without kerning.
    static func advanceUnits(_ text: String, file: String) throws -> Int {
        try #require(Subprocess.which("hb-shape") != nil, "hb-shape is missing: .ci/setup --test installs libharfbuzz-bin")
        let result = try Subprocess.run([
            "hb-shape", "--font-file=\(file)", "--font-funcs=ot", "--features=-kern", "--no-glyph-names", "--output-format=json", text,
        ])
        try #require(result.status == 0, "\(result.error)")
        let glyphs = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.trimmingCharacters(in: .whitespacesAndNewlines).utf8)) as? [[String: Int]])
        return glyphs.reduce(0) { $0 + ($1["ax"] ?? 0) }
    }

    @Test(arguments: [
        ("Settings", 19.0, false, -24.0), ("Settings", 20.0, true, -23.0), ("Oil and AV", 28.0, true, 14.0), ("Inbox", 34.0, true, 12.0),
    ])
    func systemTextFromTwentyPointsIsSetInInterDisplay(text: String, size: Double, display: Bool, trackingPerMille: Double) throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let font = TextFont(size: size)
        #expect(font.usesDisplayDesign == display)
        let units = try Self.advanceUnits(text, file: display ? Self.displayFile : Self.interFile)
        let expected = Double(units) * size / (display ? 2048 : 2816) + Double(text.count - 1) * trackingPerMille * size / 1000
        let width = typesetter.width(of: text, font: font)
        #expect(abs(width - expected) < 1e-9, "\(text) at \(size) pt: \(width) against \(expected)")
        // The drawn line is the measured one, and its glyphs come from the face the width was taken from.
        let line = typesetter.layout(text, font: font)
        #expect(line.width == width)
        #expect(line.glyphs.allSatisfy { $0.role == (display ? .display(.regular) : .primary(.regular)) })
    }

    @Test func aNamedFamilyStaysInInterAtAnySize() throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let font = TextFont(size: 28, isSystemFont: false)
        #expect(!font.usesDisplayDesign)
        let expected = Double(try Self.advanceUnits("Oil and AV", file: Self.interFile)) * 28 / 2816
        #expect(abs(typesetter.width(of: "Oil and AV", font: font) - expected) < 1e-9)
    }

    /// The same words are narrower in the Display design, as San Francisco's are: a title Xcode fitted to its text
    /// at 28 pt is no longer cut by the substitute's width.
    @Test func theDisplayDesignIsNarrowerThanTheTextDesign() throws {
        let typesetter = try standardTypesetter()
        let text = "Account settings and privacy"
        let display = typesetter.width(of: text, font: TextFont(size: 28, weight: .bold))
        let inter = typesetter.width(of: text, font: TextFont(size: 28, weight: .bold, isSystemFont: false))
            + Double(text.count - 1) * 14 * 28 / 1000
        #expect(display < inter * 0.95, "\(display) against \(inter)")
    }
}
