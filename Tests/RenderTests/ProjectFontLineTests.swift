import Foundation
import Geometry
@testable import Layout
import Screens
import Testing
import TestSupport
import Text

/// A project's font whose `OS/2` table sets USE_TYPO_METRICS (fsSelection bit 7) with typographic values that differ
/// from `hhea`'s: a label in it is as tall as `hhea`'s ascender minus descender, as Apple's text system reads the face,
/// not as OS/2's typographic ascender minus descender that FreeType reports for such a face. The face is Debian's
/// Lato Bold (`fonts-lato`, SIL Open Font License): `hhea` 1974 / −426 / gap 0, OS/2 typographic 1610 / −390 / gap 400,
/// 2000 units per em; copied into a scratch project at test time under another file name.
@Suite(.serialized) struct ProjectFontLineTests {
    static let face = "/usr/share/fonts/truetype/lato/Lato-Bold.ttf"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: face)))
    func aProjectFaceThatAsksForTypographicMetricsIsLaidOutByItsHorizontalHeader() throws {
        // The file is as described: the bit set, and the two lines apart.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.face)))
        let os2 = try #require(Self.tableOffset("OS/2", in: bytes))
        let fsSelection = Int(bytes[os2 + 62]) << 8 | Int(bytes[os2 + 63])
        #expect(fsSelection & 0x80 != 0)
        func int16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(Int(bytes[at]) << 8 | Int(bytes[at + 1])))) }
        let typographic = int16(os2 + 68) - int16(os2 + 70)
        let hhea = try ProjectFontTests.table(Self.face)
        let horizontal = hhea.ascender - hhea.descender
        #expect(typographic != horizontal)

        let project = try AssetProject("project-font-line")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let fonts = project.root.appendingPathComponent("Resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.face, toPath: fonts.appendingPathComponent("Brand.ttf").path)
        try project.write("Main.xib", ProjectFontTests.document(name: "Lato-Bold", family: "Lato"))
        let (screen, frame, profile) = try ProjectFontTests.labelFrame(project)
        // The project's file, not a substitute.
        #expect(!screen.substitutes.contains { $0.name == "Lato-Bold" }, "\(screen.substitutes)")
        let line = Double(horizontal) * ProjectFontTests.pointSize / Double(hhea.unitsPerEm)
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(line, scale: profile.scale)) < 1e-9, "laid out \(frame.height), hhea \(line)")
    }

    /// The offset of table `tag` in a single-face OpenType file.
    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            guard String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag else { continue }
            return (record + 8..<record + 12).reduce(0) { $0 << 8 | Int(bytes[$1]) }
        }
        return nil
    }
}
