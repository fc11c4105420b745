/// Why a file could not be read. `description` is the reason alone ("it is a named pipe"); `message`
/// names the kind and the path as well, for callers that have no message of their own.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Reason: Hashable, Sendable {
        /// Nothing at the path (or a folder on the way is missing).
        case missing
        /// A file system entry that is not a regular file (a folder, a named pipe, a device…).
        case notRegular(FileType)
        /// A symbolic link where none may be: inside a folder Bezel reads (`component` is its path
        /// relative to that folder).
        case link(component: String)
        /// ELOOP when links are followed: the path goes round in a loop of symbolic links.
        case loop
        /// Over the kind's limit; `size` is `nil` when the file grew past the limit while being read.
        case tooLarge(size: Int?)
        /// A path inside a folder that could leave it (`..`, absolute, empty part).
        case outside
        /// A file name met in a folder that is not UTF-8 (shown with its bytes as `\xNN`): Bezel could not
        /// name it in a report, so it refuses it rather than leave it out silently.
        case nameNotUTF8
        /// Any other error of the system call, as `strerror` says it.
        case system(String)
    }

    /// The path as the caller gave it (for a file inside a folder: folder + "/" + relative path).
    package var path: String
    var kind: FileKind
    package var reason: Reason

    package init(path: String, kind: FileKind, reason: Reason) {
        self.path = path
        self.kind = kind
        self.reason = reason
    }

    package var description: String {
        switch reason {
        case .missing: "no such file"
        case .notRegular(let type): "it is \(type.phrase)"
        case .link(let component): "'\(component)' is a symbolic link, and links inside a folder Bezel reads are not followed"
        case .loop: "a loop of symbolic links"
        case .tooLarge(let size): "it is \(sizeText(size)), over the limit of \(Self.megabytes(kind.limit)) for \(kind.plural)"
        case .outside: "the path leaves its folder"
        case .nameNotUTF8: "the name is not UTF-8; rename it"
        case .system(let text): text
        }
    }

    /// One line naming kind, path and reason: "the font '…' is 700 MB, over the limit of 64 MB for fonts",
    /// "cannot read the template 't.yml': it is a named pipe".
    package var message: String {
        if case .tooLarge(let size) = reason {
            return "the \(kind.name) '\(path)' is \(sizeText(size)), over the limit of \(Self.megabytes(kind.limit)) for \(kind.plural)"
        }
        if case .nameNotUTF8 = reason {
            return "the name '\(path)' is not UTF-8; Bezel cannot name it in reports, so rename it"
        }
        return "cannot read the \(kind.name) '\(path)': \(description)"
    }

    /// The size of a file over the limit: in bytes when rounding would show it equal to the limit
    /// ("67108865 bytes", not "64 MiB, over the limit of 64 MiB"); "more than …" when unknown.
    func sizeText(_ size: Int?) -> String {
        guard let size else { return "more than \(Self.megabytes(kind.limit))" }
        return Self.megabytes(size) == Self.megabytes(kind.limit) ? "\(size) bytes" : Self.megabytes(size)
    }

    /// Bytes in binary units as a person reads them: "64 KiB", "700 MiB", "1.5 MiB", "12 bytes".
    static func megabytes(_ bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (unit, name) in units where bytes >= unit {
            // Whole units and tenths apart, so no product can overflow for any size `st_size` reports.
            let tenths = bytes / unit * 10 + bytes % unit * 10 / unit
            return tenths % 10 == 0 ? "\(tenths / 10) \(name)" : "\(tenths / 10).\(tenths % 10) \(name)"
        }
        return "\(bytes) bytes"
    }
}
