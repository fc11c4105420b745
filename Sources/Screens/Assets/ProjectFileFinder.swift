#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Finds files of one kind (`Kind`: font files, loose bundle images) in the project a document belongs to,
/// in the order a name is looked up in: the folders `--assets` or `bezel.yml` name (the whole tree below
/// each), then the folder of the document and each folder above it, nearest first (the files directly in
/// each), and at the project's root — the first folder on the way up that holds `.git` or a `*.xcodeproj`,
/// as for asset catalogues (`AssetCatalogueFinder`) — the whole tree below it, and the files its Xcode project
/// builds from outside it (`XcodeProjectResources`).
///
/// Bounded: a tree is walked at most `maximumDepth` folders deep and over at most `maximumFolders` folders,
/// and at most the kind's `maximumFiles` files are taken in all; names starting with `.` and symbolic links
/// are neither listed nor entered, and a folder that cannot be listed is skipped. Loose images are not
/// looked for inside `*.xcassets` (a catalogue's files are compiled into the app's catalogue, read as the
/// catalogue: `AssetCatalogue`), `*.framework` and `*.xcframework` folders (copied as folders, not into the
/// app bundle's top, where `UIImage(named:)` looks); a `*.bundle` folder's are, named by their path from
/// the bundle (`BundleImages`).
package enum ProjectFileFinder {
    package static let maximumDepth = 16
    package static let maximumFolders = 20_000

    package enum Kind: Hashable, Sendable {
        /// `.ttf`, `.otf`, `.ttc`.
        case fonts
        /// `.png`, `.jpg`, `.jpeg`: the images Xcode copies into the app bundle, which `UIImage(named:)` finds
        /// by name (https://developer.apple.com/documentation/uikit/uiimage/1624146-init); and the other formats
        /// it loads that Bezel does not draw (`BundleImages.undrawnFormats`), so a run names the format rather
        /// than a missing file.
        case bundleImages
        /// `*.xcassets` folders below the project's root (`projectTree` only): an app's target compiles every
        /// catalogue it holds into one, wherever in the project it is.
        case catalogues

        /// Most files taken: a project holds a few fonts, but may hold thousands of loose images.
        var maximumFiles: Int {
            switch self {
            case .fonts: 256
            case .bundleImages: 50_000
            case .catalogues: 1_000
            }
        }

        func enters(_ folder: String) -> Bool {
            switch self {
            case .fonts: return true
            // A `*.bundle` folder's images are found by their path from the bundle (`BundleImages`).
            case .bundleImages:
                return ![".xcassets", ".framework", ".xcframework"].contains { folder.hasSuffix($0) }
            case .catalogues:
                return ![".xcassets", ".bundle", ".framework", ".xcframework"].contains { folder.hasSuffix($0) }
            }
        }

        func matches(_ name: String) -> Bool {
            let lower = name.lowercased()
            switch self {
            case .fonts: return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
            case .bundleImages:
                return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
                    || BundleImages.undrawnFormats.contains { lower.hasSuffix("." + $0) }
            case .catalogues: return false
            }
        }
    }

    /// The files of `kind` for the document at `path`, each once, in lookup order.
    package static func files(_ kind: Kind, forDocument path: String, named folders: [String] = []) -> [String] {
        var found: [String] = []
        var budget = maximumFolders
        for folder in folders {
            let root = folder.hasSuffix(".xcassets") || folder.hasSuffix(".xcassets/") ? ImageFiles.folder(of: folder) : folder
            guard let resolved = realPath(root) else { continue }
            walk(kind, resolved, budget: &budget, into: &found)
        }
        for step in ProjectFolders.upward(fromDocument: path) {
            if step.isProjectRoot {
                found += projectTree(kind, step.folder)
            } else {
                for name in step.names where kind.matches(name) && FolderListing.isRegularFile(joined(step.folder, name)) {
                    found.append(joined(step.folder, name))
                }
            }
        }
        return unique(found)
    }

    /// The files below the project root `folder`, walked once per process and kind: a batch's documents of
    /// one project share its root.
    package static func projectTree(_ kind: Kind, _ folder: String) -> [String] {
        let key = Key(kind: kind, folder: folder)
        if let known = trees.withLock({ $0[key] }) { return known }
        var budget = maximumFolders
        var found: [String] = []
        walk(kind, folder, budget: &budget, into: &found)
        // And the files its Xcode project builds from outside it (`XcodeProjectResources`).
        if kind != .catalogues, let names = FolderListing.names(in: folder) {
            for file in XcodeProjectResources.outsideFiles(kind, inProjectRoot: folder, names: names) where found.count < kind.maximumFiles {
                found.append(file)
            }
        }
        trees.withLock { $0[key] = found }
        return found
    }

    private struct Key: Hashable {
        var kind: Kind
        var folder: String
    }

    private static let trees = Mutex<[Key: [String]]>([:])

    /// The files below `folder`, breadth first, in each folder by name.
    private static func walk(_ kind: Kind, _ top: String, budget: inout Int, into found: inout [String]) {
        var level = [top]
        var depth = 0
        while !level.isEmpty, depth <= maximumDepth {
            var next: [String] = []
            for folder in level {
                guard budget > 0, found.count < kind.maximumFiles else { return }
                budget -= 1
                guard let names = FolderListing.names(in: folder) else { continue }
                for name in names where !name.hasPrefix(".") {
                    let path = joined(folder, name)
                    var status = stat()
                    guard lstat(path, &status) == 0 else { continue }
                    switch status.st_mode & S_IFMT {
                    case S_IFDIR where kind == .catalogues && name.hasSuffix(".xcassets"):
                        if found.count < kind.maximumFiles { found.append(path) }
                    case S_IFDIR where kind.enters(name): next.append(path)
                    case S_IFREG where kind.matches(name) && found.count < kind.maximumFiles: found.append(path)
                    default: break
                    }
                }
            }
            level = next
            depth += 1
        }
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
