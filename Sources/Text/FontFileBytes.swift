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
        // Sized from fstat (one byte more, so a single read also sees the end) and read once into the
        // buffer FreeType keeps. Droid Sans Fallback is 4 MB: growing an array chunk by chunk and copying
        // it over cost more than the reading.
        var status = stat()
        let expected = fstat(fileno(file), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        var capacity = max(expected + 1, 1 << 16)
        var bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        var count = 0
        while true {
            count += fread(bytes.baseAddress! + count, 1, capacity - count, file)
            if count < capacity { break }
            // The file grew since fstat (or is not a regular file): double and go on reading.
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity * 2, alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(bytes))
            bytes.deallocate()
            bytes = larger
            capacity *= 2
        }
        if ferror(file) != 0 {
            bytes.deallocate()
            throw FontError(font: font, path: path, reason: .unreadable("read error; is it a folder?"))
        }
        guard count > 0 else {
            bytes.deallocate()
            throw FontError(font: font, path: path, reason: .broken("the file is empty"))
        }
        // The same allocation, viewed as exactly the file's bytes (FreeType's size, the hash's range;
        // deallocating it frees the whole allocation).
        return UnsafeMutableRawBufferPointer(start: bytes.baseAddress, count: count)
    }
}
