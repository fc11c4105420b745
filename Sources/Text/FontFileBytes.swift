#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file read whole into memory that the reader owns. FreeType reads the face from
/// these very bytes and the SHA-256 is taken of them, so the recorded hash is of what was drawn.
enum FontFileBytes {
    /// The file's bytes in a fresh allocation the caller must deallocate; never empty.
    static func read(_ path: String, font: PinnedFont) throws(FontError) -> UnsafeMutableRawBufferPointer {
        guard let file = fopen(path, "rb") else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw FontError(font: font, path: path, reason: .missing) }
            throw FontError(font: font, path: path, reason: .unreadable(String(cString: strerror(code))))
        }
        defer { fclose(file) }
        var contents: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { contents.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count { break }
        }
        if ferror(file) != 0 {
            throw FontError(font: font, path: path, reason: .unreadable("read error; is it a folder?"))
        }
        guard !contents.isEmpty else { throw FontError(font: font, path: path, reason: .broken("the file is empty")) }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: contents.count, alignment: 16)
        contents.withUnsafeBytes { bytes.copyMemory(from: $0) }
        return bytes
    }
}
