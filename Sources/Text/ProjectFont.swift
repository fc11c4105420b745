#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFreeType
import FileSystem

/// One face of a font file from the user's project (a `.ttf`, `.otf` or one face of a `.ttc`), with the
/// names a document can ask for it by: its PostScript name (what Interface Builder writes as
/// `<fontDescription name=…>` and `UIFont(name:size:)` takes), and its family and style.
package struct ProjectFont: Hashable, Sendable, Codable {
    package var path: String
    /// Which face of a collection; 0 for a single font.
    package var faceIndex: Int
    package var postScriptName: String
    package var family: String
    package var style: String

    package init(path: String, faceIndex: Int, postScriptName: String, family: String, style: String) {
        self.path = path
        self.faceIndex = faceIndex
        self.postScriptName = postScriptName
        self.family = family
        self.style = style
    }

    /// The first four bytes of every font file FreeType reads for a project: a TrueType or OpenType font's
    /// sfnt version (0x00010000, `OTTO`, and Apple's `true` and `typ1`), a collection's `ttcf`
    /// (https://learn.microsoft.com/en-us/typography/opentype/spec/otff#table-directory and
    /// #ttc-header), WOFF's `wOFF` and WOFF2's `wOF2` (https://www.w3.org/TR/WOFF/#WOFFHeader,
    /// https://www.w3.org/TR/WOFF2/#woff20Header).
    static func startsAsFont(_ head: [UInt8]) -> Bool {
        let signatures: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("typ1".utf8),
                                     Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8)]
        return signatures.contains(head)
    }

    /// At most this many faces are read from one collection (`.ttc`); Apple's own collections hold a
    /// dozen or two.
    package static let maximumFacesPerFile = 64

    /// The faces of the file at `path`, read with FreeType from its table directory and naming tables (the
    /// file opened through `FileReader`: a regular file within the size limit for fonts, never a named pipe;
    /// not read whole). A file FreeType refuses, or whose faces have no scalable outlines, is the error.
    package static func faces(inFile path: String) throws(ProjectFontError) -> [ProjectFont] {
        let descriptor: Int32
        do {
            (descriptor, _) = try FileReader.openRegularFile(path, as: .font)
        } catch {
            throw ProjectFontError(path: path, file: error)
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 4)
        let headRead = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 4, 0) }
        guard headRead == 4, startsAsFont(head) else {
            throw ProjectFontError(path: path, reason: "it holds no font", holdsNoFont: true)
        }
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else {
            throw ProjectFontError(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        // FreeType is handed the checked descriptor, so what it reads is the file checked (as `FontSlot` does).
        let checked = access("/proc/self/fd", F_OK) == 0 ? "/proc/self/fd/\(descriptor)" : path
        var faces: [ProjectFont] = []
        var count = 1
        var index = 0
        while index < min(count, maximumFacesPerFile) {
            var faceHandle: FT_Face?
            let status = FT_New_Face(library, checked, FT_Long(index), &faceHandle)
            guard status == 0, let face = faceHandle else {
                throw ProjectFontError(path: path, reason: "FreeType error \(status) opening it")
            }
            defer { FT_Done_Face(face) }
            let record = face.pointee
            if index == 0 { count = max(1, Int(record.num_faces)) }
            guard record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, record.units_per_EM > 0 else {
                throw ProjectFontError(path: path, reason: "it has no scalable outlines")
            }
            let family = record.family_name.map { String(cString: $0) } ?? ""
            let style = record.style_name.map { String(cString: $0) } ?? ""
            let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
            faces.append(ProjectFont(path: path, faceIndex: index, postScriptName: postScript, family: family, style: style))
            index += 1
        }
        return faces
    }

    /// Whether this face's PostScript name is `name`, exactly (PostScript names are ASCII and case-sensitive).
    package func matches(postScriptName name: String) -> Bool {
        !postScriptName.isEmpty && postScriptName == name
    }

    /// Whether this face is family `family` in the style the PostScript-like `name` states after its
    /// family (`Gilroy-Bold` → `Bold`; no style stated: `Regular`). Letters are compared without case, spaces,
    /// hyphens and underscores, as font names are written both ways (`Gilroy-ExtraBold`; family `Gilroy`,
    /// style `Extra Bold`).
    package func matches(family: String, name: String) -> Bool {
        let wanted = Self.folded(family)
        guard !wanted.isEmpty, Self.folded(self.family) == wanted else { return false }
        var rest = Self.folded(name)
        if rest.hasPrefix(wanted) { rest.removeFirst(wanted.count) }
        let ownStyle = Self.folded(style)
        return rest == ownStyle || (rest.isEmpty && (ownStyle == "regular" || ownStyle.isEmpty))
    }

    private static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
