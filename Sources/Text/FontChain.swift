/// The pinned fonts: Inter in nine weights; Noto Sans Arabic, Hebrew, Devanagari and Thai (regular and bold);
/// Droid Sans Fallback for Chinese, Japanese and Korean; Noto Color Emoji; Inter Display in nine weights. Cheap to copy; the faces are shared
/// and thread-safe. `Typesetter.role(for:)` walks them in that order for each character cluster.
///
/// Every file is checked when the chain is made, but a face is opened (read, handed to FreeType, its
/// character map built) only when something first asks for it (`FontSlot`).
package struct FontChain: Sendable {
    /// One slot per entry of `PinnedFont.chain`, in that order.
    private let slots: [FontSlot]

    /// Checks every pinned file; the first one missing, unreadable or not a font is the error.
    init(locator: FontLocator = .environment) throws(FontError) {
        var slots: [FontSlot] = []
        for pinned in PinnedFont.chain { slots.append(try FontSlot(pinned, path: locator.path(of: pinned))) }
        self.slots = slots
    }

    /// The chain from `BEZEL_FONT_DIR` or Debian's folders, made once per process (each face is opened
    /// once, on first use, and shared by every caller).
    package static let standard: Result<FontChain, FontError> = Result { () throws(FontError) in
        try FontChain(locator: .environment)
    }

    var regular: FontFace { face(.primary(.regular)) }
    package var medium: FontFace { face(.primary(.medium)) }
    var semibold: FontFace { face(.primary(.semibold)) }
    var bold: FontFace { face(.primary(.bold)) }
    var fallback: FontFace { face(.fallback) }

    /// The face that draws `role`, opened on first use.
    package func face(_ role: FontRole) -> FontFace {
        if case .project(let token) = role {
            // A token comes only from the registry (`ProjectFontRegistry.load`), which keeps its faces for the process.
            return ProjectFontRegistry.face(token) ?? slot(.primary(.regular)).loaded
        }
        return slot(role).loaded
    }

    /// Whether `role`'s face has been opened in this process (for tests and the start-up benchmark).
    package func isLoaded(_ role: FontRole) -> Bool {
        if case .project(let token) = role { return ProjectFontRegistry.face(token) != nil }
        return slot(role).isLoaded
    }

    private func slot(_ role: FontRole) -> FontSlot { slots[Self.index(of: role)] }

    /// Which chain this is (copies share it): its first slot, for the caches' keys (`FontChainKey`).
    var identitySlot: FontSlot { slots[0] }

    /// The position of `role`'s entry in `PinnedFont.chain`, which has exactly one entry per role in this order.
    static func index(of role: FontRole) -> Int {
        let inter = PinnedFont.interWeights.count
        switch role {
        case .primary(let weight): return PinnedFont.interWeights.firstIndex(of: weight)!
        case .script(let script, let bold): return inter + 2 * NotoScript.allCases.firstIndex(of: script)! + (bold ? 1 : 0)
        case .fallback: return inter + 2 * NotoScript.allCases.count
        case .emoji: return inter + 1 + 2 * NotoScript.allCases.count
        case .display(let weight): return inter + 2 + 2 * NotoScript.allCases.count + PinnedFont.interWeights.firstIndex(of: weight)!
        case .project: return index(of: .primary(.regular))
        // `SymbolFont` holds its face itself; nothing asks the chain for it.
        case .symbols: preconditionFailure("the symbol font is not in the chain; SymbolFont holds it")
        }
    }

    /// Every face in chain order (the order of `PinnedFont.chain`); opens them all.
    var faces: [FontFace] { slots.map(\.loaded) }

    /// The files, their packages and SHA-256 hashes, in chain order, for output metadata. Names come from the
    /// check made when the chain was made, hashes from reading each file once (about 22 MB, the emoji font
    /// 11 MB of it): no face is opened for this, so metadata does not undo the lazy loading.
    var fonts: [FontFile] { fonts(of: Set(PinnedFont.chain.map(\.role))) }

    /// The files of the faces `roles`, in chain order, then the project's faces by path, for the metadata of an
    /// image that used just those.
    package func fonts(of roles: Set<FontRole>) -> [FontFile] {
        let pinned = slots.filter { roles.contains($0.pinned.role) }.map {
            FontFile(name: $0.name, path: $0.path, package: $0.pinned.package, sha256: $0.sha256)
        }
        var project: [FontFile] = []
        for case .project(let token) in roles {
            guard let face = ProjectFontRegistry.face(token) else { continue }
            project.append(FontFile(name: face.name, path: face.path, package: "", sha256: face.sha256))
        }
        return pinned + project.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
    }
}
