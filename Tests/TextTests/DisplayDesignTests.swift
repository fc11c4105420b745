import Foundation
import TestSupport
import Testing
@testable import Text

/// San Francisco's design moves from Text to Display between 17 and 28 pt (`SystemFontOpticalSize`: Apple, WWDC 2020
/// session 10175 and the Human Interface Guidelines), so Bezel sets the system font in Inter up to 17 pt, in Inter
/// Display from 28 pt, and between them at widths that far from one to the other as San Francisco's tracking has moved
/// (1/1000 em: 17 pt −26, 20 pt −23, 24 pt +3, 28 pt +14, so 20 pt is 3/40 of the way and 24 pt 29/40). Each width is
/// checked against HarfBuzz's own shaper, `hb-shape`, run on the Debian files themselves (unkerned advances, in font
/// units: Inter's em is 2,816 units, Inter Display's 2,048, read from each file's `head` table), Inter Display's
/// narrowed to San Francisco Display's regular letters (0.986, `SystemFontTextWidth`), scaled to the size, plus San
/// Francisco's tracking between the characters (`SystemFontTracking`). A named family (`isSystemFont` false) stays
/// in Inter, untracked, at any size.
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
        ("Settings", 17.0, 0.0, -26.0), ("Settings", 19.0, 2.0 / 40, -24.0), ("Settings", 20.0, 3.0 / 40, -23.0),
        ("Crypto section", 24.0, 29.0 / 40, 3.0), ("Oil and AV", 28.0, 1.0, 14.0), ("Inbox", 34.0, 1.0, 12.0),
    ])
    func systemTextMovesFromInterToInterDisplayBetweenSeventeenAndTwentyEightPoints(
        text: String, size: Double, displayShare: Double, trackingPerMille: Double
    ) throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let font = TextFont(size: size)
        #expect(abs(font.displayDesignFraction - displayShare) < 1e-9)
        let inter = Double(try Self.advanceUnits(text, file: Self.interFile)) / 2816
        let display = 0.986 * Double(try Self.advanceUnits(text, file: Self.displayFile)) / 2048
        let expected = ((1 - displayShare) * inter + displayShare * display) * size + Double(text.count - 1) * trackingPerMille * size / 1000
        let width = typesetter.width(of: text, font: font)
        // Blended advances are kept in whole font units, the rounding carried along the run: at most half a unit off.
        #expect(abs(width - expected) < 0.5 * size / 2048 + 1e-9, "\(text) at \(size) pt: \(width) against \(expected)")
        // The drawn line is the measured one, and its glyphs come from the design the size is nearer.
        let line = typesetter.layout(text, font: font)
        #expect(line.width == width)
        #expect(line.glyphs.allSatisfy { $0.role == (displayShare >= 0.5 ? .display(.regular) : .primary(.regular)) })
    }

    /// One-line labels of 20 to 24 pt that Xcode sized to their text (no constraint on their width), saved by
    /// Xcode 9 to 15 in five unrelated projects (docs/research/substitute-width.md, "Between Text and Display"):
    /// (text, size, weight, saved width). Set wholly in Inter Display, as below 28 pt before, each was 2.4-9.8 %
    /// narrower than saved ("Introduce Yourself" 147 against 163); between the designs each is within 1.5 pt.
    @Test(arguments: [
        ("Introduce Yourself", 20.0, FontWeight.regular, 163.0), ("Discover", 20.0, .semibold, 80.333),
        ("Payment options", 20.0, .semibold, 154.0), ("Wallet", 20.0, .semibold, 57.0),
        ("Congratulations!", 21.0, .bold, 165.333), ("Premium Plan", 24.0, .bold, 153.667), ("Patient Name", 24.0, .bold, 150.5),
    ])
    func labelsXcodeSizedToTheirTextBetweenTheTwoDesigns(text: String, size: Double, weight: FontWeight, saved: Double) throws {
        let width = try standardTypesetter().width(of: text, font: TextFont(size: size, weight: weight))
        #expect(abs(width - saved) <= 1.5, "\(text) at \(size) pt \(weight): \(width) against Xcode's \(saved)")
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
