import Diagnostics
import FileSystem

/// One asset catalogue (`Assets.xcassets`): the names of its image sets, symbol sets and colour sets, each read from
/// its `Contents.json` (`AssetContents`). Folders inside are groups; a group whose `Contents.json` says
/// `"provides-namespace": true` puts its name before its sets' names (`Icons/star`), as actool does.
///
/// The catalogue is listed by `FolderWalker`, which follows no link, and every file is read beneath the
/// catalogue's folder (`FileReader.read(_:beneath:as:)`): a link or `..` cannot take a read outside it.
package struct AssetCatalogue: Hashable, Sendable {
    /// Most folders a catalogue may hold, sets and groups together: real catalogues hold a few hundred.
    package static let maximumFolders = 20_000
    /// Deepest nesting of groups read.
    package static let maximumDepth = 16

    /// The catalogue's folder as found or given.
    package var path: String
    /// Image set names → the set's folder, relative to `path`; in the catalogue's sorted order, first wins.
    package var imageSets: [String: String] = [:]
    /// Symbol image set names (`NAME.symbolset`, a custom symbol's SVG template), namespaced as image sets are.
    package var symbolSets: Set<String> = []
    package var colours: [String: AssetColour] = [:]

    /// Reads the catalogue at `path`: lists it and reads every colour set (image sets are read when a
    /// document names them, `ProjectAssets.image(named:)`).
    package static func read(_ path: String) throws(InputError) -> AssetCatalogue {
        let entries: [FolderEntry]
        do {
            entries = try FolderWalker.entries(under: path, includeHidden: false, maximumDepth: maximumDepth)
        } catch {
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "cannot read the asset catalogue: \(error.description)")
        }
        let folders = entries.filter { $0.type == .folder }.map(\.path)
        guard folders.count <= maximumFolders else {
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1),
                             "the asset catalogue holds \(folders.count) folders; the limit is \(maximumFolders)")
        }
        var catalogue = AssetCatalogue(path: path)
        // Each group's namespace prefix, by its folder; a set inside a group that provides none keeps its own name.
        var prefixes: [String: String] = ["": ""]
        for folder in folders {
            let parent = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
            guard let prefix = prefixes[parent] else { continue }  // inside a set: not a group
            let leaf = folder.lastIndex(of: "/").map { String(folder[folder.index(after: $0)...]) } ?? folder
            if let name = Self.setName(leaf, suffix: ".imageset") {
                if catalogue.imageSets[prefix + name] == nil { catalogue.imageSets[prefix + name] = folder }
            } else if let name = Self.setName(leaf, suffix: ".symbolset") {
                catalogue.symbolSets.insert(prefix + name)
            } else if let name = Self.setName(leaf, suffix: ".colorset") {
                if catalogue.colours[prefix + name] == nil, let contents = try AssetContents.read(folder, beneath: path),
                    let colour = try AssetColour.read(contents)
                {
                    catalogue.colours[prefix + name] = colour
                }
            } else if !leaf.contains(".") {
                let namespaced = (try AssetContents.read(folder, beneath: path))?.providesNamespace ?? false
                prefixes[folder] = namespaced ? prefix + leaf + "/" : prefix
            }
        }
        return catalogue
    }

    private static func setName(_ leaf: String, suffix: String) -> String? {
        guard leaf.hasSuffix(suffix), leaf.count > suffix.count else { return nil }
        return String(leaf.dropLast(suffix.count))
    }
}

extension AssetContents {
    /// A group's `"properties": {"provides-namespace": true}`.
    var providesNamespace: Bool {
        (object["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    }
}
