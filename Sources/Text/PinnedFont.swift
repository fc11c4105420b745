/// One font file of the pinned chain: where Debian installs it and which package provides it.
///
/// Text must look the same on every machine, so fonts are never looked up through fontconfig
/// (its answer depends on what else is installed); they are these exact files.
/// Source for file names and folders: `dpkg -L fonts-inter fonts-droid-fallback fonts-noto-core fonts-noto-color-emoji`
/// on Debian 12 (fonts-inter 4.0~beta7+ds-1, fonts-droid-fallback 1:6.0.1r16-1.1, fonts-noto-core 20201225-1,
/// fonts-noto-color-emoji 2.042-0+deb12u1).
package struct PinnedFont: Hashable, Sendable, Codable {
    /// The file name, e.g. `Inter-Regular.otf`; the same inside `BEZEL_FONT_DIR`.
    package var fileName: String
    /// The folder Debian installs it in.
    var debianDirectory: String
    /// The Debian package that provides the file, named in "font missing" errors.
    var package: String
    package var role: FontRole
    /// Which face of a collection (`.ttc`) file; 0 for a single font.
    var faceIndex: Int

    init(fileName: String, debianDirectory: String, package: String, role: FontRole, faceIndex: Int = 0) {
        self.fileName = fileName
        self.debianDirectory = debianDirectory
        self.package = package
        self.role = role
        self.faceIndex = faceIndex
    }

    static let interDirectory = "/usr/share/fonts/opentype/inter"
    static let notoDirectory = "/usr/share/fonts/truetype/noto"

    /// Inter's weights in chain order: the four UIKit's styles and bars use first (the chain's order before
    /// the other five were added, so a broken font folder is still named by the same first file), then the rest.
    static let interWeights: [FontWeight] = [.regular, .medium, .semibold, .bold, .ultraLight, .thin, .light, .heavy, .black]

    /// The chain in fallback order: the nine Inter weights (static CFF `.otf` files), the Noto faces of the
    /// scripts Inter lacks (regular and bold), Droid Sans Fallback, then Noto Color Emoji; after them the nine
    /// Inter Display weights, which replace Inter at the head of the chain for system text from 23 pt, where
    /// San Francisco's design is nearer Display than Text (`TextFont.usesDisplayDesign`). `FontChain` keeps one slot per entry in this order (`FontChain.index(of:)`).
    package static let chain: [PinnedFont] =
        interWeights.map { weight in
            PinnedFont(fileName: "Inter-\(weight.fileStyle).otf", debianDirectory: interDirectory, package: "fonts-inter", role: .primary(weight))
        }
        + NotoScript.allCases.flatMap { script in [script.pinned(bold: false), script.pinned(bold: true)] }
        + [
            PinnedFont(
                fileName: "DroidSansFallbackFull.ttf", debianDirectory: "/usr/share/fonts/truetype/droid",
                package: "fonts-droid-fallback", role: .fallback),
            PinnedFont(fileName: "NotoColorEmoji.ttf", debianDirectory: notoDirectory, package: "fonts-noto-color-emoji", role: .emoji),
        ]
        + interWeights.map { weight in
            PinnedFont(fileName: "InterDisplay-\(weight.fileStyle).otf", debianDirectory: interDirectory, package: "fonts-inter", role: .display(weight))
        }
}

extension FontWeight {
    /// The style in Inter's file names: `Inter-SemiBold.otf`, `InterDisplay-SemiBold.otf`.
    fileprivate var fileStyle: String {
        switch self {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }
}
