#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a project lookup walks from a document up to its project's root, which the asset catalogues'
/// and the project files' searches share (`AssetCatalogueFinder`, `ProjectFileFinder`): the document's folder
/// (its real path), then each folder above it, nearest first, each with its listing (`FolderListing`). The walk
/// ends at the project's root — the first folder that holds `.git` or a `*.xcodeproj` — or at the file system's
/// root, after at most `maximumLevels` folders, or before a folder that cannot be listed.
enum ProjectFolders {
    static let maximumLevels = 32

    struct Step {
        var folder: String
        var names: [String]
        /// Whether `folder` is the project's root (the last step).
        var isProjectRoot: Bool
    }

    /// The steps up from the document at `path`; none when its folder does not resolve.
    static func upward(fromDocument path: String) -> [Step] {
        guard let resolved = realpath(ImageFiles.folder(of: path), nil) else { return [] }
        var folder = String(cString: resolved)
        free(resolved)
        var steps: [Step] = []
        for _ in 0..<maximumLevels {
            guard let names = FolderListing.names(in: folder) else { break }
            let isRoot = names.contains(".git") || names.contains(where: { $0.hasSuffix(".xcodeproj") })
            steps.append(Step(folder: folder, names: names, isProjectRoot: isRoot))
            if isRoot || folder == "/" { break }
            folder = folder.lastIndex(of: "/").map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "/"
        }
        return steps
    }
}
