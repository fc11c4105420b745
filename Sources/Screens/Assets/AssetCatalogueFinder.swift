/// Finds the asset catalogues of the project a document belongs to: every `*.xcassets` folder beside the
/// document, then beside each folder above it, nearest first, up to the project's root — the first folder
/// that holds `.git` or a `*.xcodeproj` — or the file system's root, at most `maximumLevels` folders up (`ProjectFolders`);
/// then, at the project's root, every other catalogue below it, breadth first (`ProjectFileFinder`, with
/// its bounds): the app's target compiles all its catalogues into one, wherever they are, and
/// `UIImage(named:)` finds a set in any of them (https://developer.apple.com/documentation/xcode/managing-assets-with-asset-catalogs).
/// Assumed: every catalogue in the project's folders belongs to the app's target (the `.xcodeproj` is not read). A
/// folder that cannot be listed ends the walk (nothing beyond what the user can read is looked at); a
/// catalogue that is a symbolic link is not taken (only real folders, as `FolderWalker` lists them).
package enum AssetCatalogueFinder {
    package static let maximumLevels = ProjectFolders.maximumLevels

    /// The catalogues for the document at `path`, nearest first; in one folder, by name.
    package static func catalogues(forDocument path: String) -> [String] {
        var found: [String] = []
        for step in ProjectFolders.upward(fromDocument: path) {
            let slash = step.folder.hasSuffix("/") ? step.folder : step.folder + "/"
            for name in step.names where name.hasSuffix(".xcassets") && FolderListing.isFolder(slash + name) { found.append(slash + name) }
            if step.isProjectRoot {
                for catalogue in ProjectFileFinder.projectTree(.catalogues, step.folder) where !found.contains(catalogue) { found.append(catalogue) }
            }
        }
        return found
    }

    /// Whether `folder`, named by `--assets` or `bezel.yml`'s `assets:`, gives catalogues: an `.xcassets`
    /// folder (read, and its faults named, when a document is loaded) or a folder holding some.
    package static func givesCatalogues(_ folder: String) -> Bool {
        folder.hasSuffix(".xcassets") || folder.hasSuffix(".xcassets/") || !catalogues(inFolder: folder).isEmpty
    }

    /// The `*.xcassets` folders directly inside `folder` (a folder `--assets` names), by name.
    package static func catalogues(inFolder folder: String) -> [String] {
        let slash = folder.hasSuffix("/") ? folder : folder + "/"
        return (FolderListing.names(in: folder) ?? []).filter { $0.hasSuffix(".xcassets") && FolderListing.isFolder(slash + $0) }.map { slash + $0 }
    }
}
