import FileSystem

/// The files an Xcode project builds into its app from outside the project's folder: a `project.pbxproj` names
/// each file it builds by a file reference whose `path` is relative to its group's folder (`sourceTree =
/// "<group>"`) or to the folder holding the `.xcodeproj` (`SOURCE_ROOT`), and that path may climb out of the
/// project's folder (`path = ../../res/logo.png;`). Xcode copies such an image into the app bundle as it copies
/// one inside the folder, so `UIImage(named:)` finds it by name
/// (https://developer.apple.com/documentation/uikit/uiimage/1624146-init). `ProjectFileFinder` adds these
/// files to the project's tree.
///
/// Read from the `*.xcodeproj/project.pbxproj` files directly in the project's root folder: the references of
/// the project's build files (`PBXBuildFile`'s `fileRef`), each path resolved through its groups' paths
/// (https://developer.apple.com/documentation/xcode/managing-files-and-folders-in-your-xcode-project). Bounded:
/// only files at most `maximumLevelsAbove` folders above the root are taken, reached through no symbolic link;
/// absolute and build-setting relative references are left out; and a project file over `FileKind.xcodeProject`'s
/// limit or not an OpenStep property list (Xcode also reads XML ones) gives none.
enum XcodeProjectResources {
    /// The most folders above the project's root a referenced file may lie in.
    static let maximumLevelsAbove = 4

    /// The regular files of `kind` that the projects in the root `folder` (whose listing is `names`) build
    /// from outside it, each once: the project files by name, each one's build files by identifier.
    static func outsideFiles(_ kind: ProjectFileFinder.Kind, inProjectRoot folder: String, names: [String]) -> [String] {
        let rootParts = PathText.components(of: folder)
        let lowest = Array(rootParts.dropLast(min(maximumLevelsAbove, rootParts.count)))
        var found: [String] = []
        for project in names.sorted() where project.hasSuffix(".xcodeproj") {
            let file = ProjectFileFinder.joined(ProjectFileFinder.joined(folder, project), "project.pbxproj")
            guard let bytes = try? FileReader.read(file, as: .xcodeProject), let list = OpenStepPropertyList.parse(bytes) else { continue }
            for path in builtFiles(list, sourceRoot: folder) {
                let parts = PathText.components(of: path)
                guard parts.count > lowest.count, Array(parts.prefix(lowest.count)) == lowest,
                      !(parts.count > rootParts.count && Array(parts.prefix(rootParts.count)) == rootParts),
                      let name = parts.last, kind.matches(name) else { continue }
                // No link on the way, as the tree's walk enters none: the path is its own real path.
                let resolved = "/" + parts.joined(separator: "/")
                if FolderListing.isRegularFile(resolved), PathText.resolved(resolved) == resolved, !found.contains(resolved) {
                    found.append(resolved)
                }
            }
        }
        return found
    }

    /// The paths (absolute, as written: `..` not yet applied) of the files the project's build files name.
    static func builtFiles(_ list: OpenStepPropertyList, sourceRoot: String) -> [String] {
        guard let objects = list["objects"]?.dictionary else { return [] }
        var parent: [String: String] = [:]
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.array ?? [] {
                if let childID = child.string, parent[childID] == nil { parent[childID] = id }
            }
        }
        var folders: [String: String?] = [:]
        /// The folder or file `id` names, or `nil` when it is not reached from the source root.
        func path(of id: String, depth: Int) -> String? {
            if let known = folders[id] { return known }
            guard depth < OpenStepPropertyList.maximumDepth, let object = objects[id] else { return nil }
            let own = object["path"]?.string ?? ""
            let base: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parent[id].map { path(of: $0, depth: depth + 1) } ?? sourceRoot
            case "SOURCE_ROOT": base = sourceRoot
            default: base = nil
            }
            let result = base.map { own.isEmpty ? $0 : ProjectFileFinder.joined($0, own) }
            folders[id] = result
            return result
        }
        var paths: [String] = []
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXBuildFile" {
            guard let reference = object["fileRef"]?.string, objects[reference]?["isa"]?.string == "PBXFileReference",
                  let file = path(of: reference, depth: 0) else { continue }
            paths.append(file)
        }
        return paths
    }
}
