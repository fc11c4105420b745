import Diagnostics
import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Finds the screen descriptions a command works on: the files named, and under each folder named every
/// `*.yml`, `*.yaml` and `*.json` template except the format's own schema, and every Interface Builder
/// document (`*.storyboard`, `*.xib`), leaving out hidden files and folders.
///
/// A folder may be a whole app's, so a search also leaves out what an app's folder holds that is not its
/// screens (`TemplateSearch.skipped`, named in notes by the commands): the inside of Xcode's package folders
/// (`packageExtensions`: an asset catalogue's `Contents.json` files, a project's settings), the dependency
/// managers' checkouts (`Pods`, `Carthage`), JSON and YAML files that are not templates (no top-level
/// `screen` key), and documents of another platform (macOS, watchOS, in either the `<document>` format or the
/// archive format of Xcode 3 and 4). A file named directly is always read.
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

    /// Folders whose contents Xcode writes and reads as one item ("packages"), never a template or document
    /// of the app's: asset catalogues and sticker packs hold a `Contents.json` per folder
    /// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/),
    /// projects and workspaces their settings, Core Data models their versions, and built bundles,
    /// frameworks and playgrounds their own files.
    static let packageExtensions: Set<String> = [
        "xcassets", "xcstickers", "xcodeproj", "xcworkspace", "xcdatamodeld", "xcmappingmodel", "framework", "xcframework",
        "bundle", "app", "appex", "playground",
    ]
    /// The folders CocoaPods (https://guides.cocoapods.org/using/using-cocoapods.html) and Carthage
    /// (https://github.com/Carthage/Carthage#quick-start) check third-party code out into: their documents are the
    /// libraries' screens, not the app's. Named directly, such a folder is searched like any other.
    static let dependencyFolders: Set<String> = ["Pods", "Carthage"]

    /// Every template under `paths`, each once, sorted by path (`search(in:)` without what it left out).
    package static func templates(in paths: [String]) throws(InputError) -> [String] {
        try search(in: paths).paths
    }

    /// Every template under `paths`, each once, sorted by path (byte order, so the same on every machine),
    /// and what the folder searches left out. A path that does not exist is an error; a file named directly
    /// is taken whatever its extension.
    package static func search(in paths: [String]) throws(InputError) -> TemplateSearch {
        var found: Set<String> = []
        var skipped: [TemplateSearch.Skipped] = []
        var named: Set<String> = []
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
                named.insert(path)
                continue
            }
            let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            do {
                let (files, left) = try files(under: folder)
                for relative in files { found.insert(folder + "/" + relative) }
                skipped += left.map { TemplateSearch.Skipped(path: folder + "/" + $0.path, reason: $0.reason) }
            } catch {
                missing.append(Diagnostic(.error, at: nil, error.message))
            }
        }
        guard missing.isEmpty else { throw InputError(missing) }
        let byPath = { (a: String, b: String) in Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
        let search = TemplateSearch(paths: found.sorted(by: byPath),
                                    skipped: skipped.filter { !found.contains($0.path) }.sorted { byPath($0.path, $1.path) },
                                    named: named)
        // A run over a folder with nothing to draw (a wrong path, an app whose screens are all in code) is an
        // error, not an empty success a CI job would pass on.
        guard !search.paths.isEmpty else {
            let named = paths.map { "'\($0)'" }.joined(separator: ", ")
            throw InputError(search.notes + [Diagnostic(.error, at: nil,
                "no template (*.yml, *.yaml, *.json) or Interface Builder document (*.storyboard, *.xib) under \(named)")])
        }
        return search
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
    private static func files(under folder: String) throws(FileError) -> (files: [String], skipped: [TemplateSearch.Skipped]) {
        var result: [String] = []
        var skipped: [TemplateSearch.Skipped] = []
        let entries = try FolderWalker.entries(under: folder, includeHidden: false)
        let outputFolders = entries.filter { entry in
            var status = stat()
            return entry.type == .folder && lstat(folder + "/" + entry.path + "/" + outputFolderMarker, &status) == 0
                && (status.st_mode & S_IFMT) == S_IFREG
        }.map { $0.path + "/" }
        for entry in entries where entry.type != .folder && isTemplateName(entry.path) {
            if outputFolders.contains(where: { entry.path.hasPrefix($0) }) { continue }
            let folders = entry.path.split(separator: "/").dropLast()
            if folders.contains(where: { name in name.lastIndex(of: ".").map { packageExtensions.contains(name[name.index(after: $0)...].lowercased()) } ?? false }) {
                continue
            }
            if folders.contains(where: { dependencyFolders.contains(String($0)) }) {
                skipped.append(TemplateSearch.Skipped(path: entry.path, reason: .dependency))
                continue
            }
            guard entry.type == .regular else {
                let reason: FileError.Reason = entry.type == .link ? .link(component: entry.path) : .notRegular(entry.type)
                throw FileError(path: folder + "/" + entry.path, kind: .template, reason: reason)
            }
            if let reason = try reasonToSkip(entry.path, in: folder) {
                skipped.append(TemplateSearch.Skipped(path: entry.path, reason: reason))
                continue
            }
            result.append(entry.path)
        }
        return (result, skipped)
    }

    /// How many bytes of a found file are read to tell what it is: a document's `<document type=…>` is in its
    /// first lines; a template's `screen` key may follow a long description, anywhere within the template
    /// size limit (`FileKind.template`).
    static let sniffedDocumentBytes = 4096
    static let sniffedTemplateBytes = FileKind.template.limit

    /// Why a file a folder search found is not one of the app's screens, from its first bytes, or nil:
    /// a JSON or YAML file with no top-level `screen` key (the key every template starts its screen with),
    /// a document whose `type` names another platform than iOS or tvOS. Anything else is read as usual, so a
    /// broken template or document is still its error.
    static func reasonToSkip(_ relative: String, in folder: String) throws(FileError) -> TemplateSearch.Skipped.Reason? {
        let document = isDocument(relative)
        let head = try FileReader.head(relative, beneath: folder, count: document ? sniffedDocumentBytes : sniffedTemplateBytes)
        if document {
            // An iOS XIB in the archive format of Xcode 3 and 4 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`)
            // is read like any other document (`IBArchiveDecoder`).
            guard let type = documentType(head) else { return nil }
            if type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") || type.contains("WatchKit") { return .otherPlatform }
            return nil
        }
        return namesScreen(head) ? nil : .notTemplate
    }

    /// The `type` of a document's root element (`document`, or `archive` before Xcode 5) in its first bytes.
    static func documentType(_ head: [UInt8]) -> String? {
        let text = String(decoding: head, as: UTF8.self)
        guard let start = ["document", "archive"].lazy.compactMap({ text.range(of: "<\($0) ") }).first,
              let type = text[start.upperBound...].range(of: "type=\"") else { return nil }
        let rest = text[type.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Whether a JSON or YAML text has a `screen` key at its top level: a line that starts with `screen:`
    /// (YAML block style, quoted or not), or a `"screen"` key directly inside the outermost `{ }` (JSON, and
    /// YAML's flow style); a `screen` key nested deeper is some other file's.
    static func namesScreen(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            for key in ["screen", "\"screen\"", "'screen'"] where line.hasPrefix(key) {
                if line.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" }).first == ":" { return true }
            }
        }
        // The outermost object's keys: strings at depth 1 followed by a colon.
        var depth = 0
        var index = head.startIndex
        while index < head.endIndex {
            switch head[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                let start = index + 1
                var end = start
                while end < head.endIndex, head[end] != UInt8(ascii: "\"") { end += head[end] == UInt8(ascii: "\\") ? 2 : 1 }
                guard end < head.endIndex else { return false }
                index = end
                if depth == 1, head[start..<end].elementsEqual("screen".utf8),
                   head[(end + 1)...].first(where: { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }) == UInt8(ascii: ":") {
                    return true
                }
            default: break
            }
            index += 1
        }
        return false
    }
}
