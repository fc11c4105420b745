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
    /// The file as read, to point a problem at the text it is about.
    let bytes: [UInt8]

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
            // Foundation says where its parser stopped in words: "around character 17" (a byte offset), or
            // "Unexpected end of file"; elsewhere the file's start.
            let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            var offset = 0
            if said.hasPrefix("Unexpected end of file") {
                offset = bytes.count
            } else if let range = said.range(of: "around character ") {
                offset = Int(said[range.upperBound...].prefix { $0.isNumber }) ?? 0
            }
            throw InputError(at: location(ofByte: offset, in: bytes, file: path), "the asset catalogue's Contents.json is not valid JSON")
        }
        guard let object = parsed as? [String: Any] else {
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "the asset catalogue's Contents.json is not a JSON object")
        }
        return AssetContents(path: path, object: object, bytes: bytes)
    }

    /// The objects of the array under `key` (`images`, `colors`); entries that are not objects are skipped
    /// as Xcode skips what it does not know. At most `limit` are read.
    func entries(_ key: String, limit: Int = 256) throws(InputError) -> [[String: Any]] {
        guard let value = object[key] else { return [] }
        guard let array = value as? [Any] else { throw problem("'\(key)' is not an array", near: key) }
        guard array.count <= limit else { throw problem("'\(key)' has \(array.count) entries; the limit is \(limit)", near: key) }
        return array.compactMap { $0 as? [String: Any] }
    }

    /// A problem with the file, at the first place its text holds `near` as a JSON string (a key such as
    /// `"red"`, or a value such as a file name), else at its start.
    func problem(_ message: String, near text: String? = nil) -> InputError {
        var offset = 0
        if let text {
            let quoted = Array("\"\(text)\"".utf8)
            if let start = bytes.indices.first(where: { bytes[$0...].starts(with: quoted) }) { offset = start }
        }
        return InputError(at: Self.location(ofByte: offset, in: bytes, file: path), "asset catalogue: \(message)")
    }

    /// The line and column of the byte at `offset` (`SourceLocation(file:byteOffset:in:)`); past the end, just after
    /// the last byte.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        bytes.withUnsafeBufferPointer { SourceLocation(file: file, byteOffset: offset, in: $0) }
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
