@testable import Diagnostics
@testable import InterfaceBuilder
@testable import Screens
import Testing

/// Display P3 colours in a document become the sRGB bytes a second implementation computes: Python with
/// CSS Color 4's published matrices (P3 → XYZ → sRGB, full precision) and `math.pow` for the curves.
@Suite struct DisplayP3Tests {
    static let samples: [[Double]] = [
        [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.5, 0.5, 0.5], [0.2, 0.6, 0.4], [0.9, 0.3, 0.1], [0.02, 0.03, 0.5], [1, 1, 1], [0, 0, 0],
    ]

    @Test func conversionAgreesWithCSSColor4() throws {
        let output = try Python.run("""
            import json, sys
            def lin(c): return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
            def enc(c):
                c = max(0.0, min(1.0, c))
                return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
            P3_TO_XYZ = [[608311 / 1250200, 189793 / 714400, 198249 / 1000160],
                         [35783 / 156275, 247089 / 357200, 198249 / 2500400],
                         [0, 32229 / 714400, 5220557 / 5000800]]
            XYZ_TO_SRGB = [[12831 / 3959, -329 / 214, -1974 / 3959],
                           [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
                           [705 / 12673, -2585 / 12673, 705 / 667]]
            def mul(m, v): return [sum(m[i][j] * v[j] for j in range(3)) for i in range(3)]
            out = []
            for rgb in json.load(sys.stdin):
                s = mul(XYZ_TO_SRGB, mul(P3_TO_XYZ, [lin(c) for c in rgb]))
                out.append([round(enc(c) * 255) for c in s])
            print(json.dumps(out))
            """, input: Self.samples)
        let expected = try #require(output as? [[Int]])
        for (sample, bytes) in zip(Self.samples, expected) {
            let colour = IBColor(key: "backgroundColor", colorSpace: "custom", customColorSpace: "displayP3",
                                 red: sample[0], green: sample[1], blue: sample[2], alpha: 1, location: SourceLocation(file: "t", line: 1, column: 1))
            let hex = try #require(ViewKindMapping.hex(colour, resources: IBResources()))
            let value = try #require(UInt32(hex.dropFirst(), radix: 16))
            let got = [Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF)]
            for channel in 0..<3 { #expect(abs(got[channel] - bytes[channel]) <= 1, "\(sample) → \(got), Python \(bytes)") }
        }
    }

    /// An sRGB colour is taken as written.
    @Test func sRGBIsUnchanged() throws {
        let colour = IBColor(key: "backgroundColor", colorSpace: "custom", customColorSpace: "sRGB",
                             red: 0.2, green: 0.6, blue: 0.4, alpha: 1, location: SourceLocation(file: "t", line: 1, column: 1))
        #expect(ViewKindMapping.hex(colour, resources: IBResources()) == "#339966")
    }
}
