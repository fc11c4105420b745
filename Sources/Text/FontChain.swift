/// The pinned fonts: Inter in four weights, then Droid Sans Fallback for what Inter lacks
/// (Chinese, Japanese, Korean). Cheap to copy; the faces are shared and thread-safe.
///
/// Every file is checked when the chain is made, but a face is opened (read, handed to FreeType, its
/// character map built) only when something first asks for it (`FontSlot`).
public struct FontChain: Sendable {
    /// One slot per entry of `PinnedFont.chain`, in that order.
    private let slots: [FontSlot]

    /// Checks every pinned file; the first one missing, unreadable or not a font is the error.
    public init(locator: FontLocator = .environment) throws(FontError) {
        var slots: [FontSlot] = []
        for pinned in PinnedFont.chain { slots.append(try FontSlot(pinned, path: locator.path(of: pinned))) }
        self.slots = slots
    }

    /// The chain from `BEZEL_FONT_DIR` or Debian's folders, made once per process (each face is opened
    /// once, on first use, and shared by every caller).
    public static let standard: Result<FontChain, FontError> = Result { () throws(FontError) in
        try FontChain(locator: .environment)
    }

    public var regular: FontFace { face(.primary(.regular)) }
    public var medium: FontFace { face(.primary(.medium)) }
    public var semibold: FontFace { face(.primary(.semibold)) }
    public var bold: FontFace { face(.primary(.bold)) }
    public var fallback: FontFace { face(.fallback) }

    /// The face that draws `role`, opened on first use.
    public func face(_ role: FontRole) -> FontFace {
        slot(role).loaded
    }

    /// Whether `role`'s face has been opened in this process (for tests and the start-up benchmark).
    public func isLoaded(_ role: FontRole) -> Bool { slot(role).isLoaded }

    private func slot(_ role: FontRole) -> FontSlot {
        // `PinnedFont.chain` has exactly one entry per role, in this order.
        switch role {
        case .primary(.regular): slots[0]
        case .primary(.medium): slots[1]
        case .primary(.semibold): slots[2]
        case .primary(.bold): slots[3]
        case .fallback: slots[4]
        }
    }

    /// Every face in chain order (the order of `PinnedFont.chain`); opens them all.
    public var faces: [FontFace] { slots.map(\.loaded) }

    /// The files, their packages and SHA-256 hashes, in chain order, for output metadata.
    /// The first call opens and hashes the files (about 5 MB); later calls return the cached hashes.
    public var fonts: [FontFile] {
        faces.map { FontFile(name: $0.name, path: $0.path, package: $0.pinned.package, sha256: $0.sha256) }
    }
}
