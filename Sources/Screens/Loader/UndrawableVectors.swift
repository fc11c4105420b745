import Text

/// The vector files that poppler or librsvg could not draw, remembered for the process by their bytes' SHA-256,
/// format and scale, with the reason (`VectorDecoder.Failure.invalid`). A drawing is made in a child process
/// under a CPU limit (`VectorDecoder.cpuSecondsPerDrawing`, Sources/VectorShim/VectorShim.c), and a file that needs
/// more fails only after it: one image set named by every image view of every scene would otherwise cost the limit
/// per view, scene and scale (a 1 KB PDF of nested forms shown by 15 views of three scenes kept `bezel render` busy for four
/// minutes). A file is asked again only when its bytes change.
enum UndrawableVectors {
    struct Key: Hashable, Sendable {
        var sha256: String
        var format: String
        var scale: Int
    }

    /// At most 1,024 reasons are kept; past it the memo is emptied, so a hostile project of many broken files
    /// costs their drawings again, never unbounded memory.
    static let reasons = BoundedMemo<Key, String>(capacity: 1024)
}
