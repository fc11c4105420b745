import Synchronization
import Text

/// The font files of the project a document belongs to, each face with its names (`ProjectFontFinder` finds
/// the files, FreeType names their faces: `ProjectFont.faces(inFile:)`), and the files FreeType refused. Made
/// once per document folder and `--assets` folders in a process, and only for documents that name a font
/// other than the system font.
package struct ProjectFonts: Sendable {
    /// Every usable face, in lookup order (the files' order, then each file's faces).
    package var faces: [ProjectFont]
    /// The files that could not be read as fonts, with why.
    package var broken: [ProjectFontError]

    package init(faces: [ProjectFont] = [], broken: [ProjectFontError] = []) {
        self.faces = faces
        self.broken = broken
    }

    /// The fonts for the document at `path`, `named` folders first (`ProjectFontFinder`).
    package static func forDocument(_ path: String, named folders: [String] = []) -> ProjectFonts {
        let key = ([ImageFiles.folder(of: path)] + folders).joined(separator: "\u{0}")
        if let known = cache.withLock({ $0[key] }) { return known }
        var fonts = ProjectFonts()
        for file in ProjectFontFinder.files(forDocument: path, named: folders) {
            switch faces(inFile: file) {
            case .success(let faces): fonts.faces += faces
            case .failure(let error): fonts.broken.append(error)
            }
        }
        cache.withLock { $0[key] = fonts }
        return fonts
    }

    private static let cache = Mutex<[String: ProjectFonts]>([:])

    /// A file's faces, read once per process (documents of one project share its files).
    private static func faces(inFile path: String) -> Result<[ProjectFont], ProjectFontError> {
        if let known = files.withLock({ $0[path] }) { return known }
        let read = Result { () throws(ProjectFontError) in try ProjectFont.faces(inFile: path) }
        files.withLock { $0[path] = read }
        return read
    }

    private static let files = Mutex<[String: Result<[ProjectFont], ProjectFontError>]>([:])

    /// The face a document's `name` (a PostScript name, as Interface Builder writes `<fontDescription name=…>`)
    /// asks for: the first face with that PostScript name, else the first of `family` (the document's
    /// `family=`, else the part of `name` before its first hyphen) in the style `name` states. nil when no
    /// file has it. `file`: the file the document's `<customFonts>` list says holds `name`
    /// (`<array key="Gilroy-Bold.ttf"><string>Gilroy-Bold</string></array>`); among faces of that PostScript
    /// name, that file's comes first.
    package func face(named name: String, family: String?, file: String? = nil) -> ProjectFont? {
        let exact = faces.filter { $0.matches(postScriptName: name) }
        if let file, let listed = exact.first(where: { Self.fileName($0.path) == file }) { return listed }
        if let exact = exact.first { return exact }
        let families = [family, name.split(separator: "-").first.map(String.init)].compactMap { $0 }
        for family in families {
            if let match = faces.first(where: { $0.matches(family: family, name: name) }) { return match }
        }
        return nil
    }

    /// A file FreeType refused that is the font `name`: the file `<customFonts>` lists for it (`file`), or one
    /// whose name without its extension is `name` (`Gilroy-Bold.ttf` for `Gilroy-Bold`), so that a broken copy
    /// of the font a document asks for is an error, not a silent substitute. A file that holds no font at all
    /// (`ProjectFontError.holdsNoFont`) is not one: the font is absent, and substituted by name.
    package func brokenFile(named name: String, file: String? = nil) -> ProjectFontError? {
        broken.first { error in
            guard !error.holdsNoFont else { return false }
            let own = Self.fileName(error.path)
            let stem = own.lastIndex(of: ".").map { String(own[..<$0]) } ?? own
            return stem == name || own == file
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
