@testable import Diagnostics
import Testing
import TestSupport

/// `UTF8Sequence` against the Swift standard library's own UTF-8 validation (`String(validating:as:)`):
/// short random byte strings made of single bytes at the edges of table 3-7's ranges and of whole
/// encodings of the scalars at the edges of each length, so overlong, surrogate, truncated and
/// out-of-range sequences occur beside well-formed ones. A string is well-formed for both or for
/// neither, and when it is, both split it into the same number of scalars.
@Suite struct UTF8SequenceTests {
    static let edges: [UInt8] = [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
        0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    static let edgeScalars: [[UInt8]] = [0x0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF].map {
        Array(String(Unicode.Scalar($0)!).utf8)
    }

    /// The scalars `UTF8Sequence` finds in `bytes`, or nil when one sequence is ill-formed.
    static func scalarCount(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0, count = 0
            while index < buffer.count {
                let length = UTF8Sequence.length(at: index, in: buffer)
                guard length > 0 else { return nil }
                index += length
                count += 1
            }
            return count
        }
    }

    @Test func agreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 37)
        var failures = 0, wellFormed = 0
        for _ in 0..<50_000 {
            let bytes = (0..<random.int(1...4)).flatMap { _ in
                random.int(0...2) == 0 ? [Self.edges[random.int(0...(Self.edges.count - 1))]]
                    : Self.edgeScalars[random.int(0...(Self.edgeScalars.count - 1))]
            }
            let expected = String(validating: bytes, as: UTF8.self).map { $0.unicodeScalars.count }
            if expected != nil { wellFormed += 1 }
            if Self.scalarCount(bytes) != expected {
                failures += 1
                if failures < 5 { Issue.record("\(bytes.map { String($0, radix: 16) }): expected \(String(describing: expected))") }
            }
        }
        #expect(failures == 0)
        // The draw holds both kinds in numbers, so the comparison means something either way.
        #expect(wellFormed > 10_000 && wellFormed < 40_000, "\(wellFormed) well-formed")
    }

    @Test func namesTheLengthOfEachForm() {
        #expect(Self.scalarCount(Array("aé€😀".utf8)) == 4)
        for (text, length) in [("a", 1), ("é", 2), ("€", 3), ("😀", 4)] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { UTF8Sequence.length(at: 0, in: $0) } == length)
        }
        // Ill-formed by table 3-7: a stray continuation byte, overlong 2-, 3- and 4-byte forms, a surrogate
        // (U+D800), beyond U+10FFFF, a lead byte no sequence has, and a truncated sequence.
        let illFormed: [[UInt8]] = [
            [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE1, 0x80],
        ]
        for bytes in illFormed {
            #expect(bytes.withUnsafeBufferPointer { UTF8Sequence.length(at: 0, in: $0) } == 0, "\(bytes)")
        }
    }
}
