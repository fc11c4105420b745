import Diagnostics
import Foundation

/// Finds the screen descriptions a command works on: the files named, and under each folder named every
/// `*.yml`, `*.yaml` and `*.json` template except the format's own schema, and every Interface Builder
/// document (`*.storyboard`, `*.xib`), leaving out hidden files and folders.
public enum TemplateFinder {
    /// The file extensions of Bezel's own templates.
    public static let templateExtensions = ["yml", "yaml", "json"]
    /// The file extensions of Interface Builder documents (storyboards and XIBs), read as screens too.
    public static let documentExtensions = ["storyboard", "xib"]
    /// Every extension a folder search picks up.
    public static let extensions = templateExtensions + documentExtensions

    /// Whether `path` names an Interface Builder document (by its extension, as Xcode decides too).
    public static func isDocument(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return documentExtensions.contains(String(path[path.index(after: dot)...]).lowercased())
    }
    /// The JSON Schema that lives beside the templates and is not one.
    public static let schemaFileName = "bezel.schema.json"
    /// The file every Bezel run leaves in its output folder (its lock, `OutputLock`). A folder holding it
    /// is an output folder, whose layout JSON and reports are not templates, even when it lies inside a
    /// templates folder (issue 18: `--out Templates/out` broke the next run).
    public static let outputFolderMarker = ".bezel.lock"

    /// Every template under `paths`, each once, sorted by path (byte order, so the same on every machine).
    /// A path that does not exist is an error; a file named directly is taken whatever its extension.
    public static func templates(in paths: [String]) throws(InputError) -> [String] {
        var found: Set<String> = []
        var missing: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(Diagnostic(.error, at: nil, "no such file or folder '\(path)'"))
                continue
            }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            for relative in files(under: folder) where isTemplateName(relative) {
                found.insert(folder + "/" + relative)
            }
        }
        guard missing.isEmpty else { throw InputError(missing) }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Whether a file name (or relative path) names a template: a template extension, not the schema,
    /// no hidden component.
    public static func isTemplateName(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/")
        guard let name = components.last, !components.contains(where: { $0.hasPrefix(".") }) else { return false }
        guard name != schemaFileName, let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// The files under `folder`, as paths relative to it: regular files and symbolic links to regular
    /// files, leaving out Bezel's output folders below it. Symbolic links to folders are not followed, so a
    /// link loop cannot trap the search.
    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        var outputFolders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix("/" + outputFolderMarker) {
                outputFolders.append(String(relative.dropLast(outputFolderMarker.utf8.count)))
            }
            guard let type = enumerator.fileAttributes?[.type] as? FileAttributeType else { continue }
            if type == .typeRegular {
                result.append(relative)
            } else if type == .typeSymbolicLink {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                    result.append(relative)
                }
            }
        }
        return result.filter { path in !outputFolders.contains { path.hasPrefix($0) } }
    }
}
