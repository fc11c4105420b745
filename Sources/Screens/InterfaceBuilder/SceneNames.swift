import InterfaceBuilder

/// Output names for documents and their scenes: `Output/<document>/<scene>/<profile>.png`.
/// Names are lower-case `[a-z0-9_-]`, so they are safe as folder names on every file system.
enum SceneNames {
    /// The document's file name without its folder and extension, as a slug (`Main.storyboard` → `main`).
    static func documentName(path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        return slug(String(name))
    }

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
