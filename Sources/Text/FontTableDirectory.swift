/// The table directory of one face of an OpenType file, read without FreeType: the up-front check of a pinned
/// font (`FontSlot`) reads only this, its `head`, `hhea` and `cmap` headers and, for colour bitmaps, `CBLC`'s,
/// a few hundred bytes, where FreeType parsing a face took 10.8 M instructions for the 21 pinned files (two
/// thirds of it the Noto Sans CJK collections' CFF, callgrind;
/// Benchmarks/README.md).
///
/// It only says yes to a face that has what `FontFace` checks FreeType's record for, with every table inside
/// the file: a sfnt header (`0x00010000`, `OTTO` or `true`; in a `ttcf` collection, the face at `faceIndex`),
/// the tables FreeType needs to open a face (`head` with a units-per-em FreeType accepts, `maxp`, `hhea`,
/// `hmtx`, `cmap`), outlines (`glyf` and `loca`, or `CFF `) or, for the emoji role, colour bitmap strikes
/// (`CBDT` and `CBLC` with at least one strike), and a Unicode subtable of `cmap` in format 4 or 12 (the formats
/// FreeType takes for Unicode, `FT_Select_Charmap`). Layouts from the OpenType specification:
/// https://learn.microsoft.com/en-us/typography/opentype/spec/otff (header, collections, table records),
/// .../spec/head, .../spec/hhea, .../spec/cmap, .../spec/cblc.
/// Anything else (a face this does not vouch for) is left to FreeType, which then decides as it always did.
struct FontTableDirectory {
    /// Where a table lies in the file.
    struct Table: Equatable {
        let offset: Int
        let length: Int
    }

    /// The face's tables with their tags (the four bytes as a big-endian number), in the file's order: a face has
    /// a dozen to twenty, and the check looks up eight, so a scan beats hashing them into a dictionary.
    let tables: [(tag: UInt32, table: Table)]
    /// The sfnt version of the face: `0x00010000` or `true` for TrueType outlines, `OTTO` for CFF.
    let version: UInt32
    /// Reads `count` bytes at `offset` of the file, nil when the file has fewer.
    private let read: (_ offset: Int, _ count: Int) -> [UInt8]?

    /// The directory of face `faceIndex` of a file of `size` bytes, or nil when the file does not start like an
    /// OpenType font or collection, has no such face, or a table record points outside the file.
    init?(size: Int, faceIndex: Int, read: @escaping (_ offset: Int, _ count: Int) -> [UInt8]?) {
        self.read = read
        guard size >= 12, let first = read(0, 12) else { return nil }
        var start = 0
        if Self.uint32(first, 0) == Self.tag("ttcf") {
            // TTC header: tag, version, numFonts, then numFonts offsets of table directories.
            let count = Int(Self.uint32(first, 8))
            guard faceIndex >= 0, faceIndex < count, 12 + 4 * (faceIndex + 1) <= size,
                let offset = read(12 + 4 * faceIndex, 4)
            else { return nil }
            start = Int(Self.uint32(offset, 0))
        } else {
            guard faceIndex == 0 else { return nil }
        }
        guard start <= size - 12, let header = read(start, 12) else { return nil }
        let version = Self.uint32(header, 0)
        guard version == 0x0001_0000 || version == Self.tag("OTTO") || version == Self.tag("true") else { return nil }
        let count = Int(Self.uint16(header, 4))
        guard count > 0, count * 16 <= size - start - 12, let records = read(start + 12, count * 16) else { return nil }
        var tables: [(tag: UInt32, table: Table)] = []
        tables.reserveCapacity(count)
        for index in 0..<count {
            // Table record: tag, checksum, offset, length (all 32-bit).
            let record = index * 16
            let offset = Int(Self.uint32(records, record + 8))
            let length = Int(Self.uint32(records, record + 12))
            guard offset <= size, length <= size - offset else { return nil }
            tables.append((Self.uint32(records, record), Table(offset: offset, length: length)))
        }
        self.tables = tables
        self.version = version
    }

    /// The table `tag` (four ASCII characters), when the face has it.
    func table(_ tag: String) -> Table? {
        let wanted = Self.tag(tag)
        return tables.first { $0.tag == wanted }?.table
    }

    /// Whether the face has what `FontFace` needs from FreeType's record for `role`: outlines with units per em
    /// (or colour strikes for the emoji role) and a Unicode character map.
    func isUsable(as role: FontRole) -> Bool {
        guard let head = bytes(of: "head", count: 54), let hhea = bytes(of: "hhea", count: 36), let maxp = bytes(of: "maxp", count: 6),
            table("hmtx") != nil
        else { return false }
        // maxp: version 1.0 (TrueType outlines) is 32 bytes long, 0.5 (CFF) 6.
        guard Self.uint32(maxp, 0) != 0x0001_0000 || table("maxp")!.length >= 32 else { return false }
        // head: magicNumber at 12, unitsPerEm at 18 (16 to 16384 in the specification; FreeType refuses 0).
        let unitsPerEm = Self.uint16(head, 18)
        guard Self.uint32(head, 12) == 0x5F0F_3CF5, (16...16384).contains(unitsPerEm) else { return false }
        // hhea: numberOfHMetrics at 34, at least one.
        guard Self.uint16(hhea, 34) > 0 else { return false }
        // FreeType takes an `sbix` face for bitmaps only, whatever outlines it has (`sfnt_load_face`).
        guard table("sbix") == nil else { return false }
        let outlines = (table("glyf") != nil && table("loca") != nil) || table("CFF ") != nil
        guard outlines || (role == .emoji && hasColorStrikes) else { return false }
        return hasUnicodeMap
    }

    /// `hhea`'s ascender, descender and line gap (16-bit signed, at 4, 6 and 8), nil when the table is missing or
    /// short or its ascender and descender are both 0.
    var horizontalHeaderLine: (ascender: Int, descender: Int, lineGap: Int)? {
        guard let hhea = bytes(of: "hhea", count: 10) else { return nil }
        func int16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(Self.uint16(hhea, at)))) }
        let ascender = int16(4), descender = int16(6)
        guard ascender != 0 || descender != 0 else { return nil }
        return (ascender, descender, max(0, int16(8)))
    }

    /// `CBLC` with at least one strike record (each 48 bytes after the 8-byte header) and `CBDT` beside it.
    private var hasColorStrikes: Bool {
        guard table("CBDT") != nil, let cblc = table("CBLC"), let header = bytes(of: "CBLC", count: 8) else { return false }
        // Versions 2.0 and 3.0 are CBLC's (3.0 is what Noto Color Emoji has).
        guard [0x0002_0000, 0x0003_0000].contains(Self.uint32(header, 0)) else { return false }
        let strikes = Int(Self.uint32(header, 4))
        return strikes > 0 && strikes < 0x10000 && 8 + 48 * strikes <= cblc.length
    }

    /// A `cmap` encoding record for Unicode (platform 0, or Windows' BMP and full repertoire encodings 1 and 10)
    /// whose subtable, in format 4 or 12, lies inside the table.
    private var hasUnicodeMap: Bool {
        guard let cmap = table("cmap"), let header = bytes(of: "cmap", count: 4) else { return false }
        let count = Int(Self.uint16(header, 2))
        guard count > 0, 4 + 8 * count <= cmap.length, let records = read(cmap.offset + 4, 8 * count) else { return false }
        for index in 0..<count {
            let record = index * 8
            let platform = Self.uint16(records, record), encoding = Self.uint16(records, record + 2)
            guard (platform == 0 && encoding != 5) || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            let offset = Int(Self.uint32(records, record + 4))
            guard offset <= cmap.length - 8, let subtable = read(cmap.offset + offset, 8) else { continue }
            // Format 4's length is 16-bit at 2, format 12's 32-bit at 4.
            let length: Int
            switch Self.uint16(subtable, 0) {
            case 4: length = Int(Self.uint16(subtable, 2))
            case 12: length = Int(Self.uint32(subtable, 4))
            default: continue
            }
            if length >= 16, length <= cmap.length - offset { return true }
        }
        return false
    }

    /// The first `count` bytes of table `tag`, nil when it is missing or shorter.
    private func bytes(of tag: String, count: Int) -> [UInt8]? {
        guard let table = table(tag), table.length >= count else { return nil }
        return read(table.offset, count)
    }

    static func tag(_ text: String) -> UInt32 { text.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
