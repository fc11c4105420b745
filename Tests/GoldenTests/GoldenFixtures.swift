@testable import Goldens
@testable import Output
@testable import Project
import Foundation
import TestSupport
@testable import PNG
@testable import Raster

/// Small images, layout documents and folders for the golden stage's tests.
enum GoldenFixtures {
    /// A fresh empty folder, removed when the test process exits.
    static func scratch() throws -> String {
        try ScratchFolder.make("golden")
    }

    /// A `width` × `height` opaque grey image with the pixels in `changed` painted red.
    static func image(width: Int = 8, height: Int = 6, changed: [(Int, Int)] = []) -> StraightImage {
        var image = StraightImage(width: width, height: height)!
        for y in 0..<height { for x in 0..<width { image[x, y] = RGBA(r: 200, g: 200, b: 200) } }
        for (x, y) in changed { image[x, y] = RGBA(r: 255, g: 0, b: 0) }
        return image
    }

    static func png(_ image: StraightImage) throws -> [UInt8] { try PNGEncoder.encode(image) }

    /// A `bezel layout --json` document with one screen-level safe area and the given views
    /// (id, kind, x, y, width, height).
    static func layout(safeTop: Double = 47, views: [(String, String, Double, Double, Double, Double)]) -> [UInt8] {
        var text = """
            {
              "screen": "chat",
              "device": "iphone-15",
              "orientation": "portrait",
              "window": "full",
              "ios": 17,
              "size": {"width": 393, "height": 852},
              "safeArea": {"top": \(safeTop), "left": 0, "bottom": 34, "right": 0},
              "views": [
            """
        text += views.map { view in
            "\n    {\"id\": \"\(view.0)\", \"kind\": \"\(view.1)\", \"frame\": {\"x\": \(view.2), \"y\": \(view.3), \"width\": \(view.4), \"height\": \(view.5)}, "
                + "\"safeArea\": {\"top\": 0, \"left\": 0, \"bottom\": 0, \"right\": 0}}"
        }.joined(separator: ",")
        text += "\n  ]\n}\n"
        return Array(text.utf8)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// A stage over fresh goldens and output folders.
    static func stage(record: GoldenRecordMode, onCI: Bool = false, thresholds: GoldenThresholds = GoldenThresholds()) throws -> GoldenStage {
        let root = try scratch()
        return try GoldenStage(settings: GoldenSettings(directory: root + "/goldens", record: record, onCI: onCI, thresholds: thresholds),
                           output: OutputFolder(root + "/out"))
    }
}
