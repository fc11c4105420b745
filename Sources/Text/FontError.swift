import FileSystem

/// A font of the pinned chain could not be used. The message names the file and the Debian
/// package that provides it, so the fix is one `apt-get install` away.
package struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Hashable, Sendable {
        /// No file at the path.
        case missing
        /// The file exists but could not be read (permissions, a folder, an I/O error).
        case unreadable(String)
        /// FreeType rejected it, or it has no scalable outlines or no Unicode character map.
        case broken(String)
    }

    var font: PinnedFont
    package var path: String
    var reason: Reason

    init(font: PinnedFont, path: String, reason: Reason) {
        self.font = font
        self.path = path
        self.reason = reason
    }

    /// A file that `FileReader` refused: missing, or not readable as a font (a folder, a named pipe,
    /// over the size limit for fonts…), with its reason.
    init(font: PinnedFont, path: String, file: FileError) {
        self.init(font: font, path: path, reason: file.reason == .missing ? .missing : .unreadable(file.description))
    }

    package var description: String {
        let what: String
        switch reason {
        case .missing: what = "font file '\(path)' not found"
        case .unreadable(let detail): what = "font file '\(path)' cannot be read (\(detail))"
        case .broken(let detail): what = "font file '\(path)' is not a usable font (\(detail))"
        }
        return "\(what); it is \(font.fileName) from the Debian package '\(font.package)' "
            + "(apt-get install \(font.package)), or set \(FontLocator.environmentVariable) to a folder holding it"
    }
}
