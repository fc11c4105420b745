import Foundation
import TestSupport

/// Random strings made to break escaping (issue 18): pieces drawn from the Unicode classes that make
/// a `Character` hide a scalar (Prepend marks before a special, Extend marks and ZWJ after one, CR+LF),
/// the scalars an output language cannot carry or a terminal obeys (C0 and C1 controls, DEL,
/// noncharacters, bidirectional controls), the language's own specials, and ordinary text.
struct HostileStrings {
    /// How many strings a property test runs: `BEZEL_ESCAPING_STRINGS` (`.ci/fuzz` sets 1,000,000),
    /// 100,000 by default.
    static var count: Int {
        let text = ProcessInfo.processInfo.environment["BEZEL_ESCAPING_STRINGS"] ?? ""
        return Int(text).map { max(1, $0) } ?? 100_000
    }

    /// Prepend (https://www.unicode.org/reports/tr29/#Prepend; GraphemeBreakProperty.txt).
    static let prepend: [UInt32] = [0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891,
                                    0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2, 0x111C3]
    /// Extend: combining marks, a variation selector, an enclosing keycap.
    static let extend: [UInt32] = [0x0300, 0x0301, 0x0327, 0x036F, 0x0483, 0x20D0, 0x20E3, 0xFE0F, 0x1F3FB]
    static let controls: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
    static let noncharacters: [UInt32] = Array(0xFDD0...0xFDEF) + (0...16).flatMap { [UInt32($0) << 16 | 0xFFFE, UInt32($0) << 16 | 0xFFFF] }
    static let bidi: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
    static let ordinary = ["a", "Hello", " ", "é", "e", "日本語", "👩‍💻", "🇫🇷", "x=1", "\\", "/", "\u{2028}", "\u{2029}", "\u{A0}", "ß", "\u{FEFF}", "\u{FFFD}"]

    var random: SplitMix64
    /// The output language's specials, as whole pieces (`"<"`, `"</script>"`, `"%0A"`…).
    let specials: [String]

    init(seed: UInt64, specials: [String]) {
        random = SplitMix64(seed: seed)
        self.specials = specials
    }

    /// One string of 1 to 12 pieces.
    mutating func next() -> String {
        var out = String.UnicodeScalarView()
        for _ in 0..<random.int(1...12) {
            switch random.int(0...9) {
            case 0: out.append(scalar(Self.prepend))
            case 1: out.append(scalar(Self.extend))
            case 2: out.append("\u{200D}")
            case 3: out.append(contentsOf: random.pick(["\r", "\n", "\r\n", "\n\r"]).unicodeScalars)
            case 4: out.append(scalar(Self.controls))
            case 5: out.append(scalar(Self.noncharacters))
            case 6: out.append(scalar(Self.bidi))
            case 7, 8: out.append(contentsOf: random.pick(specials).unicodeScalars)
            default: out.append(contentsOf: random.pick(Self.ordinary).unicodeScalars)
            }
        }
        return String(out)
    }

    private mutating func scalar(_ values: [UInt32]) -> Unicode.Scalar { Unicode.Scalar(random.pick(values))! }
}

extension String {
    /// The scalars, for comparisons: `==` on `String` is canonical equivalence ("é" == "e\u{301}"), and
    /// an escaper must give back exactly the scalars it was given.
    var scalars: [Unicode.Scalar] { Array(unicodeScalars) }
}
