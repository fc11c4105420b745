import Geometry

/// Sets text in the pinned font chain: picks a font per character, places glyphs by their
/// advances (plus `kern`-table kerning), measures, truncates and wraps like UILabel, and turns
/// the result into outlines.
///
/// Everything is plain Double arithmetic on unhinted font units, so a measurement is the same
/// on every machine. No shaping: no ligatures, no GPOS kerning (Inter keeps its kerning in GPOS
/// only, so Latin pairs like "AV" are not kerned; widths run slightly wider than a shaped line),
/// no bidi. San Francisco's size-specific tracking (`TextFont.tracking`) is part of every advance
/// here — measuring, breaking, truncating and drawing all place characters through `layout` or
/// `width(of:)` — so no caller can leave it out. Measuring touches only immutable tables, so it is lock-free and safe
/// from any number of threads; drawing locks a face only to decode an outline the first time.
public struct Typesetter: Sendable {
    public let chain: FontChain

    public init(chain: FontChain) { self.chain = chain }

    /// The typesetter over `FontChain.standard`.
    public static func standard() throws(FontError) -> Typesetter {
        switch FontChain.standard {
        case .success(let chain): Typesetter(chain: chain)
        case .failure(let error): throw error
        }
    }

    /// Vertical metrics of a line of `font`, in points: those of the system font Inter stands in for
    /// (`SystemFontMetrics`), so lines are as tall, and baselines as low, as UIKit sets them.
    public func metrics(for font: TextFont) -> LineMetrics {
        SystemFontMetrics.lineMetrics(size: font.size)
    }

    /// Vertical metrics of the fallback face at `font`'s size.
    public func fallbackMetrics(for font: TextFont) -> LineMetrics {
        metrics(of: chain.fallback, size: font.size)
    }

    private func metrics(of face: FontFace, size: Double) -> LineMetrics {
        let scale = size / Double(face.unitsPerEm)
        return LineMetrics(
            ascender: Double(face.ascender) * scale, descender: Double(face.descender) * scale,
            leading: Double(face.lineGap) * scale)
    }

    /// The glyph that draws `scalar`: the weight's Inter face, else the CJK fallback, else
    /// Inter's `.notdef`. Nil for characters that draw nothing (controls, default-ignorables).
    @inline(__always)
    func resolve(_ scalar: Unicode.Scalar, primary: FontFace, weight: FontWeight) -> (FontRole, FontFace, UInt32)? {
        if scalar.value < 0x20 || scalar.value == 0x7f { return nil }
        if let glyph = primary.glyphIndex(for: scalar) { return (.primary(weight), primary, glyph) }
        if let glyph = chain.fallback.glyphIndex(for: scalar) { return (.fallback, chain.fallback, glyph) }
        if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control {
            return nil
        }
        return (.primary(weight), primary, 0)
    }

    /// The advance width of `text` on one line, in points, without building glyph arrays:
    /// the cheap call for checks that only ask "does it fit?". It places the glyphs exactly as `layout`
    /// does (`place`), so the two cannot disagree.
    public func width(of text: String, font: TextFont) -> Double {
        place(text, font: font) { _, _, _, _, _ in }
    }

    /// Whether `text` fits on one line of `width` points (the fast form of `truncate(_:font:toWidth:)`).
    public func fits(_ text: String, font: TextFont, width: Double) -> Bool {
        Self.fits(measured: self.width(of: text, font: font), in: width)
    }

    /// Whether a text `measured` points wide (`width(of:font:)`) fits on one line of `width` points.
    public static func fits(measured: Double, in width: Double) -> Bool { measured <= width + tolerance }

    /// `text` set on one line (line breaks are not interpreted; see `wrap` for that).
    public func layout(_ text: String, font: TextFont) -> TextLine {
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var usesFallback = false
        let width = place(text, font: font) { role, glyph, x, advance, characterIndex in
            glyphs.append(PlacedGlyph(role: role, glyph: glyph, x: x, advance: advance, characterIndex: characterIndex))
            if role == .fallback { usesFallback = true }
        }
        var metrics = metrics(for: font)
        if usesFallback { metrics = metrics.union(fallbackMetrics(for: font)) }
        return TextLine(text: text, font: font, glyphs: glyphs, width: width, metrics: metrics)
    }

    /// Places `text` on one line, handing each glyph to `body` (role, glyph, pen position, advance, index of
    /// its character), and returns the line's width: the one place where advances are summed.
    ///
    /// Tracking: a character cluster drawn by the primary face owes `font.tracking` to the next cluster that
    /// draws, which is placed that much further along; the last cluster of the line owes nothing, so the
    /// line's width ends at its last glyph's advance. Core Text adds tracking "to each character cluster"
    /// and treats it "as trailing whitespace" (kCTTrackingAttributeName,
    /// https://developer.apple.com/documentation/coretext/kcttrackingattributename; NSAttributedString.Key.tracking
    /// says the same), and Bezel never counts a line's trailing whitespace in its width (`wrap` trims it,
    /// UILabel sizes to the text); that the system font's automatic tracking is kept out of a label's width
    /// in the same way is assumed, not measured on a device. Clusters of the fallback font are not tracked:
    /// the HIG's table is San Francisco's, not PingFang's.
    @inline(__always)
    private func place(
        _ text: String, font: TextFont, _ body: (FontRole, UInt32, Double, Double, Int) -> Void
    ) -> Double {
        let primary = chain.face(.primary(font.weight))
        let tracking = font.tracking
        var x = 0.0
        var owed = 0.0
        var previous: (face: FontFace, glyph: UInt32)?
        for (characterIndex, character) in text.enumerated() {
            var drew = false
            for scalar in character.unicodeScalars {
                guard let (role, face, glyph) = resolve(scalar, primary: primary, weight: font.weight) else { continue }
                if !drew {
                    x += owed
                    owed = role == .fallback ? 0 : tracking
                    drew = true
                }
                let scale = font.size / Double(face.unitsPerEm)
                if let previous, previous.face === face, face.hasKerningTable {
                    x += Double(face.kerning(previous.glyph, glyph)) * scale
                }
                let advance = Double(face.advance(of: glyph)) * scale
                body(role, glyph, x, advance, characterIndex)
                x += advance
                previous = (face, glyph)
            }
        }
        return x
    }

    /// The outline of a set line as one path in points, y down, with the start of the baseline
    /// at `baselineOrigin`. Non-zero winding fills it.
    public func path(of line: TextLine, at baselineOrigin: Point) -> Path {
        var path = Path()
        for placed in line.glyphs {
            let face = chain.face(placed.role)
            let outline = face.glyph(placed.glyph).outline
            guard !outline.isEmpty else { continue }
            let scale = line.font.size / Double(face.unitsPerEm)
            let transform = AffineTransform.scale(scale)
                .then(.translate(x: baselineOrigin.x + placed.x, y: baselineOrigin.y))
            path.append(outline.applying(transform))
        }
        return path
    }

    /// `text` set on one line and outlined, baseline starting at `baselineOrigin`.
    public func path(of text: String, font: TextFont, at baselineOrigin: Point) -> Path {
        path(of: layout(text, font: font), at: baselineOrigin)
    }
}
