import Foundation

/// Fresh empty folders for tests, all inside one folder of this test process that is removed when the process
/// exits: a test that keeps a folder for the whole run (a shared recorded baseline) or stops at a failed
/// `#require` before its own clean-up leaves nothing behind in the temporary directory.
public enum ScratchFolder {
    /// A new empty folder whose name starts with `prefix`.
    public static func make(_ prefix: String) throws -> String {
        let path = parent + "/" + prefix + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let parent: String = {
        let path = processFolder()
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ScratchFolder.processFolder()) }
        return path
    }()

    private static func processFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("bezel-tests-\(getpid())").path
    }
}
