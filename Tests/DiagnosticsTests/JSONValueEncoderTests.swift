import Foundation
import Testing
import TestSupport
@testable import Diagnostics

/// `JSONValueEncoder` printed in the batch's style gives the bytes Foundation's `JSONEncoder` gives with
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]` (and, on one line, without `.prettyPrinted`):
/// Foundation is the second implementation. Strings hold no control, bidirectional or line-separator
/// character here: those the one JSON string writer (`JSONString.quoted`) escapes where Foundation does not,
/// to the same JSON value (the next test).
@Suite struct JSONValueEncoderTests {
    struct Record: Codable {
        var name: String
        var count: Int
        var ratio: Double
        var small: Float
        var flag: Bool
        var note: String?
        var tags: [String]
        var table: [String: Int]
        var children: [Record]
        var unsigned: UInt64
    }

    static let alphabet: [Character] = Array("abcXYZ019 _-/.:\"\\é漢😀") + ["\u{00A0}", "\u{0301}"]

    static func text(_ random: inout SplitMix64) -> String {
        String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    static func number(_ random: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: Double(Int.random(in: -1000...1000, using: &random))
        case 1: Double.random(in: -1...1, using: &random)
        case 2: Double.random(in: -1e20...1e20, using: &random)
        case 3: Double(bitPattern: random.next() & 0xFFEF_FFFF_FFFF_FFFF)
        case 4: Double(Int.random(in: 0...1000, using: &random)) / 8
        default: [0, -0.0, 1e16, 9_007_199_254_740_992, 1e-7, 0.1, 5e-324].randomElement(using: &random)!
        }
    }

    static func record(_ random: inout SplitMix64, depth: Int) -> Record {
        let small = Float(number(&random))
        return Record(
            name: text(&random), count: Int.random(in: Int.min...Int.max, using: &random), ratio: number(&random),
            small: small.isFinite ? small : 1, flag: Bool.random(using: &random),
            note: Bool.random(using: &random) ? text(&random) : nil,
            tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) },
            table: Dictionary((0..<Int.random(in: 0...4, using: &random)).map { _ in (text(&random), Int.random(in: -9...9, using: &random)) },
                              uniquingKeysWith: { a, _ in a }),
            children: depth > 2 ? [] : (0..<Int.random(in: 0...2, using: &random)).map { _ in record(&random, depth: depth + 1) },
            unsigned: random.next())
    }

    @Test func printsWhatFoundationsEncoderPrints() throws {
        var random = SplitMix64(seed: 31)
        let pretty = JSONEncoder(), compact = JSONEncoder()
        pretty.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        compact.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for _ in 0..<300 {
            let value = Self.record(&random, depth: 0)
            let encoded = try JSONValueEncoder().encode(value)
            #expect(encoded.rendered(style: .batch) == String(decoding: try pretty.encode(value), as: UTF8.self))
            #expect(encoded.compact() == String(decoding: try compact.encode(value), as: UTF8.self))
        }
        let empty = Record(name: "", count: 0, ratio: 0, small: 0, flag: false, tags: [], table: [:], children: [], unsigned: 0)
        #expect(try JSONValueEncoder().encode(empty).rendered(style: .batch) == String(decoding: try pretty.encode(empty), as: UTF8.self))
    }

    @Test func escapesMoreThanFoundationToTheSameValue() throws {
        let text = "tab\tbell\u{7}del\u{7F}rlo\u{202E}line\u{2028}bom\u{FEFF}"
        let printed = try JSONValueEncoder().encode([text]).compact()
        #expect(printed == #"["tab\tbell\u0007del\u007frlo\u202eline\u2028bom\ufeff"]"#)
        #expect(try JSONDecoder().decode([String].self, from: Data(printed.utf8)) == [text])
    }

    @Test func refusesWhatFoundationRefuses() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["x": Double.infinity]) }
    }
}
