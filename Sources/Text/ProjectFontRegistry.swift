import Synchronization

/// The project font faces this process has loaded, by token (`FontRole.project`, `TextFont.projectFont`): a
/// face is read and opened once, when the first document naming it is loaded, and shared by every screen,
/// profile and thread after that, as the pinned chain's faces are.
///
/// The token is `project-font:` followed by the file's path and `#` and the face's index. It is only ever
/// looked up here, never opened as a path: a document that writes a token as a font name gets the face
/// only if a document of this run loaded it.
package enum ProjectFontRegistry {
    package static let tokenPrefix = "project-font:"

    /// How many bytes of project font files one process keeps loaded at most: a project's text faces are a
    /// few hundred kilobytes each (CJK ones some megabytes), so this is far above any real project and keeps
    /// a hostile one (hundreds of 64 MB files) from exhausting memory.
    package static let byteLimit = 256 << 20

    private struct State {
        var faces: [String: FontFace] = [:]
        var bytes = 0
    }

    private static let state = Mutex(State())

    /// The token of `font`, its face loaded and registered now unless it already is.
    package static func load(_ font: ProjectFont) throws(ProjectFontError) -> String {
        let token = tokenPrefix + font.path + "#" + String(font.faceIndex)
        let result: Result<String, ProjectFontError> = state.withLock { state in
            if state.faces[token] != nil { return .success(token) }
            let pinned = PinnedFont(
                fileName: String(font.path.split(separator: "/").last ?? ""), debianDirectory: "", package: "",
                role: .project(token), faceIndex: font.faceIndex)
            let face: FontFace
            switch Result(catching: { () throws(FontError) in try FontFace(pinned, path: font.path) }) {
            case .success(let made): face = made
            case .failure(let error):
                switch error.reason {
                case .missing: return .failure(ProjectFontError(path: font.path, reason: "no such file"))
                case .unreadable(let detail), .broken(let detail): return .failure(ProjectFontError(path: font.path, reason: detail))
                }
            }
            guard state.bytes + face.byteCount <= byteLimit else {
                return .failure(ProjectFontError(
                    path: font.path, reason: "the project's fonts in use would pass \(byteLimit >> 20) MB, the limit of one run"))
            }
            state.bytes += face.byteCount
            state.faces[token] = face
            return .success(token)
        }
        return try result.get()
    }

    /// The face registered under `token`, nil for any other string.
    package static func face(_ token: String) -> FontFace? {
        guard token.hasPrefix(tokenPrefix) else { return nil }
        return state.withLock { $0.faces[token] }
    }
}
