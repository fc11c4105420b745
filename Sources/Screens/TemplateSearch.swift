import Diagnostics

/// What `TemplateFinder.search(in:)` found under the paths it was given, and the files its folder searches
/// left out, each with why; the commands that search say what was left out in one note per reason.
package struct TemplateSearch: Sendable {
    package struct Skipped: Sendable, Equatable {
        package enum Reason: Sendable, Equatable {
            /// Inside a dependency manager's checkout (`TemplateFinder.dependencyFolders`).
            case dependency
            /// A JSON or YAML file with no top-level `screen` key.
            case notTemplate
            /// A storyboard or XIB of macOS or watchOS.
            case otherPlatform
        }

        package var path: String
        package var reason: Reason
    }

    /// The templates and documents, sorted by path in byte order.
    package var paths: [String]
    /// What was left out, sorted by path.
    package var skipped: [Skipped]
    /// The files named directly rather than found in a folder: always read, never left out.
    package var named: Set<String> = []

    /// One note per reason, naming how many files and the first few.
    package var notes: [Diagnostic] {
        let reasons: [(Skipped.Reason, one: String, many: String)] = [
            (.dependency, "file inside Pods/ or Carthage/ (third-party code; name the folder to draw it)",
             "files inside Pods/ or Carthage/ (third-party code; name the folder to draw them)"),
            (.otherPlatform, "document of macOS or watchOS (Bezel draws iOS and tvOS screens)",
             "documents of macOS or watchOS (Bezel draws iOS and tvOS screens)"),
            (.notTemplate, "file that is not a Bezel template (JSON or YAML with no top-level 'screen' key)",
             "files that are not Bezel templates (JSON or YAML with no top-level 'screen' key)"),
        ]
        return reasons.compactMap { reason, one, many in
            let paths = skipped.filter { $0.reason == reason }.map(\.path)
            guard !paths.isEmpty else { return nil }
            let why = paths.count == 1 ? one : many
            // Paths come from the file system, not from a document: shown whole, control characters escaped.
            let shown = paths.prefix(3).map { TerminalText.escaped($0, keepingLineFeeds: false) }.joined(separator: ", ")
            let more = paths.count > 3 ? ", …" : ""
            return Diagnostic(.note, at: nil, "left out \(paths.count) \(why): \(shown)\(more)")
        }
    }
}
