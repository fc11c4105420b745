import InterfaceBuilder

/// Output names for documents and their scenes: `Output/<document>/<scene>/<profile>.png`.
/// Names are lower-case `[a-z0-9_-]`, so they are safe as folder names on every file system.
package enum SceneNames {
    /// The document's file name without its folder and extension, as a slug (`Main.storyboard` → `main`).
    package static func documentName(path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        return slug(String(name))
    }

    /// Each document's name in a run over `paths` (sorted, as `TemplateFinder` gives them): its own name
    /// (`documentName(path:)`) when no other document of the run has it, as `Main.storyboard` is; else that name
    /// followed by its nearest folders, as many as set it apart (`main-zh-hans-lproj` beside `main-base-lproj`,
    /// `main-share-base-lproj` beside `main-app-base-lproj`), at most `distinguishingFolders` of them, then a
    /// number in path order. An app holds one storyboard per language (`*.lproj`) and per target under the same
    /// name, and each document's screens need their own output folders.
    package static func documentNames(for paths: [String]) -> [String: String] {
        var byName: [String: [String]] = [:]
        for path in paths where TemplateFinder.isDocument(path) { byName[documentName(path: path), default: []].append(path) }
        var names: [String: String] = [:]
        var taken = Set(byName.keys)
        for (name, group) in byName.sorted(by: { $0.key < $1.key }) {
            guard group.count > 1 else {
                names[group[0]] = name
                continue
            }
            taken.remove(name)
            let folders = group.map { path in path.split(separator: "/").dropLast().reversed().map { slug(String($0)) } }
            var chosen: [String]?
            for depth in 1...distinguishingFolders {
                let candidates = folders.map { ([name] + $0.prefix(depth)).joined(separator: "-") }
                if Set(candidates).count == group.count, taken.isDisjoint(with: candidates) {
                    chosen = candidates
                    break
                }
            }
            let unique = chosen ?? group.indices.map { "\(name)-\($0 + 1)" }
            for (path, unique) in zip(group, unique) {
                names[path] = unique
                taken.insert(unique)
            }
        }
        return names
    }

    /// `screens`, loaded from the document at `path`, with the document's name in their names replaced by its name
    /// in the run (`documentNames(for:)`), so every command names a screen of such a document alike.
    package static func renamed(_ screens: [Screen], path: String, documentNames: [String: String]) -> [Screen] {
        let own = documentName(path: path)
        guard let unique = documentNames[path], unique != own else { return screens }
        return screens.map { screen in
            var screen = screen
            if screen.name.hasPrefix(own + "/") { screen.name = unique + screen.name.dropFirst(own.count) }
            return screen
        }
    }

    /// The most folders a document's name borrows from its path to set it apart.
    static let distinguishingFolders = 4

    /// A scene's name: its storyboard identifier, else its title, else its class, else its IB id.
    static func sceneName(for controller: IBViewController) -> String {
        slug(controller.storyboardIdentifier ?? controller.title ?? controller.userLabel ?? controller.customClass ?? controller.id)
    }

    /// Lower case; every run of other characters becomes one `-`; never empty.
    static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let lower = scalar.properties.lowercaseMapping
            if lower.unicodeScalars.count == 1, let c = lower.unicodeScalars.first,
               ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "_" {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(c)
            } else {
                pendingDash = true
            }
            if out.utf8.count >= 64 { break }
        }
        return out.isEmpty ? "scene" : out
    }
}
