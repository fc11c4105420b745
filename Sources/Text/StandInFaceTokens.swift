import Synchronization

/// The `ProjectFontRegistry` tokens of the faces Bezel reads from Debian's folders to stand in for a family a document
/// names (`MetricCompatibleFont`, `OpenFamilyFont`): each face's file is read and registered on first use and its
/// token remembered, nil when the file is missing or not a font (the text then stays in Inter).
final class StandInFaceTokens<Face: Hashable & Sendable>: Sendable {
    private let tokens = Mutex<[Face: String?]>([:])

    /// The token of `face`, whose file `pinned` says where to find.
    func token(of face: Face, pinned: () -> PinnedFont) -> String? {
        tokens.withLock { tokens in
            if let known = tokens[face] { return known }
            let path = FontLocator.environment.path(of: pinned())
            let token = try? ProjectFontRegistry.load(ProjectFont(path: path, faceIndex: 0, postScriptName: "", family: "", style: ""))
            tokens[face] = .some(token)
            return token
        }
    }

    /// Whether `token` (`TextFont.projectFont`) is one of these faces' tokens.
    func contains(_ token: String) -> Bool {
        tokens.withLock { tokens in tokens.values.contains { $0 == token } }
    }
}
