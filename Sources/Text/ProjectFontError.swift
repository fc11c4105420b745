import FileSystem

/// A font file of the user's project that a document names could not be used: unreadable, over the size
/// limit for fonts, or refused by FreeType. The message names the file, so the fix is in the project.
package struct ProjectFontError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    /// Why, in words: "FreeType error 2 opening it", "it has no scalable outlines", a `FileError`'s reason.
    package var reason: String
    /// The file does not start as any font file starts (`ProjectFont.startsAsFont`): a Git LFS pointer whose
    /// object was never fetched, a link checked out as its text. Such a file holds no font, so a document's font
    /// is as absent as without it, and drawn in a named substitute; a file that starts as a font and then fails
    /// is the error.
    package var holdsNoFont: Bool

    package init(path: String, reason: String, holdsNoFont: Bool = false) {
        self.path = path
        self.reason = reason
        self.holdsNoFont = holdsNoFont
    }

    package init(path: String, file: FileError) {
        self.init(path: path, reason: file.description)
    }

    package var description: String { "the font file '\(path)' cannot be used (\(reason))" }
}
