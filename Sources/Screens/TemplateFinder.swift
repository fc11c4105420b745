import Diagnostics
import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Finds the screen descriptions a command works on: the files named, and under each folder named every
/// `*.yml`, `*.yaml` and `*.json` template except the format's own schema, and every Interface Builder
/// document (`*.storyboard`, `*.xib`), leaving out hidden files and folders.
package enum TemplateFinder {
    /// The file extensions of Bezel's own templates.
    static let templateExtensions = ["yml", "yaml", "json"]
    /// The file extensions of Interface Builder documents (storyboards and XIBs), read as screens too.
    static let documentExtensions = ["storyboard", "xib"]
    /// Every extension a folder search picks up.
    static let extensions = templateExtensions + documentExtensions

    /// Whether `path` names an Interface Builder document (by its extension, as Xcode decides too).
    static func isDocument(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return documentExtensions.contains(String(path[path.index(after: dot)...]).lowercased())
    }
    /// The JSON Schema that lives beside the templates and is not one.
    static let schemaFileName = "bezel.schema.json"
    /// The file every Bezel run leaves in its output folder (its lock, `OutputLock`). A folder holding it
    /// is an output folder, whose layout JSON and reports are not templates, even when it lies inside a
    /// templates folder (`--out Templates/out` broke the next run).
    package static let outputFolderMarker = ".bezel.lock"

    /// Every template under `paths`, each once, sorted by path (byte order, so the same on every machine).
    /// A path that does not exist is an error; a file named directly is taken whatever its extension.
    package static func templates(in paths: [String]) throws(InputError) -> [String] {
        var found: Set<String> = []
        var missing: [Diagnostic] = []
        for path in paths {
            // A path given by the user may be (or pass through) a link they chose: stat follows it.
            var status = stat()
            guard stat(path, &status) == 0 else {
                let code = errno
                missing.append(Diagnostic(.error, at: nil, code == ELOOP ? "'\(path)': a loop of symbolic links" : "no such file or folder '\(path)'"))
                continue
            }
            guard FileType(mode: status.st_mode) == .folder else {
                found.insert(path)
                continue
            }
            let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            do {
                for relative in try files(under: folder) { found.insert(folder + "/" + relative) }
            } catch {
                missing.append(Diagnostic(.error, at: nil, error.message))
            }
        }
        guard missing.isEmpty else { throw InputError(missing) }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Whether a file name (or relative path) names a template: a template extension, not the schema,
    /// no hidden component.
    static func isTemplateName(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/")
        guard let name = components.last, !components.contains(where: { $0.hasPrefix(".") }) else { return false }
        guard name != schemaFileName, let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// The templates under `folder`, as paths relative to it, leaving out Bezel's output folders below
    /// it. Nothing below the folder is followed (`FolderWalker`): a template-named entry that is a link, a
    /// named pipe or a device is an error naming it rather than a file silently left out, and so
    /// is a name that is not UTF-8.
    private static func files(under folder: String) throws(FileError) -> [String] {
        var result: [String] = []
        let entries = try FolderWalker.entries(under: folder, includeHidden: false)
        let outputFolders = entries.filter { entry in
            var status = stat()
            return entry.type == .folder && lstat(folder + "/" + entry.path + "/" + outputFolderMarker, &status) == 0
                && (status.st_mode & S_IFMT) == S_IFREG
        }.map { $0.path + "/" }
        for entry in entries where entry.type != .folder && isTemplateName(entry.path) {
            if outputFolders.contains(where: { entry.path.hasPrefix($0) }) { continue }
            guard entry.type == .regular else {
                let reason: FileError.Reason = entry.type == .link ? .link(component: entry.path) : .notRegular(entry.type)
                throw FileError(path: folder + "/" + entry.path, kind: .template, reason: reason)
            }
            result.append(entry.path)
        }
        return result
    }
}
