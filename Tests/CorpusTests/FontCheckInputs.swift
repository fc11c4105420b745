import Foundation
@testable import Text

/// Font folders for the section "## Session 9: font check" of cases.tsv (issue 16): the pinned files are checked
/// from their table directories (`Sources/Text/FontTableDirectory.swift`), and each folder here holds one file
/// that check must not wave through, beside links to the real pinned files (so that only that file is wrong).
enum FontCheckInputs {
    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        let inter = pinnedBytes(PinnedFont.chain[0])
        // The directory whole and sound, the CFF table's header zeroed: the check vouches for the file, FreeType
        // refuses it when text first needs the face.
        if let cff = tableOffset("CFF ", in: inter) {
            var zeroed = inter
            zeroed.replaceSubrange(cff..<cff + 4, with: [0, 0, 0, 0])
            files["fonts-cff-zeroed/Inter-Regular.otf"] = zeroed
        }
        // The first 64 KiB: the directory whole, the CFF table running past the end of the file.
        files["fonts-cut/Inter-Regular.otf"] = Array(inter.prefix(65_536))
        // A collection of one face (Inter, behind a `ttcf` header) where the chain asks for face 1 of Noto Sans CJK.
        files["fonts-ttc-one/NotoSansCJK-Regular.ttc"] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16] + inter
        return files
    }()

    static let specials: [String: GeneratedSpecial] = {
        var specials: [String: GeneratedSpecial] = [:]
        func links(_ folder: String, _ fonts: ArraySlice<PinnedFont>) {
            for font in fonts where files[folder + "/" + font.fileName] == nil {
                specials[folder + "/" + font.fileName] = .link(FontLocator.debian.path(of: font))
            }
        }
        links("fonts-cff-zeroed", PinnedFont.chain[...])
        // The chain stops at the first bad file, so the files after it need not be there.
        links("fonts-ttc-one", PinnedFont.chain.prefix { $0.role != .script(.korean, bold: false) })
        // The emoji font, which has bitmaps and no outlines, where Inter Regular should be.
        specials["fonts-emoji-inter/Inter-Regular.otf"] = .link(FontLocator.debian.path(of: PinnedFont.chain.first { $0.role == .emoji }!))
        return specials
    }()

    private static func pinnedBytes(_ font: PinnedFont) -> [UInt8] {
        FileManager.default.contents(atPath: FontLocator.debian.path(of: font)).map(Array.init) ?? []
    }

    /// Where table `tag` starts, from the font's table directory (OpenType: 12-byte header, 16-byte records).
    private static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 12 else { return nil }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for record in (0..<count).map({ 12 + 16 * $0 }) where record + 16 <= bytes.count && Array(bytes[record..<record + 4]) == Array(tag.utf8) {
            return bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
        }
        return nil
    }
}
