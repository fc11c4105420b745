/// The pinned fonts, loaded: Inter in four weights, then Droid Sans Fallback for what Inter lacks
/// (Chinese, Japanese, Korean). Cheap to copy; the faces are shared and thread-safe.
public struct FontChain: Sendable {
    public let regular: FontFace
    public let medium: FontFace
    public let semibold: FontFace
    public let bold: FontFace
    public let fallback: FontFace

    /// Loads every pinned file; the first one missing or broken is the error.
    public init(locator: FontLocator = .environment) throws(FontError) {
        func load(_ role: FontRole) throws(FontError) -> FontFace {
            // `PinnedFont.chain` has exactly one entry per role.
            let pinned = PinnedFont.chain.first { $0.role == role } ?? PinnedFont.chain[0]
            return try FontFace(pinned, path: locator.path(of: pinned))
        }
        regular = try load(.primary(.regular))
        medium = try load(.primary(.medium))
        semibold = try load(.primary(.semibold))
        bold = try load(.primary(.bold))
        fallback = try load(.fallback)
    }

    /// The chain from `BEZEL_FONT_DIR` or Debian's folders, loaded once per process
    /// (loading reads about 5 MB and builds the character maps; every caller shares the faces).
    public static let standard: Result<FontChain, FontError> = Result { () throws(FontError) in
        try FontChain(locator: .environment)
    }

    /// The face that draws `role`.
    public func face(_ role: FontRole) -> FontFace {
        switch role {
        case .primary(.regular): regular
        case .primary(.medium): medium
        case .primary(.semibold): semibold
        case .primary(.bold): bold
        case .fallback: fallback
        }
    }

    /// Every face in chain order (the order of `PinnedFont.chain`).
    public var faces: [FontFace] { [regular, medium, semibold, bold, fallback] }

    /// The files, their packages and SHA-256 hashes, in chain order, for output metadata.
    /// The first call hashes the files (about 5 MB); later calls return the cached hashes.
    public var fonts: [FontFile] {
        faces.map { FontFile(name: $0.name, path: $0.path, package: $0.pinned.package, sha256: $0.sha256) }
    }
}
