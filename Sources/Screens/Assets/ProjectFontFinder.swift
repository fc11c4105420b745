/// Finds the font files (`.ttf`, `.otf`, `.ttc`) of the project a document belongs to, in the order a name
/// is looked up in (`ProjectFileFinder`, which also bounds the walk).
package enum ProjectFontFinder {
    package static let maximumDepth = ProjectFileFinder.maximumDepth
    package static let maximumFolders = ProjectFileFinder.maximumFolders
    package static let maximumFiles = ProjectFileFinder.Kind.fonts.maximumFiles

    /// The font files for the document at `path`, each once, in lookup order.
    package static func files(forDocument path: String, named folders: [String] = []) -> [String] {
        ProjectFileFinder.files(.fonts, forDocument: path, named: folders)
    }

    /// Whether `name` ends in `.ttf`, `.otf` or `.ttc`, in any case.
    package static func isFontFile(_ name: String) -> Bool { ProjectFileFinder.Kind.fonts.matches(name) }
}
