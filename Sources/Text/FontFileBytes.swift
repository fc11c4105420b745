import FileSystem

/// A font file's bytes, mapped whole (`MappedFile`). FreeType reads the face from these very bytes and the
/// SHA-256 is taken of them, so the recorded hash is of what was drawn.
enum FontFileBytes {
    /// The file mapped read-only; never empty. The caller unmaps it. Checked by `FileReader` first (a regular
    /// file of at most `FileKind.font.limit` bytes, so a named pipe or a device is refused, not opened).
    static func read(_ path: String, font: PinnedFont) throws(FontError) -> MappedFile {
        let file: MappedFile
        do {
            file = try MappedFile(path, as: .font)
        } catch {
            throw FontError(font: font, path: path, file: error)
        }
        guard !file.bytes.isEmpty else {
            throw FontError(font: font, path: path, reason: .broken("the file is empty"))
        }
        return file
    }
}
