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
}
