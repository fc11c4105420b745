#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One face of the chain, opened on first use: a screen in Latin script never needs the 4 MB CJK
/// fallback, and most screens use two or three of Inter's four weights (issue 16: a process paid about
/// 14 ms at start to open all five, Benchmarks/results.md before it).
///
/// The file is checked when the chain is made (it exists, can be read, starts like an OpenType or
/// TrueType font), so a missing or wrong file is still a `FontError` up front; FreeType opens it later.
final class FontSlot: Sendable {
    let pinned: PinnedFont
    let path: String
    /// Read without locking once set; `loading` makes sure a face is opened once even when two
    /// threads ask for it at the same moment.
    private let face = AtomicLazyReference<FontFace>()
    private let loading = Mutex(())

    /// Checks the file at `path` without opening it in FreeType.
    init(_ pinned: PinnedFont, path: String) throws(FontError) {
        self.pinned = pinned
        self.path = path
        try Self.checkHeader(path: path, font: pinned)
    }

    var isLoaded: Bool { face.load() != nil }

    /// The face, opened now if nobody has yet.
    var loaded: FontFace {
        if let face = face.load() { return face }
        return loading.withLock { _ in
            if let face = face.load() { return face }
            do {
                return face.storeIfNil(try FontFace(pinned, path: path))
            } catch {
                // The header was checked when the chain was made; a file that changed or broke since then
                // leaves no way to draw the text.
                fatalError("\(error)")
            }
        }
    }

    /// The first four bytes of an sfnt font: TrueType 1.0, 'true', 'OTTO' (CFF outlines), 'ttcf' (a
    /// collection). Source: OpenType specification, "Organization of an OpenType Font",
    /// https://learn.microsoft.com/en-us/typography/opentype/spec/otff#organization-of-an-opentype-font
    static let sfntTags: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F, 0x7474_6366]

    private static func checkHeader(path: String, font: PinnedFont) throws(FontError) {
        guard let file = fopen(path, "rb") else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw FontError(font: font, path: path, reason: .missing) }
            throw FontError(font: font, path: path, reason: .unreadable(String(cString: strerror(code))))
        }
        defer { fclose(file) }
        var header: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let count = withUnsafeMutableBytes(of: &header) { fread($0.baseAddress, 1, 4, file) }
        if count < 4, ferror(file) != 0 {
            throw FontError(font: font, path: path, reason: .unreadable("read error; is it a folder?"))
        }
        guard count == 4 else { throw FontError(font: font, path: path, reason: .broken("the file is empty or shorter than a font header")) }
        let tag = UInt32(header.0) << 24 | UInt32(header.1) << 16 | UInt32(header.2) << 8 | UInt32(header.3)
        guard sfntTags.contains(tag) else {
            throw FontError(font: font, path: path, reason: .broken("it does not start like an OpenType or TrueType font"))
        }
    }
}
