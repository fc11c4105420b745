import Synchronization
import Text

/// The font files of the project a document belongs to, each face with its names (`ProjectFontFinder` finds
/// the files, FreeType names their faces: `ProjectFont.faces(inFile:)`), and the files FreeType refused. Made
/// once per document folder and `--assets` folders in a process, and only for documents that name a font
/// other than the system font.
public struct ProjectFonts: Sendable {
    /// Every usable face, in lookup order (the files' order, then each file's faces).
    public var faces: [ProjectFont]
    /// The files that could not be read as fonts, with why.
    public var broken: [ProjectFontError]

    public init(faces: [ProjectFont] = [], broken: [ProjectFontError] = []) {
        self.faces = faces
        self.broken = broken
    }

    /// The fonts for the document at `path`, `named` folders first (`ProjectFontFinder`).
    public static func forDocument(_ path: String, named folders: [String] = []) -> ProjectFonts {
        let key = ([ImageFiles.folder(of: path)] + folders).joined(separator: "\u{0}")
        if let known = cache.withLock({ $0[key] }) { return known }
        var fonts = ProjectFonts()
        for file in ProjectFontFinder.files(forDocument: path, named: folders) {
            do {
                fonts.faces += try ProjectFont.faces(inFile: file)
            } catch {
                fonts.broken.append(error)
            }
        }
        cache.withLock { $0[key] = fonts }
        return fonts
    }

    private static let cache = Mutex<[String: ProjectFonts]>([:])

    /// The face a document's `name` (a PostScript name, as Interface Builder writes `<fontDescription name=…>`)
    /// asks for: the first face with that PostScript name, else the first of `family` (the document's
    /// `family=`, else the part of `name` before its first hyphen) in the style `name` states. nil when no
    /// file has it.
    public func face(named name: String, family: String?) -> ProjectFont? {
        if let exact = faces.first(where: { $0.matches(postScriptName: name) }) { return exact }
        let families = [family, name.split(separator: "-").first.map(String.init)].compactMap { $0 }
        for family in families {
            if let match = faces.first(where: { $0.matches(family: family, name: name) }) { return match }
        }
        return nil
    }

    /// A file FreeType refused whose name says it is the font `name` (`Gilroy-Bold.ttf` for `Gilroy-Bold`),
    /// so that a broken copy of the font a document asks for is an error, not a silent substitute.
    public func brokenFile(named name: String) -> ProjectFontError? {
        broken.first { error in
            let file = error.path.split(separator: "/").last.map(String.init) ?? error.path
            let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
            return stem == name
        }
    }
}
