#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths compared as text: made absolute against the working folder and normalised, without touching
/// the file system beyond `getcwd` (and `realpath` in `resolved`).
package enum PathText {
    /// `path` made absolute against the working folder.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" + path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return cwd + "/" + path
    }

    /// Path parts with `.` removed and `..` applied.
    package static func components(of path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !result.isEmpty { result.removeLast() }
                continue
            }
            result.append(String(part))
        }
        return result
    }

    /// `path` made absolute with every link and `.`/`..` resolved as far as it exists; the part that does
    /// not exist yet is appended as written, normalised. `path` itself when even the working folder
    /// cannot be resolved (it was removed).
    package static func resolved(_ path: String) -> String {
        var existing = path.isEmpty ? "." : path
        var missing: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                return "/" + components(of: String(cString: real) + "/" + missing.reversed().joined(separator: "/")).joined(separator: "/")
            }
            guard existing != "." else { return path }
            guard let slash = existing.lastIndex(of: "/") else {
                missing.append(existing)
                existing = "."
                continue
            }
            missing.append(String(existing[existing.index(after: slash)...]))
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }
}
