import Foundation
@testable import Screens
import Testing

/// Broken variants of the good fixtures, made by a fixed pseudo-random sequence (the same every run):
/// the loader never crashes, and every problem it reports is an error located inside the file.
@Suite struct MutationTests {
    /// A linear congruential generator (Knuth's MMIX constants): deterministic, no global state.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let insertions: [[UInt8]] = [":", "-", "- ", "{", "}", "[", "]", ",", "&a ", "*a", "\t", "\n", "  ", "'", "\"",
                                        "#", "!", "!!int ", "%", "|", ">", "? ", "---\n", "...\n", "~", "1e999", "-0",
                                        "\u{FEFF}", "评"].map { Array($0.utf8) } + [[0xFF], [0x00], [0xC3], [0x7F]]

    @Test(arguments: ["comments.yml", "everything.yml", "everything.json"])
    func mutantsGiveLocatedErrors(fixture: String) throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))))
        var random = Sequence(state: UInt64(fixture.utf8.count) * 7919)
        var refused = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0...random.next(3) {
                let at = random.next(bytes.count)
                switch random.next(4) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: Self.insertions[random.next(Self.insertions.count)], at: at)
                case 2: bytes[at] = Self.insertions[random.next(Self.insertions.count)][0]
                default:
                    let end = min(bytes.count, at + random.next(40))
                    bytes.insert(contentsOf: bytes[at..<end], at: random.next(bytes.count))
                }
            }
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            do {
                _ = try ScreenLoader.parse(bytes: bytes, file: "m.yml")
            } catch {
                refused += 1
                #expect(!error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    let location = try #require(diagnostic.location)
                    #expect(location.file == "m.yml")
                    #expect((1...lines + 1).contains(location.line), "\(diagnostic)")
                    #expect(location.column >= 1)
                    #expect(diagnostic.severity == .error || diagnostic.message.hasSuffix("are not shown"))
                }
            }
        }
        // Most mutants are broken; some (a deleted comment character, a duplicated value) are still fine.
        #expect(refused > 200)
    }
}
