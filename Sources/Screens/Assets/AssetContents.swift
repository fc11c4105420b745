import Diagnostics
import FileSystem
import Foundation

/// One `Contents.json` of an asset catalogue read as JSON: the file beneath the catalogue's folder (no link
/// followed, at most `byteLimit` bytes), parsed by Foundation's `JSONSerialization` (whose parser stops at
/// 512 levels of nesting), its top level an object. Every problem names the file: a hostile or broken
/// catalogue stops the run with one message, as a broken document does.
///
/// The format is Apple's (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/):
/// `images` of an image set, `colors` of a colour set, `properties` of a folder.
struct AssetContents {
    /// Largest `Contents.json` read: Xcode writes a few kilobytes even for an image set with every idiom,
    /// scale and appearance.
    static let byteLimit = 256 << 10
    static let kind = FileKind("asset catalogue file", plural: "asset catalogue files", limit: byteLimit)

    let path: String
    let object: [String: Any]

    /// `Contents.json` in the folder `relative` beneath `catalogue`; `nil` when the folder has none
    /// (Xcode writes one everywhere, but a catalogue copied by hand may lack it).
    static func read(_ relative: String, beneath catalogue: String) throws(InputError) -> AssetContents? {
        let file = relative.isEmpty ? "Contents.json" : relative + "/Contents.json"
        let path = catalogue.hasSuffix("/") ? catalogue + file : catalogue + "/" + file
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file, beneath: catalogue, as: kind)
        } catch {
            if case .missing = error.reason { return nil }
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "cannot read the asset catalogue's file: \(error.description)")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "the asset catalogue's Contents.json is not valid JSON")
        }
        guard let object = parsed as? [String: Any] else {
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "the asset catalogue's Contents.json is not a JSON object")
        }
        return AssetContents(path: path, object: object)
    }

    /// The objects of the array under `key` (`images`, `colors`); entries that are not objects are skipped
    /// as Xcode skips what it does not know. At most `limit` are read.
    func entries(_ key: String, limit: Int = 256) throws(InputError) -> [[String: Any]] {
        guard let value = object[key] else { return [] }
        guard let array = value as? [Any] else { throw problem("'\(key)' is not an array") }
        guard array.count <= limit else { throw problem("'\(key)' has \(array.count) entries; the limit is \(limit)") }
        return array.compactMap { $0 as? [String: Any] }
    }

    func problem(_ message: String) -> InputError {
        InputError(at: SourceLocation(file: path, line: 1, column: 1), "asset catalogue: \(message)")
    }

    /// Whether an entry's `appearances` say dark (`{"appearance": "luminosity", "value": "dark"}`), and
    /// whether it is for another trait Bezel does not draw (high contrast), which the caller skips.
    static func appearance(of entry: [String: Any]) -> (dark: Bool, other: Bool) {
        var dark = false, other = false
        for item in entry["appearances"] as? [Any] ?? [] {
            guard let item = item as? [String: Any], let kind = item["appearance"] as? String else { continue }
            let value = item["value"] as? String
            if kind == "luminosity" {
                if value == "dark" { dark = true } else if value != "light" { other = true }
            } else {
                other = true
            }
        }
        return (dark, other)
    }
}
