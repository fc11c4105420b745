/// A face of an open-licensed family that apps bundle and Debian packages under the same PostScript name, standing in
/// for it when the project holds no file of it:
/// - Lato (https://www.latofonts.com, SIL Open Font License), whose faces Debian's `fonts-lato` installs as
///   `Lato-Bold.ttf` and so on, named `Lato-Bold` inside (`fc-query /usr/share/fonts/truetype/lato/Lato-Bold.ttf`:
///   postscriptname "Lato-Bold", fontversion 2.007);
/// - Roboto (https://github.com/googlefonts/roboto, Apache License 2.0), whose twelve faces Debian's
///   `fonts-roboto-unhinted` installs as `RobotoTTF/Roboto-Medium.ttf` and so on, named `Roboto-Medium` inside
///   (`fc-query`: postscriptname "Roboto-Medium", fontversion 2.140).
///
/// Interface Builder measured the document's text in the family itself, installed on the designer's Mac or bundled by
/// the app from a folder the repository does not hold, so a label in it is as wide as the family sets it, not as Inter
/// does: of 76 one-line Lato labels of 10 to 36 pt saved within 5 pt of what Debian's Lato 2.0 sets them at, 64 are
/// within 2 pt, where Inter set them up to 14 % wider; of 264 one-line Roboto labels of 12 to 40 pt saved within
/// 5 pt of Debian's Roboto 2.140, 250 are within 2 pt, where Inter set them up to 17 % wider
/// (docs/research/ib-defaults.md §165, §169). Debian's release may differ a little from the one an app bundles, so
/// the run still names the font among the substitutes, and `SubstituteWidthBound.openFamily` allows for the
/// difference.
///
/// Like the Liberation faces (`MetricCompatibleFont`) the files are read from Debian's folder or `BEZEL_FONT_DIR`, never
/// looked up through fontconfig; a face whose file is missing leaves its text in Inter, as before.
package struct OpenFamilyFont: Hashable, Sendable {
    /// The face's PostScript name, which is also its file's name without `.ttf`.
    package let fontName: String

    /// The face for a PostScript name as Interface Builder writes it (`<fontDescription name="Lato-Bold">`), nil for a
    /// name that is no face of a listed family.
    package init?(fontName: String) {
        guard Self.family(ofFontNamed: fontName) != nil else { return nil }
        self.fontName = fontName
    }

    /// Lato's faces as `fonts-lato` (2.0) installs them: Google Fonts' Lato 1.0 has the ten of Regular, Bold, Light,
    /// Black and Hairline with their italics; 2.0 adds Thin, Medium, Semibold and Heavy. Roboto's as
    /// `fonts-roboto-unhinted` (2.140) installs them, the twelve Google Fonts also serves: Thin, Light, Regular,
    /// Medium, Bold and Black with their italics (its condensed faces are another family, `RobotoCondensed-`, not listed).
    private static let families: [(prefix: String, styles: [String], debianDirectory: String, package: String)] = [
        (
            prefix: "Lato-",
            styles: [
                "Regular", "Italic", "Bold", "BoldItalic", "Light", "LightItalic", "Black", "BlackItalic", "Hairline",
                "HairlineItalic", "Thin", "ThinItalic", "Medium", "MediumItalic", "Semibold", "SemiboldItalic", "Heavy",
                "HeavyItalic",
            ],
            debianDirectory: "/usr/share/fonts/truetype/lato", package: "fonts-lato"),
        (
            prefix: "Roboto-",
            styles: [
                "Thin", "ThinItalic", "Light", "LightItalic", "Regular", "Italic", "Medium", "MediumItalic", "Bold",
                "BoldItalic", "Black", "BlackItalic",
            ],
            debianDirectory: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF", package: "fonts-roboto-unhinted"),
    ]

    /// The listed family a PostScript name is a face of.
    private static func family(
        ofFontNamed name: String
    ) -> (prefix: String, styles: [String], debianDirectory: String, package: String)? {
        families.first { family in family.styles.contains { name == family.prefix + $0 } }
    }

    /// Where Debian installs the file; the same file name inside `BEZEL_FONT_DIR`.
    var pinned: PinnedFont {
        let family = Self.family(ofFontNamed: fontName)!
        return PinnedFont(
            fileName: fontName + ".ttf", debianDirectory: family.debianDirectory, package: family.package, role: .project(""))
    }

    /// The face's token in `ProjectFontRegistry` (`TextFont.projectFont`), its file read and registered on first use;
    /// nil when the file is missing or not a font, and then the text stays in Inter.
    package var token: String? { Self.tokens.token(of: fontName) { pinned } }

    /// Whether `token` (`TextFont.projectFont`) is one of these faces' tokens. It takes the tokens' lock: the set grows
    /// as documents name faces (each registered on first use, from the folder `BEZEL_FONT_DIR` names at that moment), so
    /// no set built once could answer without it. The lock is held for a scan of at most the 30 faces listed, and the
    /// question is asked only of text in a project face (`SubstituteWidthBound.fraction(for:)`: a measurement the
    /// layout's memo misses, a check of such a text), beside the shaping and wrapping of that text.
    package static func isToken(_ token: String) -> Bool { tokens.contains(token) }

    private static let tokens = StandInFaceTokens<String>()
}
