import Foundation
import Testing
@testable import Diagnostics

@Suite struct JSONValueTests {
    @Test func numbersHaveFixedPrecision() {
        #expect(JSONValue.format(47.33) == "47.33")
        #expect(JSONValue.format(3) == "3")
        #expect(JSONValue.format(561.5) == "561.5")
        #expect(JSONValue.format(36.666666) == "36.667")
        #expect(JSONValue.format(-0.25) == "-0.25")
        #expect(JSONValue.format(0.0001) == "0")
        #expect(JSONValue.format(.infinity) == "null")
    }

    @Test func objectsKeepTheirKeyOrderAndEscape() {
        let value = JSONValue.object([("b", .number(1)), ("a", .array([.null, .bool(true), .string("q\"\n")]))])
        #expect(value.rendered() == "{\n  \"b\": 1,\n  \"a\": [\n    null,\n    true,\n    \"q\\\"\\n\"\n  ]\n}")
    }

    /// The line-oriented printer: the top object a member a line, its arrays an element a line, the rest inline.
    @Test func oneEntryPerLine() {
        let value = JSONValue.object([
            ("format", .number(2)), ("items", .array([.object([("a", .number(1.23456)), ("b", .array([.string("x"), .null]))]), .bool(true)])),
            ("empty", .array([])), ("summary", .object([("n", .number(3)), ("ratio", .decimal("0.500000"))])),
        ])
        #expect(value.renderedOneEntryPerLine() == """
            {
              "format": 2,
              "items": [
                {"a": 1.235, "b": ["x", null]},
                true
              ],
              "empty": [],
              "summary": {"n": 3, "ratio": 0.500000}
            }

            """)
    }

    /// Through Foundation's encoder: whole numbers as integers, other numbers as the doubles they are, nulls
    /// written, keys as the encoder orders them.
    @Test func encodesThroughAnEncoder() throws {
        let value = JSONValue.object([("z", .number(3)), ("y", .number(47.333333333333336)), ("x", .null), ("w", .array([.bool(false), .string("a/b")]))])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(text == #"{"w":[false,"a/b"],"x":null,"y":47.333333333333336,"z":3}"#)
    }
}
