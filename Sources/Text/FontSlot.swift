#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFreeType
import FileSystem
import Hashing
import Synchronization

/// One face of the chain, opened on first use: a screen in Latin script never needs the 4 MB CJK
/// fallback, and most screens use two or three of Inter's four weights (issue 16: a process paid about
/// 14 ms at start to open all five, Benchmarks/results.md before it).
///
/// The file is checked when the chain is made — it exists, is not empty, and FreeType opens it from disk
/// (reading only its table directory and headers), with the same messages as `FontFace` — so a missing or
/// broken file is still a `FontError` up front; reading it whole and building its maps waits for first use.
final class FontSlot: Sendable {
    let pinned: PinnedFont
    let path: String
    /// Family and style from the font, e.g. "Inter Regular", read by the check.
    let name: String
    /// Read without locking once set; `loading` makes sure a face is opened once even when two
    /// threads ask for it at the same moment.
    private let face = AtomicLazyReference<FontFace>()
    private let loading = Mutex(())
    /// The file's hash when metadata asked for it before anything drew with the face.
    private let digest = Mutex<SHA256Digest?>(nil)

    /// Checks the file at `path` without loading it whole.
    init(_ pinned: PinnedFont, path: String) throws(FontError) {
        self.pinned = pinned
        self.path = path
        self.name = try Self.checkHeader(path: path, font: pinned)
    }

    var isLoaded: Bool { face.load() != nil }

    /// The SHA-256 of the file: the loaded face's when there is one, else the file read once and hashed,
    /// without opening the face.
    var sha256: SHA256Digest {
        if let face = face.load() { return face.sha256 }
        return digest.withLock { cached in
            if let cached { return cached }
            guard let bytes = try? FontFileBytes.read(path, font: pinned) else { return loaded.sha256 }
            defer { bytes.deallocate() }
            let value = SHA256.hash(UnsafeRawBufferPointer(bytes))
            cached = value
            return value
        }
    }

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

    /// Checks the file and returns its family and style name.
    private static func checkHeader(path: String, font: PinnedFont) throws(FontError) -> String {
        func fail(_ detail: String) -> FontError { FontError(font: font, path: path, reason: .broken(detail)) }
        // Opened the way every read is (`FileReader`: no blocking on a named pipe, a regular file within
        // the size limit for fonts), and FreeType is handed that descriptor through /proc/self/fd, so what
        // it opens is the file checked here, not whatever the path names a moment later.
        let descriptor: Int32
        let size: Int
        do {
            (descriptor, size) = try FileReader.openRegularFile(path, as: .font)
        } catch {
            throw FontError(font: font, path: path, file: error)
        }
        defer { close(descriptor) }
        guard size > 0 else { throw fail("the file is empty") }
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else { throw fail("FreeType could not start") }
        defer { FT_Done_FreeType(library) }
        var faceHandle: FT_Face?
        // Without /proc (not Linux, or not mounted) FreeType opens the path, checked a moment ago.
        let checked = access("/proc/self/fd", F_OK) == 0 ? "/proc/self/fd/\(descriptor)" : path
        guard FT_New_Face(library, checked, FT_Long(font.faceIndex), &faceHandle) == 0, let face = faceHandle else {
            // Rejected: open it the way FontFace does (from memory), so the message names the same FreeType
            // error code as when fonts were opened up front (Tests/Corpus expects it).
            let bytes = try FontFileBytes.read(path, font: font)
            defer { bytes.deallocate() }
            var memoryFace: FT_Face?
            let status = FT_New_Memory_Face(
                library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(font.faceIndex), &memoryFace)
            if status == 0, let memoryFace { FT_Done_Face(memoryFace) }
            throw fail("FreeType error \(status == 0 ? 2 : status) opening it")
        }
        defer { FT_Done_Face(face) }
        // The checks FontFace makes once the file is loaded, made here so that they fail up front.
        guard FontFace.isUsable(face.pointee, as: font.role) else { throw fail("it has no scalable outlines") }
        guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else { throw fail("it has no Unicode character map") }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? font.fileName
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        return style.isEmpty ? family : family + " " + style
    }
}
