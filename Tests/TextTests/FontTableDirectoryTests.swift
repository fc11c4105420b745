import CFreeType
import Foundation
import Testing
@testable import Text

/// The up-front check of a pinned font reads its table directory instead of handing the file to FreeType (issue
/// 16, session 9). What it vouches for must be what FreeType opens and `FontFace` accepts: every pinned face. A
/// file cut short, pointing outside itself or lacking what `FontFace` checks for is not vouched for, and is left
/// to FreeType; FreeType, the independent judge here, refuses most of the damaged files below, and the few it
/// opens are recorded as such (the check is stricter than FreeType, never looser, on these).
@Suite struct FontTableDirectoryTests {
    @Test(arguments: PinnedFont.chain)
    func everyPinnedFaceIsVouchedFor(_ pinned: PinnedFont) throws {
        let bytes = try Self.pinnedBytes(pinned)
        let directory = try #require(Self.directory(bytes, faceIndex: pinned.faceIndex), "\(pinned.fileName)")
        #expect(directory.isUsable(as: pinned.role), "\(pinned.fileName)")
        #expect(Self.freeTypeAccepts(bytes, faceIndex: pinned.faceIndex, role: pinned.role) == nil, "\(pinned.fileName)")
        // The specification's layouts, as the files are known to be built: Inter, Inter Display and the CJK collection
        // are CFF (`OTTO`), the Noto script faces and Droid Sans Fallback TrueType outlines, the emoji font CBDT bitmaps.
        let cff = pinned.fileName.hasPrefix("Inter") || pinned.fileName.hasSuffix(".ttc")
        #expect(directory.version == (cff ? FontTableDirectory.tag("OTTO") : 0x0001_0000), "\(pinned.fileName)")
        #expect((directory.table("CFF ") != nil) == cff)
        #expect((directory.table("CBLC") != nil) == (pinned.role == .emoji))
    }

    /// Every face is looked up in its own collection: the CJK files hold as many faces as FreeType counts (JP, KR,
    /// SC, TC, HK, and the same in Mono), and none after them.
    @Test func aCollectionHasItsFacesAndNoMore() throws {
        let pinned = PinnedFont.chain[FontChain.index(of: .script(.korean, bold: false))]
        let bytes = try Self.pinnedBytes(pinned)
        let faces = try #require(Self.freeTypeFaceCount(bytes))
        #expect(faces > pinned.faceIndex)
        for index in 0..<faces { #expect(Self.directory(bytes, faceIndex: index)?.isUsable(as: pinned.role) == true, "face \(index)") }
        #expect(Self.directory(bytes, faceIndex: faces) == nil)
        #expect(Self.freeTypeAccepts(bytes, faceIndex: faces, role: pinned.role) != nil)
        // A single font has face 0 only.
        let inter = try Self.pinnedBytes(PinnedFont.chain[0])
        #expect(Self.directory(inter, faceIndex: 1) == nil)
        #expect(Self.freeTypeAccepts(inter, faceIndex: 1, role: PinnedFont.chain[0].role) != nil)
    }

    /// Inter Regular cut inside its header, inside its directory, or with the directory whole and a table past the
    /// end. The check leaves each to FreeType, which refuses every cut before the end of the CFF table (FreeType drops
    /// a table that lies outside the file, and needs that one). Cut inside `hmtx`, the last table, FreeType clips the
    /// table and opens the file, as it did before the check existed.
    @Test func aFileCutShortIsNotVouchedFor() throws {
        let pinned = PinnedFont.chain[0]
        let bytes = try Self.pinnedBytes(pinned)
        let directory = try #require(Self.directory(bytes, faceIndex: 0))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let directoryEnd = 12 + 16 * tables
        let cff = try #require(directory.table("CFF ")), hmtx = try #require(directory.table("hmtx"))
        #expect(hmtx.offset + hmtx.length == directory.tables.map { $0.table.offset + $0.table.length }.max())
        let cuts = [0, 1, 4, 11, 12, 13, 27, 28, directoryEnd - 1, directoryEnd, directoryEnd + 1, 4096, cff.offset + cff.length - 1]
        for cut in cuts {
            let prefix = Array(bytes.prefix(cut))
            #expect(Self.vouches(prefix, pinned) == false, "cut at \(cut)")
            #expect(Self.freeTypeAccepts(prefix, faceIndex: 0, role: pinned.role) != nil, "cut at \(cut)")
        }
        let inHmtx = Array(bytes.prefix(hmtx.offset + hmtx.length - 1))
        #expect(Self.vouches(inHmtx, pinned) == false)
        #expect(Self.freeTypeAccepts(inHmtx, faceIndex: 0, role: pinned.role) == nil)
    }

    /// One field of Inter Regular's header or tables changed at a time.
    @Test func aDamagedDirectoryIsNotVouchedFor() throws {
        let pinned = PinnedFont.chain[0]
        let bytes = try Self.pinnedBytes(pinned)
        let directory = try #require(Self.directory(bytes, faceIndex: 0))
        func record(_ tag: String) -> Int {
            let tables = Int(bytes[4]) << 8 | Int(bytes[5])
            return (0..<tables).map { 12 + 16 * $0 }.first { Array(bytes[$0..<$0 + 4]) == Array(tag.utf8) }!
        }
        func changed(_ at: Int, _ values: [UInt8]) -> [UInt8] {
            var copy = bytes
            copy.replaceSubrange(at..<at + values.count, with: values)
            return copy
        }
        let head = try #require(directory.table("head")), cmap = try #require(directory.table("cmap"))
        // Every encoding record of `cmap` made Macintosh Roman (platform 1, encoding 0).
        var macRomanOnly = bytes
        for index in 0..<(Int(bytes[cmap.offset + 2]) << 8 | Int(bytes[cmap.offset + 3])) {
            macRomanOnly.replaceSubrange(cmap.offset + 4 + 8 * index..<cmap.offset + 8 + 8 * index, with: [0, 1, 0, 0])
        }
        let damaged: [(String, [UInt8], refusedByFreeType: Bool)] = [
            ("a WOFF signature", changed(0, Array("wOFF".utf8)), true),
            ("no tables", changed(4, [0, 0]), true),
            ("65,535 tables", changed(4, [0xFF, 0xFF]), true),
            ("the CFF table's length past the end", changed(record("CFF ") + 12, [0x7F, 0xFF, 0xFF, 0xFF]), true),
            ("the CFF table's offset past the end", changed(record("CFF ") + 8, [0x7F, 0xFF, 0xFF, 0xFF]), true),
            // FreeType's CFF driver takes units per em from the CFF font matrix and opens a face without `head`.
            ("no head table", changed(record("head"), Array("hexd".utf8)), false),
            ("units per em 0", changed(head.offset + 18, [0, 0]), true),
            ("no hhea table", changed(record("hhea"), Array("hhex".utf8)), true),
            ("no outlines", changed(record("CFF "), Array("CFFX".utf8)), true),
            // Without a Unicode subtable FreeType makes a map from the CFF glyph names, so it opens this one:
            // the check leaves it to FreeType, which then decides as it did before.
            ("no Unicode subtable", macRomanOnly, false),
        ]
        for (what, bytes, refused) in damaged {
            #expect(Self.vouches(bytes, pinned) == false, "\(what)")
            #expect((Self.freeTypeAccepts(bytes, faceIndex: 0, role: pinned.role) != nil) == refused, "\(what)")
        }
    }

    /// The emoji font has bitmaps and no outlines: vouched for as the emoji face only, as `FontFace` accepts it,
    /// and not without a strike.
    @Test func colorBitmapsServeTheEmojiRoleOnly() throws {
        let emoji = PinnedFont.chain[FontChain.index(of: .emoji)]
        let bytes = try Self.pinnedBytes(emoji)
        let directory = try #require(Self.directory(bytes, faceIndex: 0))
        #expect(directory.isUsable(as: .emoji))
        #expect(!directory.isUsable(as: .primary(.regular)))
        #expect(Self.freeTypeAccepts(bytes, faceIndex: 0, role: .primary(.regular)) == "it has no scalable outlines")
        let cblc = try #require(directory.table("CBLC"))
        var noStrikes = bytes
        noStrikes.replaceSubrange(cblc.offset + 4..<cblc.offset + 8, with: [0, 0, 0, 0])
        #expect(Self.directory(noStrikes, faceIndex: 0)?.isUsable(as: .emoji) == false)
        #expect(Self.freeTypeAccepts(noStrikes, faceIndex: 0, role: .emoji) != nil)
    }

    // MARK: - Helpers

    static func pinnedBytes(_ pinned: PinnedFont) throws -> [UInt8] {
        let path = FontLocator.debian.path(of: pinned)
        return try #require(FileManager.default.contents(atPath: path).map(Array.init), "\(path)")
    }

    static func directory(_ bytes: [UInt8], faceIndex: Int) -> FontTableDirectory? {
        FontTableDirectory(size: bytes.count, faceIndex: faceIndex) { offset, count in
            offset >= 0 && count >= 0 && offset <= bytes.count - count ? Array(bytes[offset..<offset + count]) : nil
        }
    }

    static func vouches(_ bytes: [UInt8], _ pinned: PinnedFont) -> Bool {
        directory(bytes, faceIndex: pinned.faceIndex)?.isUsable(as: pinned.role) ?? false
    }

    /// How many faces FreeType finds in the file (`num_faces` of face 0).
    static func freeTypeFaceCount(_ bytes: [UInt8]) -> Int? {
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else { return nil }
        defer { FT_Done_FreeType(library) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var faceHandle: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &faceHandle) == 0, let face = faceHandle else {
                return nil
            }
            defer { FT_Done_Face(face) }
            return Int(face.pointee.num_faces)
        }
    }

    /// nil when FreeType opens the bytes and `FontFace` would accept the face, else why not.
    static func freeTypeAccepts(_ bytes: [UInt8], faceIndex: Int, role: FontRole) -> String? {
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else { return "FreeType could not start" }
        defer { FT_Done_FreeType(library) }
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            var faceHandle: FT_Face?
            let status = FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), FT_Long(faceIndex), &faceHandle)
            guard status == 0, let face = faceHandle else { return "FreeType error \(status)" }
            defer { FT_Done_Face(face) }
            guard FontFace.isUsable(face.pointee, as: role) else { return "it has no scalable outlines" }
            guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else { return "it has no Unicode character map" }
            return nil
        }
    }
}
