import Diagnostics

/// Reads storyboards and XIBs (Xcode 5 to Xcode 26 `<document>` format, and the archive format of Xcode 3 and 4
/// through `IBArchiveDecoder`) into `IBDocument` values.
///
/// Every problem is an `InputError` whose diagnostics point at `file:line:column` (1-based, columns in
/// characters): not XML (libxml2's message), not an Interface Builder document, a required attribute
/// missing, a number or YES/NO that does not parse, a duplicate id, a constraint naming an id that
/// the document does not have (with "did you mean"). Hostile input is bounded by `InputLimits`.
package enum InterfaceBuilderReader {
    package static func read(path: String, data: [UInt8]) throws(InputError) -> IBDocument {
        try read(path: path, data: data, limits: .standard)
    }

    package static func read(path: String, data: [UInt8], limits: InputLimits) throws(InputError) -> IBDocument {
        var root = try XMLTreeReader.parse(data, file: path, limits: limits)
        if root.name == "archive" {
            // Xcode 3 and 4's format: read into the `<document>` elements Xcode 5 converts it to.
            var archive = IBArchiveDecoder(file: path, limits: limits)
            let converted = archive.document(root)
            if !archive.diagnostics.isEmpty { throw InputError(archive.diagnostics) }
            guard let converted else { throw InputError(at: root.location, "not an Interface Builder document") }
            root = converted
        }
        var decoder = IBDecoder(file: path, bytes: data, limits: limits)
        let document = decoder.document(root)
        if !decoder.diagnostics.isEmpty { throw InputError(decoder.diagnostics) }
        guard let document else {
            throw InputError(at: root.location, "not an Interface Builder document")
        }
        return document
    }
}
