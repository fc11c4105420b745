import Diagnostics
import FileSystem
import PNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares every `*.png` under two folders that share a relative path, and lists the others.
package enum DirectoryDiff {
    /// Compares the folders; with `diffImageFolder`, writes each differing file's diff image
    /// there under the same relative path (side by side with both inputs if `sideBySide`).
    ///
    /// The diff-image folder is the user's: before each image is written, only the temporaries of that
    /// image's own name that a killed run left beside it are removed (`FileIO.removeStaleTemporaries(of:)`,
    /// `.<name>.bezel-<pid>-<n>.tmp` of a process that no longer runs, a regular file of this user), as
    /// for the one image of a two-file diff. Nothing else in the folder, and nothing below a folder it
    /// does not write into, is looked at or removed.
    package static func compare(_ first: String, _ second: String, options: DiffOptions,
                               diffImageFolder: String? = nil, sideBySide: Bool = false) throws(InputError) -> DirectoryDiffResult {
        let firstFiles = try pngFiles(in: first)
        let secondFiles = try pngFiles(in: second)
        let secondSet = Set(secondFiles)
        let firstSet = Set(firstFiles)
        var files: [FileDiff] = []
        for path in firstFiles where secondSet.contains(path) {
            var (result, image) = try FileComparison.compare(path, path, beneath: (first, second), options: options,
                                                             diffImage: diffImageFolder != nil, sideBySide: sideBySide)
            if let diffImageFolder, let image, !result.identical {
                let target = diffImageFolder + "/" + path
                try makeFolders(for: target)
                FileIO.removeStaleTemporaries(of: target)
                try PNGFile.write(image, to: target)
            }
            result.image = nil  // keep memory flat over many files
            files.append(FileDiff(relativePath: path, result: result))
        }
        return DirectoryDiffResult(files: files,
                                   missing: firstFiles.filter { !secondSet.contains($0) },
                                   extra: secondFiles.filter { !firstSet.contains($0) })
    }

    /// Relative paths of the `.png` entries under `folder` that are not folders, sorted by their bytes.
    /// Hidden entries (temporary files) are skipped. Links, named pipes and devices are listed but never
    /// followed or opened as files: reading one is refused by name (`FileReader.read(_:beneath:as:)`),
    /// so a link cannot lead out of the folder and a pipe cannot block. A name that is not UTF-8 is an
    /// error, not a file left out of the comparison.
    static func pngFiles(in folder: String) throws(InputError) -> [String] {
        do {
            return try FolderWalker.entries(under: folder, includeHidden: false).filter { entry in
                entry.type != .folder && entry.path.lowercased().hasSuffix(".png") && !isReviewArtefact(entry.path)
            }.map(\.path)
        } catch {
            throw InputError(error.reason == .nameNotUTF8 ? error.message : "\(folder): cannot read folder: \(error)")
        }
    }

    /// What a `bezel render` run adds to its output folder for the review page, beside the images: each
    /// image's thumbnail, each changed image's golden copy and diff image, and the copies of orphaned goldens. They
    /// are not images of the run, so comparing an output folder with its goldens, or two output folders,
    /// leaves them out (they counted as extra images and failed the comparison).
    package static let goldenCopySuffix = ".golden.png"
    package static let diffImageSuffix = ".diff.png"
    package static let reviewCopyFolder = "orphaned-goldens"
    /// The review page's thumbnail of each image (`Batch/Thumbnail`): a copy, not an image of its own.
    static let thumbnailSuffix = ".thumb.png"
    static let reviewCopySuffixes = [goldenCopySuffix, diffImageSuffix, thumbnailSuffix]

    /// Whether a relative path names one of those review copies.
    static func isReviewArtefact(_ path: String) -> Bool {
        reviewCopySuffixes.contains { path.hasSuffix($0) } || path.hasPrefix(reviewCopyFolder + "/")
    }

    /// Creates the folders above `path` that do not exist yet.
    static func makeFolders(for path: String) throws(InputError) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var current = path.hasPrefix("/") ? "" : "."
        if path.hasPrefix("/") { components = components.dropFirst() }
        for component in components where !component.isEmpty {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw InputError("\(current): cannot create folder: \(String(cString: strerror(errno)))")
            }
        }
    }
}
