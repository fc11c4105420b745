import Geometry

/// The icon font SF Symbols are drawn from as look-alikes: Google's Material Icons (Apache-2.0), which Debian
/// ships as `fonts-material-design-icons-iconfont` (`MaterialIcons-Regular.ttf`, version 6.7.0 in Debian 12,
/// `dpkg -L fonts-material-design-icons-iconfont`). Apple's own symbols cannot be shipped.
///
/// The font names every icon by a ligature: the text `star_border` shapes to the one glyph of that icon
/// (https://developers.google.com/fonts/docs/material_icons, "Using the icons in HTML"), so icons are looked
/// up by their Material names (https://fonts.google.com/icons) through HarfBuzz.
package struct SymbolFont: Sendable {
    let face: FontFace
    /// Outlines by icon name: a screen asks for the same few icons on every profile it is drawn on, and shaping
    /// the name each time is the cost. Per font, so another file's icons never answer for this one's.
    private let outlines = BoundedMemo<String, Path?>(capacity: 1024)

    /// Where Debian installs the font; like the chain's files, the same file name inside `BEZEL_FONT_DIR`.
    static let pinned = PinnedFont(
        fileName: "MaterialIcons-Regular.ttf", debianDirectory: "/usr/share/fonts/truetype/material-design-icons-iconfont",
        package: "fonts-material-design-icons-iconfont", role: .symbols)

    init(locator: FontLocator) throws(FontError) {
        face = try FontFace(Self.pinned, path: locator.path(of: Self.pinned))
    }

    /// The font from `BEZEL_FONT_DIR` or Debian's folder, opened once per process; a failure when the file is
    /// missing or broken, and then symbols stay placeholders (`ProjectAssets` asks before it draws any).
    package static let standard: Result<SymbolFont, FontError> = Result { () throws(FontError) in
        try SymbolFont(locator: .environment)
    }

    /// The outline of the Material icon `name` in ems (one em is the font size), y down, or `nil` when the
    /// font has no icon of that name (its letters do not form one ligature glyph) or the glyph is empty.
    /// Where it sits in the em does not matter to callers: they place its control bounds.
    package func outline(ofIcon name: String) -> Path? {
        outlines.value(for: name) { shapedOutline(ofIcon: name) }
    }

    private func shapedOutline(ofIcon name: String) -> Path? {
        let scalars = name.unicodeScalars.map(\.value)
        let glyphs = scalars.withUnsafeBufferPointer { face.shape($0, rightToLeft: false, script: .common, kerning: false) }
        guard glyphs.count == 1 else { return nil }
        let outline = face.glyph(glyphs[0].glyph).outline
        guard !outline.isEmpty else { return nil }
        return outline.applying(.scale(1 / Double(face.unitsPerEm)))
    }
}
