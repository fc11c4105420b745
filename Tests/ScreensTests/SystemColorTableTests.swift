@testable import Devices
import Foundation
@testable import Screens
import Testing

/// UIKit's system colour table (`SystemColor`) against `Fixtures/system-colors.tsv`, a separate
/// transcription of the sources it cites (ColorCompatibility's runtime fractions, Flutter's
/// CupertinoColors bytes, the HIG's table), written row by row from those pages, not from the Swift.
struct SystemColorTableTests {
    struct Row {
        var name: String
        var light: UInt32
        var dark: UInt32
        var darkElevated: UInt32?
    }

    /// `R,G,B,A` with A a fraction (`0.29`) or a byte (`b73`), as 0xRRGGBBAA.
    static func rgba(_ text: Substring) throws -> UInt32 {
        let parts = text.split(separator: ",")
        try #require(parts.count == 4, "\(text)")
        var value: UInt32 = 0
        for part in parts.prefix(3) {
            let byte = try #require(UInt32(part))
            try #require(byte <= 255)
            value = value << 8 | byte
        }
        let alpha: UInt32
        if parts[3].hasPrefix("b") {
            alpha = try #require(UInt32(parts[3].dropFirst()))
        } else {
            // As Bezel reads every fraction (IBColor's components): × 255, rounded half away from zero.
            let fraction = try #require(Double(parts[3]))
            alpha = UInt32((fraction * 255).rounded())
        }
        try #require(alpha <= 255)
        return value << 8 | alpha
    }

    static func rows() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/system-colors.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let fields = line.split(separator: "\t")
            try #require(fields.count == 6, "\(line)")
            return Row(
                name: String(fields[0]), light: try rgba(fields[1]), dark: try rgba(fields[2]),
                darkElevated: fields[3] == "-" ? nil : try rgba(fields[3]))
        }
    }

    @Test func everyColourEqualsItsSourcedValues() throws {
        let rows = try Self.rows()
        #expect(rows.map(\.name).sorted() == SystemColor.allCases.map(\.rawValue).sorted(), "one fixture row per colour, no more")
        for row in rows {
            let colour = try #require(SystemColor(rawValue: row.name))
            #expect(colour.rgba(.light) == row.light, "\(row.name) light")
            #expect(colour.rgba(.dark) == row.dark, "\(row.name) dark")
            #expect(colour.rgba(.dark, elevated: true) == (row.darkElevated ?? row.dark), "\(row.name) dark elevated")
            #expect(colour.rgba(.light, elevated: true) == row.light, "\(row.name): light has no elevated variant")
        }
    }

    /// The published anchor values the issue names, spelled out: a fixture typo in both places at once
    /// would still be caught here.
    @Test func systemBlueIsTheHIGsValue() {
        #expect(SystemColor.systemBlue.rgba(.light) == 0x007AFF_FF)
        #expect(SystemColor.systemBlue.rgba(.dark) == 0x0A84FF_FF)
    }

    @Test func interfaceBuilderNamesEndInColor() {
        #expect(SystemColor(interfaceBuilderName: "systemBackgroundColor") == .systemBackground)
        #expect(SystemColor(interfaceBuilderName: "secondaryLabelColor") == .secondaryLabel)
        #expect(SystemColor(interfaceBuilderName: "systemBackground") == nil)
        #expect(SystemColor(interfaceBuilderName: "darkTextColor") == nil)
    }
}
