import FileSystem

/// A font file of the user's project that a document names could not be used: unreadable, over the size
/// limit for fonts, or refused by FreeType. The message names the file, so the fix is in the project.
package struct ProjectFontError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    /// Why, in words: "FreeType error 2 opening it", "it has no scalable outlines", a `FileError`'s reason.
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package init(path: String, file: FileError) {
        self.init(path: path, reason: file.description)
    }

    package var description: String { "the font file '\(path)' cannot be used (\(reason))" }
}
