import Diagnostics

/// The rules for names that become parts of output paths: a screen name is a folder or file name,
/// a view id appears in file names, reports and findings. Only letters, digits, `_` and `-` pass, so
/// no name can hold a separator, `..`, NUL or a drive letter; names that Windows reserves
/// for devices and names that start with `-` (read as options by tools) are refused too.
package enum SafeNames {
    /// Device names Windows refuses as file names, in any case and with any extension.
    package static let reservedNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 1...9 {
            names.insert("com\(digit)")
            names.insert("lpt\(digit)")
        }
        return names
    }()

    /// The ids of the system bars the layout pass lists as views; a template view cannot take them.
    static let systemBarIDs = ["statusBar", "navigationBar", "tabBar", "toolbar", "homeIndicator"]

    /// The folders Bezel itself writes into an output folder beside the screens' (a screen of
    /// that name mixed its images with Bezel's copies of orphaned goldens).
    package static let reservedOutputFolders: Set<String> = ["orphaned-goldens"]

    /// Why `name` cannot name a screen (`[a-z0-9_-]+`), or nil when it can.
    static func screenNameProblem(_ name: String, maxCharacters: Int) -> String? {
        if name.isEmpty { return "screen name must not be empty" }
        if reservedOutputFolders.contains(name) {
            return "screen name '\(name)' is taken by Bezel's own folder in the output; choose another"
        }
        guard name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }) else {
            let lower = name.lowercased()
            let hint = lower != name && screenNameProblem(lower, maxCharacters: maxCharacters) == nil ? "; did you mean '\(lower)'?" : ""
            return "screen name '\(shown(name))' may hold only lowercase letters, digits, '_' and '-'\(hint)"
        }
        return commonProblem(name, what: "screen name", maxCharacters: maxCharacters)
    }

    /// Why `id` cannot name a view (`[A-Za-z0-9_-]+`), or nil when it can.
    static func viewIDProblem(_ id: String, maxCharacters: Int) -> String? {
        if id.isEmpty { return "view id must not be empty" }
        guard id.unicodeScalars.allSatisfy({
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }) else {
            return "view id '\(shown(id))' may hold only letters, digits, '_' and '-'"
        }
        if systemBarIDs.contains(id) {
            return "view id '\(id)' is the name of a system bar in the layout; choose another, such as 'custom\(id.prefix(1).uppercased() + id.dropFirst())'"
        }
        return commonProblem(id, what: "view id", maxCharacters: maxCharacters)
    }

    private static func commonProblem(_ name: String, what: String, maxCharacters: Int) -> String? {
        if name.count > maxCharacters { return "\(what) '\(name.prefix(20))…' is \(name.count) characters long; the limit is \(maxCharacters)" }
        if name.hasPrefix("-") { return "\(what) '\(name)' must not start with '-'" }
        if reservedNames.contains(name.lowercased()) { return "\(what) '\(name)' is a reserved device name on Windows" }
        return nil
    }

    /// The name as a message may show it: control characters escaped, at most 40 characters.
    private static func shown(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars.prefix(40) {
            result += TerminalText.needsEscape(scalar, keepingLineFeeds: false) ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return name.unicodeScalars.count > 40 ? result + "…" : result
    }
}
