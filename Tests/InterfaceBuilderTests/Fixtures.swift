@testable import Diagnostics
import Foundation
@testable import InterfaceBuilder

/// The hand-written documents beside this file (Tests/InterfaceBuilderTests/Fixtures).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    static func bytes(_ name: String) -> [UInt8] {
        Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data())
    }

    static func read(_ name: String) throws -> IBDocument {
        try InterfaceBuilderReader.read(path: name, data: bytes(name))
    }

    /// Reads `text` as a document named `t.storyboard` and returns its diagnostics, or [] if it read.
    static func diagnostics(_ text: String, limits: InputLimits = .standard) -> [String] {
        diagnostics(Array(text.utf8), limits: limits)
    }

    static func diagnostics(_ bytes: [UInt8], limits: InputLimits = .standard) -> [String] {
        do {
            _ = try InterfaceBuilderReader.read(path: "t.storyboard", data: bytes, limits: limits)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
