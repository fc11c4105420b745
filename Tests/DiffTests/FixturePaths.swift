@testable import PNG

/// The copied pixelmatch 7.2.0 fixtures, found beside this file so tests run from any clone.
enum Fixtures {
    static let folder: String = {
        let file = #filePath
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        return folder + "/Fixtures/pixelmatch"
    }()

    static func path(_ name: String) -> String { folder + "/" + name }

    static func image(_ name: String) throws -> StraightImage {
        try PNGFile.readStraight(path(name))
    }
}
