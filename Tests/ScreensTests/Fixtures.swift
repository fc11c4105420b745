@testable import Diagnostics
import Foundation
@testable import Screens

/// The test fixtures beside this file, and helpers to parse text and read back the diagnostics.
enum Fixtures {
    static let folder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { folder + "/" + name }

    /// The diagnostics `text` produces, as printed lines; empty when it parses.
    static func errors(_ text: String, file: String = "t.yml", limits: InputLimits = .standard) -> [String] {
        do {
            _ = try ScreenLoader.parse(text: text, file: file, limits: limits)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The diagnostics of raw bytes.
    static func errors(bytes: [UInt8], file: String = "t.yml") -> [String] {
        do {
            _ = try ScreenLoader.parse(bytes: bytes, file: file)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A model as JSON with every location removed, so screens read from different files or syntaxes
    /// compare by meaning.
    static func withoutLocations(_ screen: Screen) throws -> NSDictionary {
        let data = try JSONEncoder().encode(screen)
        let object = try JSONSerialization.jsonObject(with: data)
        func strip(_ value: Any) -> Any {
            if let dictionary = value as? [String: Any] {
                var result: [String: Any] = [:]
                for (key, inner) in dictionary where key != "location" && key != "keyLocations" {
                    result[key] = strip(inner)
                }
                return result
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return (strip(object) as? [String: Any] ?? [:]) as NSDictionary
    }
}
