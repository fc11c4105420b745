@testable import Geometry
import Testing
@testable import Text

/// San Francisco's size-specific tracking (`SystemFontTracking`), against Apple's published table, and
/// how the typesetter applies it: between the clusters of a line, never after the last, never to the
/// fallback font or to other families, in measuring, breaking, truncating and drawing alike.
@Suite struct TrackingTests {
    /// The HIG's "Tracking values" for iOS, SF Pro, in 1/1000 em
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values), as the
    /// page reads in 6639835/apple-hig @ b9bb27bc (foundations/human-interface-guidelines-Typography/…md).
    @Test(arguments: [
        (6.0, 41.0), (10, 12), (11, 6), (12, 0), (13, -6), (15, -16), (17, -26), (19, -24), (20, -23), (22, -12),
        (23, -4), (24, 3), (28, 14), (34, 12), (48, 8), (54, 6), (56, 6), (72, 2), (76, 1), (80, 0), (96, 0),
    ])
    func tableGivesTheHIGValues(size: Double, perMille: Double) {
        #expect(SystemFontTracking.perMille(size: size) == perMille)
    }

    /// The HIG's other column, tracking in points, is the same table rounded on its own (17 pt: −0.43, where
    /// −26/1000 em is −0.442): up to 34 pt they agree within 0.02 pt; above, the points column is finer
    /// than whole thousandths of an em (40 pt: 0.37 against 10/1000 em = 0.40; the widest gap, 0.036 pt,
    /// is at 56 and 64 pt), so the bound is 0.04 pt there.
    @Test(arguments: [
        (6.0, 0.24), (8, 0.21), (10, 0.12), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
        (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (26, 0.22), (28, 0.38), (34, 0.40), (40, 0.37),
        (52, 0.33), (56, 0.30), (60, 0.26), (64, 0.22), (72, 0.14),
    ])
    func pointsAgreeWithTheHIGsPointsColumn(size: Double, points: Double) {
        #expect(abs(SystemFontTracking.points(size: size) - points) <= (size <= 34 ? 0.02 : 0.04))
    }

    /// Between listed sizes the value is interpolated linearly, as a `trak` table is read; outside them it
    /// is the end value.
    @Test func betweenAndBeyondTheListedSizes() {
        #expect(SystemFontTracking.perMille(size: 17.5) == -25.5)
        #expect(SystemFontTracking.perMille(size: 55) == 6)
        #expect(SystemFontTracking.perMille(size: 74) == 1.5)
        #expect(SystemFontTracking.perMille(size: 5) == 41)
        #expect(SystemFontTracking.perMille(size: 200) == 0)
        #expect(SystemFontTracking.perMille(size: .nan) == 0)
        let sizes = SystemFontTracking.table.map(\.size)
        #expect(sizes == sizes.sorted() && Set(sizes).count == sizes.count)
    }

    /// "Hello" at 17 pt: Inter's advances (read from the font's hmtx by an independent parser, `FontFacts`)
    /// plus −26/1000 em after each of the first four letters and nothing after the last.
    @Test func labelWidthWithAndWithoutTracking() throws {
        let typesetter = try standardTypesetter()
        let units = "Hello".reduce(0) { $0 + FontFacts.advances[$1]! }
        let untracked = Double(units) * 17 / Double(FontFacts.interUnitsPerEm)
        let tracking = -26.0 * 17 / 1000
        let other = TextFont(size: 17, isSystemFont: false)
        let system = TextFont(size: 17)
        #expect(other.tracking == 0 && system.tracking == tracking)
        #expect(abs(typesetter.width(of: "Hello", font: other) - untracked) < 1e-9)
        #expect(abs(typesetter.width(of: "Hello", font: system) - (untracked + 4 * tracking)) < 1e-9)
        // Drawn: each glyph starts where the previous one ended plus the tracking.
        let line = typesetter.layout("Hello", font: system)
        #expect(line.width == typesetter.width(of: "Hello", font: system))
        var x = 0.0
        for (index, glyph) in line.glyphs.enumerated() {
            #expect(abs(glyph.x - x) < 1e-9, "glyph \(index)")
            x = glyph.x + glyph.advance + tracking
        }
        #expect(abs(line.width - (x - tracking)) < 1e-9)
        // Positive tracking (28 pt: +14/1000 em) widens the same way, in the Display design San Francisco has from
        // 28 pt (Inter Display: "Hello" is 4,352 units of its 2,048-unit em, hb-shape's advances, kerned or not,
        // narrowed to San Francisco Display's regular letters by 0.986, `SystemFontTextWidth`, in whole units).
        let wide = TextFont(size: 28)
        let wideUntracked = 0.986 * 4352.0 * 28 / 2048
        #expect(abs(typesetter.width(of: "Hello", font: wide) - (wideUntracked + 4 * 14 * 28 / 1000)) < 0.5 * 28 / 2048 + 1e-9)
    }

    /// The fallback font (PingFang's stand-in) is not tracked: a CJK character owes nothing to the next one,
    /// while a Latin letter before it does.
    @Test func fallbackCharactersAreNotTracked() throws {
        let typesetter = try standardTypesetter()
        let system = TextFont(size: 17), other = TextFont(size: 17, isSystemFont: false)
        for text in ["中中", "中H"] {
            #expect(typesetter.width(of: text, font: system) == typesetter.width(of: text, font: other), "\(text)")
        }
        #expect(abs(typesetter.width(of: "H中", font: system) - (typesetter.width(of: "H中", font: other) + system.tracking)) < 1e-9)
        // Characters that draw nothing pass the tracking on to the next one that draws.
        #expect(abs(typesetter.width(of: "H\u{7}e", font: system) - typesetter.width(of: "He", font: system)) < 1e-9)
    }

    /// Breaking counts the tracked widths: a text exactly as wide as its tracked line fits on one line,
    /// though its untracked width (17 pt: tracking is negative) would not; every line of a wrap is as wide
    /// as the same text set alone, so no line carries the tracking of the character that follows it.
    @Test func breakingAndTruncatingCountTheTracking() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let text = "Tracking moves every letter closer together"
        let tracked = typesetter.width(of: text, font: font)
        #expect(tracked < typesetter.width(of: text, font: TextFont(size: 17, isSystemFont: false)))
        #expect(typesetter.wrap(text, font: font, width: tracked).lines.count == 1)
        #expect(typesetter.wrap(text, font: font, width: tracked - 0.01).lines.count == 2)
        for width in stride(from: 40.0, through: 300, by: 7) {
            let wrapped = typesetter.wrap(text, font: font, width: width)
            for line in wrapped.lines {
                #expect(line.width == typesetter.width(of: line.text, font: font))
                if line.text.count > 1 { #expect(line.width <= width + 1e-9, "\(line.text) at \(width)") }
            }
            // A greedy break: the next line's first word would not have fit.
            for (index, line) in wrapped.lines.dropLast().enumerated() {
                let next = wrapped.lines[index + 1].text.split(separator: " ").first.map(String.init) ?? ""
                #expect(typesetter.width(of: line.text + " " + next, font: font) > width + 1e-9, "\(line.text) + \(next) at \(width)")
            }
        }
        // Truncation at +14/1000 em (28 pt): the "…" comes after the last kept letter's tracking, and the cut
        // line still fits.
        let wide = TextFont(size: 28)
        for width in stride(from: 30.0, through: 400, by: 3) {
            let fitted = typesetter.truncate(text, font: wide, toWidth: width)
            if fitted.isTruncated, fitted.visibleCharacterCount > 0 {
                #expect(fitted.line.width <= width + 1e-9, "at \(width)")
                #expect(fitted.line.width == typesetter.width(of: fitted.line.text, font: wide))
            }
        }
    }
}
