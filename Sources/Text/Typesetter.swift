import Geometry

/// Sets text in the pinned font chain: picks a face per character cluster, shapes runs with HarfBuzz and
/// orders them with FriBidi (`Typesetter+Shaping`), measures, truncates and wraps like UILabel, and turns
/// the result into outlines.
///
/// HarfBuzz shapes at scale = units per em, so its positions are unhinted font units; everything after is
/// plain Double arithmetic, so a measurement is the same on every machine. San Francisco's size-specific
/// tracking (`TextFont.tracking`) is part of every advance here — measuring, breaking, truncating and drawing
/// all place characters through `shape` and `place` — so no caller can leave it out. Shaping only reads
/// immutable fonts, so it is lock-free and safe from any number of threads; drawing locks a face only to
/// decode an outline the first time.
package struct Typesetter: Sendable {
    package let chain: FontChain
    /// Whether the font's `kern` feature applies (HarfBuzz's default, and UIKit's for system text). Inter keeps
    /// its kerning in GPOS only, so without a shaper Latin was never kerned.
    let kerning: Bool

    init(chain: FontChain, kerning: Bool = true) {
        self.chain = chain
        self.kerning = kerning
    }

    /// The typesetter over `FontChain.standard`.
    package static func standard() throws(FontError) -> Typesetter {
        switch FontChain.standard {
        case .success(let chain): Typesetter(chain: chain)
        case .failure(let error): throw error
        }
    }

    /// Vertical metrics of a line of `font`, in points: those of the system font Inter stands in for
    /// (`SystemFontMetrics`), so lines are as tall, and baselines as low, as UIKit sets them; a family iOS
    /// installs with a line of its own, that family's (`InstalledFontMetrics`), also when a metric-compatible face
    /// draws it (`MetricCompatibleFont`). A face from the
    /// project: its own ascender and descender (`hhea`, as FreeType reads them) and no leading — Xcode
    /// saves a one-line label in such a face as tall as ascender minus descender, its line gap left out (a
    /// 14 pt label in a face whose ascender and descender add up to one em is saved 14 pt tall; Poppins' labels
    /// leave out its 0.1 em gap, Proxima Nova's take `hhea`'s 1.2 em, not its `OS/2` typographic 1 em:
    /// docs/research/ib-defaults.md §138).
    package func metrics(for font: TextFont) -> LineMetrics {
        if let installed = font.installedMetrics { return installed.lineMetrics(size: font.size) }
        if let token = font.projectFont, let face = ProjectFontRegistry.face(token) {
            var metrics = metrics(of: face, size: font.size)
            metrics.leading = 0
            return metrics
        }
        return SystemFontMetrics.lineMetrics(size: font.size)
    }

    /// Vertical metrics of the fallback face at `font`'s size.
    func fallbackMetrics(for font: TextFont) -> LineMetrics {
        metrics(of: chain.fallback, size: font.size)
    }

    func metrics(of face: FontFace, size: Double) -> LineMetrics {
        let scale = size / Double(face.unitsPerEm)
        return LineMetrics(
            ascender: Double(face.ascender) * scale, descender: Double(face.descender) * scale,
            leading: Double(face.lineGap) * scale)
    }

    /// The advance width of `text` on one line, in points, without building glyph arrays:
    /// the cheap call for checks that only ask "does it fit?". It places the glyphs exactly as `layout`
    /// does (`place`), so the two cannot disagree.
    package func width(of text: String, font: TextFont) -> Double {
        // Long texts are kept apart, fewer of them (`WidthCache.longMemo`).
        let key = WidthCache.Key(text: ExactText(text), font: font, kerning: kerning, chain: FontChainKey(chain))
        let memo = text.utf8.count <= 256 ? WidthCache.memo : WidthCache.longMemo
        return memo.value(for: key) { placedWidth(of: text, font: font) }
    }

    private func placedWidth(of text: String, font: TextFont) -> Double {
        place(shape(text, font: font), font: font) { _, _, _, _, _, _, _ in }
    }
    /// Whether `text` fits on one line of `width` points (the fast form of `truncate(_:font:toWidth:)`).
    package func fits(_ text: String, font: TextFont, width: Double) -> Bool {
        Self.fits(measured: self.width(of: text, font: font), in: width)
    }

    /// Whether a text `measured` points wide (`width(of:font:)`) fits on one line of `width` points.
    package static func fits(measured: Double, in width: Double) -> Bool { measured <= width + tolerance }

    /// `text` set on one line (line breaks are not interpreted; see `wrap` for that).
    package func layout(_ text: String, font: TextFont) -> TextLine {
        layout(text, shaped: shape(text, font: font), font: font)
    }

    /// `text`, already shaped, set on one line as it shows: glyphs left to right, right-to-left runs reordered.
    func layout(_ text: String, shaped: ShapedText, font: TextFont) -> TextLine {
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(shaped.scalars.count)
        var roles: Set<FontRole> = []
        let width = place(shaped, font: font) { role, glyph, x, advance, characterIndex, xOffset, yOffset in
            glyphs.append(
                PlacedGlyph(role: role, glyph: glyph, x: x, advance: advance, characterIndex: characterIndex, xOffset: xOffset, yOffset: yOffset))
            if role.raisesLineMetrics(in: font) { roles.insert(role) }
        }
        var metrics = metrics(for: font)
        // A line is as tall as the tallest face it uses.
        for role in roles {
            metrics = metrics.union(self.metrics(of: chain.face(role), size: font.size))
        }
        return TextLine(text: text, font: font, glyphs: glyphs, width: width, metrics: metrics)
    }

    /// The outline of a set line as one path in points, y down, with the start of the baseline
    /// at `baselineOrigin`. Non-zero winding fills it.
    package func path(of line: TextLine, at baselineOrigin: Point) -> Path {
        var path = Path()
        for placed in line.glyphs {
            let face = chain.face(placed.role)
            let outline = face.glyph(placed.glyph).outline
            guard !outline.isEmpty else { continue }
            let scale = line.font.size / Double(face.unitsPerEm)
            let transform = AffineTransform.scale(scale)
                .then(.translate(x: baselineOrigin.x + placed.x + placed.xOffset, y: baselineOrigin.y - placed.yOffset))
            path.append(outline.applying(transform))
        }
        return path
    }

    /// The colour bitmaps of a set line (its emoji, which have no outlines), each with the rectangle it fills in
    /// points, y down, for the baseline starting at `baselineOrigin`: the strike's metrics scaled by font size /
    /// strike ppem, as iOS scales an emoji strike. `pixelsPerEm` picks the strike (`FontFace.colorBitmap`).
    package func bitmaps(of line: TextLine, at baselineOrigin: Point, pixelsPerEm: Double) -> [(rect: Rect, bitmap: GlyphBitmap)] {
        var placed: [(rect: Rect, bitmap: GlyphBitmap)] = []
        for glyph in line.glyphs where glyph.role == .emoji {
            guard let bitmap = chain.face(.emoji).colorBitmap(glyph.glyph, pixelsPerEm: pixelsPerEm) else { continue }
            let scale = line.font.size / bitmap.pixelsPerEm
            let rect = Rect(
                x: baselineOrigin.x + glyph.x + glyph.xOffset + bitmap.left * scale,
                y: baselineOrigin.y - glyph.yOffset - bitmap.top * scale,
                width: Double(bitmap.pixels.width) * scale, height: Double(bitmap.pixels.height) * scale)
            placed.append((rect, bitmap))
        }
        return placed
    }

    /// `text` set on one line and outlined, baseline starting at `baselineOrigin`.
    package func path(of text: String, font: TextFont, at baselineOrigin: Point) -> Path {
        path(of: layout(text, font: font), at: baselineOrigin)
    }
}
