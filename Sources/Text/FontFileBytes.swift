import FileSystem

/// A font file read whole into memory that the reader owns. FreeType reads the face from
/// these very bytes and the SHA-256 is taken of them, so the recorded hash is of what was drawn.
enum FontFileBytes {
    /// The file's bytes in a fresh allocation the caller must deallocate; never empty. Read by
    /// `FileReader` (a regular file of at most `FileKind.font.limit` bytes, so a named pipe or an endless
    /// file cannot hang or exhaust the process) straight into memory FreeType can keep.
    static func read(_ path: String, font: PinnedFont) throws(FontError) -> UnsafeMutableRawBufferPointer {
        let bytes: UnsafeMutableRawBufferPointer
        do {
            bytes = try FileReader.readAllocated(path, as: .font)
        } catch {
            throw FontError(font: font, path: path, file: error)
        }
        guard !bytes.isEmpty else {
            bytes.deallocate()
            throw FontError(font: font, path: path, reason: .broken("the file is empty"))
        }
        return bytes
    }
}
