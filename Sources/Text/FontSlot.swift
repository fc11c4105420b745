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
/// fallback, and most screens use two or three of Inter's four weights (a process paid about
/// 14 ms at start to open all five, Benchmarks/results.md before it).
///
/// The file is checked when the chain is made — it exists, is a regular file within the size limit, is not
/// empty, and its table directory says it has what `FontFace` needs (`FontTableDirectory`, a few hundred bytes
/// read) — so a missing, empty, truncated or non-font file is still a `FontError` up front. A file the directory
/// does not vouch for is opened by FreeType for its verdict
/// and message. Reading it whole and building its maps waits for first use; a file whose directory was sound
/// but whose tables FreeType then rejects ends the process there with that `FontError` (`stop(_:)`).
final class FontSlot: Sendable {
    let pinned: PinnedFont
    let path: String
    /// The opened face, as the bits of a retained reference (0 until opened), read without locking: every
    /// cluster set asks for its face (`Typesetter.role(for:)`), 1,400 times in the device-framed single image, and
    /// `AtomicLazyReference.load()` ran unspecialised there, about 640 instructions a call for its generic
    /// metadata (callgrind), where an `Atomic<UInt>` load is one. `loading` makes sure a face
    /// is opened once even when two threads ask for it at the same moment; the slot owns the reference.
    private let face = Atomic<UInt>(0)
    private let loading = Mutex(())
    /// The file's hash when metadata asked for it before anything drew with the face.
    private let digest = Mutex<SHA256Digest?>(nil)
    /// Family and style as FreeType names them, once read: by the check when FreeType made it, else when
    /// metadata first asks for the name of a face nothing drew with.
    private let freeTypeName: Mutex<String?>

    /// Checks the file at `path` without loading it whole.
    init(_ pinned: PinnedFont, path: String) throws(FontError) {
        self.pinned = pinned
        self.path = path
        self.freeTypeName = Mutex(try Self.check(path: path, font: pinned))
    }

    deinit {
        if let opened { Unmanaged.passUnretained(opened).release() }
    }

    var isLoaded: Bool { opened != nil }

    /// The face when it has been opened.
    @inline(__always)
    private var opened: FontFace? {
        guard let pointer = UnsafeRawPointer(bitPattern: face.load(ordering: .acquiring)) else { return nil }
        return Unmanaged<FontFace>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Family and style from the font, e.g. "Inter Regular", as FreeType names them (`FontFace.name`): the
    /// loaded face's, else FreeType's record read for this (the file opened, not read whole).
    var name: String {
        if let face = opened { return face.name }
        return freeTypeName.withLock { cached in
            if let cached { return cached }
            switch Result(catching: { () throws(FontError) in try Self.freeTypeCheck(path: path, font: pinned) }) {
            case .success(let name):
                cached = name
                return name
            case .failure(let error): Self.stop(error)
            }
        }
    }

    /// The SHA-256 of the file: the loaded face's when there is one, else the file read once and hashed,
    /// without opening the face.
    var sha256: SHA256Digest {
        if let face = opened { return face.sha256 }
        return digest.withLock { cached in
            if let cached { return cached }
            guard let file = try? FontFileBytes.read(path, font: pinned) else { return loaded.sha256 }
            defer { file.unmap() }
            let value = SHA256.hash(file.bytes)
            cached = value
            return value
        }
    }

    /// The face, opened now if nobody has yet.
    var loaded: FontFace {
        if let face = opened { return face }
        return loading.withLock { _ in
            if let face = opened { return face }
            switch Result(catching: { () throws(FontError) in try FontFace(pinned, path: path) }) {
            case .success(let made):
                face.store(UInt(bitPattern: Unmanaged.passRetained(made).toOpaque()), ordering: .releasing)
                return made
            case .failure(let error): Self.stop(error)
            }
        }
    }

    /// Ends the process with `error`, as the command line ends it for a font refused up front (`error: ` and the
    /// message on standard error, exit status 2). Reached when a file passed the check but FreeType rejects it
    /// at first use (its table directory is sound, a table it points at is not), or the file changed since: the
    /// text cannot be drawn, and the faces are asked for deep inside measuring and drawing, which cannot fail.
    /// Output files are written to a temporary name and renamed (`FileIO.writeAtomically`), so no half-written
    /// file is left under its own name, as when a run is killed. One thread prints; any other one failing at the
    /// same moment waits here until the process is gone.
    private static func stop(_ error: FontError) -> Never {
        stopping.withLock { _ in
            var message = "error: \(error)\n"
            _ = message.withUTF8 { DescriptorWriter.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
            exit(2)
        }
    }

    private static let stopping = Mutex(())

    /// Checks the file: nil when its table directory vouches for it (its name is read when asked for), else
    /// FreeType's verdict and the name it read.
    private static func check(path: String, font: PinnedFont) throws(FontError) -> String? {
        let (descriptor, size) = try open(path, font: font)
        defer { close(descriptor) }
        let directory = FontTableDirectory(size: size, faceIndex: font.faceIndex) { offset, count in
            read(descriptor, offset: offset, count: count)
        }
        if let directory, directory.isUsable(as: font.role) { return nil }
        return try freeTypeCheck(descriptor, path: path, font: font)
    }

    /// Opens the file the way every read does (`FileReader`: no blocking on a named pipe, a regular file within
    /// the size limit for fonts), so a missing, unreadable or oversized file is named as it always was; an empty
    /// one is refused here. The caller closes the descriptor.
    private static func open(_ path: String, font: PinnedFont) throws(FontError) -> (descriptor: Int32, size: Int) {
        let descriptor: Int32
        let size: Int
        do {
            (descriptor, size) = try FileReader.openRegularFile(path, as: .font)
        } catch {
            throw FontError(font: font, path: path, file: error)
        }
        guard size > 0 else {
            close(descriptor)
            throw FontError(font: font, path: path, reason: .broken("the file is empty"))
        }
        return (descriptor, size)
    }

    /// `count` bytes at `offset` of the open file, nil when it has fewer or the read fails.
    private static func read(_ descriptor: Int32, offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    /// FreeType's name for the file at `path`, checked as `FontFace` will check it.
    private static func freeTypeCheck(path: String, font: PinnedFont) throws(FontError) -> String {
        let (descriptor, _) = try open(path, font: font)
        defer { close(descriptor) }
        return try freeTypeCheck(descriptor, path: path, font: font)
    }

    /// Opens the file with FreeType from disk (its table directory and headers, not the whole file), checks what
    /// `FontFace` checks, and returns the family and style name. FreeType is handed the checked descriptor
    /// through /proc/self/fd, so what it opens is the file checked, not whatever the path names a moment later.
    private static func freeTypeCheck(_ descriptor: Int32, path: String, font: PinnedFont) throws(FontError) -> String {
        func fail(_ detail: String) -> FontError { FontError(font: font, path: path, reason: .broken(detail)) }
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else { throw fail("FreeType could not start") }
        defer { FT_Done_FreeType(library) }
        var faceHandle: FT_Face?
        // Without /proc (not Linux, or not mounted) FreeType opens the path, checked a moment ago.
        let checked = access("/proc/self/fd", F_OK) == 0 ? "/proc/self/fd/\(descriptor)" : path
        guard FT_New_Face(library, checked, FT_Long(font.faceIndex), &faceHandle) == 0, let face = faceHandle else {
            // Rejected: open it the way FontFace does (from memory), so the message names the same FreeType
            // error code as when fonts were opened up front (Tests/Corpus expects it).
            let file = try FontFileBytes.read(path, font: font)
            defer { file.unmap() }
            let bytes = file.bytes
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
