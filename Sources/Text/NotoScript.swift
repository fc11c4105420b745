/// The scripts Inter lacks that the chain draws with a Noto face of their own (Debian's `fonts-noto-core`, and
/// `fonts-noto-cjk` for Korean: Droid Sans Fallback has no Hangul): a cluster in one of these scripts is looked
/// up in its face only, so text in another script never opens it.
package enum NotoScript: String, CaseIterable, Hashable, Sendable, Codable {
    case arabic
    case hebrew
    case devanagari
    case thai
    case korean

    /// The pinned file of the script's face, regular or bold: `NotoSansArabic-Bold.ttf` in fonts-noto-core; for
    /// Korean the KR face (index 1) of the Noto Sans CJK collection in fonts-noto-cjk (1:20220127+repack1-1,
    /// `fc-query NotoSansCJK-Regular.ttc`: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK).
    func pinned(bold: Bool) -> PinnedFont {
        let style = bold ? "Bold" : "Regular"
        let role = FontRole.script(self, bold: bold)
        let file: String
        switch self {
        case .arabic: file = "NotoSansArabic-\(style).ttf"
        case .hebrew: file = "NotoSansHebrew-\(style).ttf"
        case .devanagari: file = "NotoSansDevanagari-\(style).ttf"
        case .thai: file = "NotoSansThai-\(style).ttf"
        case .korean:
            return PinnedFont(
                fileName: "NotoSansCJK-\(style).ttc", debianDirectory: "/usr/share/fonts/opentype/noto", package: "fonts-noto-cjk",
                role: role, faceIndex: 1)
        }
        return PinnedFont(fileName: file, debianDirectory: PinnedFont.notoDirectory, package: "fonts-noto-core", role: role)
    }

    /// How much narrower than this face iOS's own font for the script sets it, where saved frames show it: iOS
    /// sets Hangul in Apple SD Gothic Neo, whose syllables are 0.869 em wide where Noto Sans CJK KR's are 0.920
    /// (`hb-shape`); one-line labels Xcode sized to their Korean text are 0.051 em per syllable narrower than Noto
    /// sets them, in regular and bold, in the system font and in Apple SD Gothic Neo named (26 labels of three
    /// unrelated projects, docs/research/substitute-width.md "Hangul"). nil: the face's own advances.
    var advanceFactor: Double? {
        self == .korean ? 0.869 / 0.920 : nil
    }

    /// Whether spaces, digits and punctuation inside this script's text are set in its face, so that a phrase is
    /// one run. Not for Korean: iOS sets them in the system font, which has them, and Apple SD Gothic Neo only the
    /// Hangul it lacks; saved frames of Korean labels with spaces and digits are as wide as San Francisco's
    /// spaces (0.28 em, tracked) and digits make them, not Noto Sans CJK KR's (0.22 em)
    /// (docs/research/substitute-width.md "Spaces and digits in Korean text").
    var keepsNeutralCharacters: Bool {
        self != .korean
    }

    /// The family name the font declares, as CSS `font-family` names it: "Noto Sans Arabic".
    package var familyName: String {
        switch self {
        case .arabic: "Noto Sans Arabic"
        case .hebrew: "Noto Sans Hebrew"
        case .devanagari: "Noto Sans Devanagari"
        case .thai: "Noto Sans Thai"
        case .korean: "Noto Sans CJK KR"
        }
    }

    /// The script of a Unicode scalar as HarfBuzz reports it (`ScriptItemizer.script(of:)`), when it is one of these.
    init?(script: ScriptCode) {
        switch script {
        case .arabic: self = .arabic
        case .hebrew: self = .hebrew
        case .devanagari: self = .devanagari
        case .thai: self = .thai
        case .hangul: self = .korean
        default: return nil
        }
    }
}
