import Glibc

/// A regular file mapped read-only into memory: pages are read from the page cache when first touched,
/// and never copied or zero-filled. For files a library keeps whole but reads a little of, such as a
/// font collection of which a screen uses a few hundred glyphs (Noto CJK is 20 MB).
///
/// FreeType and HarfBuzz map font files themselves when given a path (FreeType's `FT_Stream_Open` in
/// `builds/unix/ftsystem.c`, https://gitlab.freedesktop.org/freetype/freetype/-/blob/master/builds/unix/ftsystem.c;
/// HarfBuzz's `hb_blob_create_from_file`, https://harfbuzz.github.io/harfbuzz-hb-blob.html): this is the same
/// mapping, made after `FileReader`'s checks so that a named pipe, a device or an oversized file is refused
/// as every read refuses it.
package struct MappedFile: @unchecked Sendable {
    /// The file's bytes; valid until `unmap()`.
    package let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path` (a path the user gave), checked as `FileReader.openRegularFile` checks it.
    /// An empty file maps to an empty buffer.
    package init(_ path: String, as kind: FileKind) throws(FileError) {
        let (descriptor, size) = try FileReader.openRegularFile(path, as: kind)
        defer { close(descriptor) }
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
            throw FileError(path: path, kind: kind, reason: FileReader.reason(errno))
        }
        bytes = UnsafeRawBufferPointer(start: start, count: size)
    }

    /// Gives the pages back; `bytes` must not be used afterwards.
    package func unmap() {
        guard let start = bytes.baseAddress else { return }
        munmap(UnsafeMutableRawPointer(mutating: start), bytes.count)
    }
}
