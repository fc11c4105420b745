import Foundation
@testable import Diagnostics
@testable import Screens
import Testing

/// Issue 9's input limits: each bound passes at its value and fails one step beyond it, with its own message.
@Suite struct LimitTests {
    let limits = InputLimits.standard

    @Test func fileSize() throws {
        let head = "screen: a\n#"
        let atLimit = head + String(repeating: "x", count: limits.fileBytes - head.utf8.count)
        #expect(Fixtures.errors(atLimit) == [])
        #expect(Fixtures.errors(atLimit + "x") == ["t.yml:1:1: error: the template is 1048577 bytes long; the limit is 1048576 bytes"])

        // From a file, the size is refused before the whole file is read.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-limit-\(getpid()).yml").path
        try Data((atLimit + "xxxx").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: (any Error).self) { try ScreenLoader.load(path: path) }
        do { _ = try ScreenLoader.load(path: path) } catch {
            #expect(error.diagnostics.map(\.description) == ["\(path):1:1: error: the template is larger than 1048576 bytes, the limit"])
        }
    }

    @Test func nestingDepth() {
        // The root mapping is level 1, so 63 brackets reach level 64: deep, but within the limit.
        let within = "screen: a\nviews: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        #expect(!Fixtures.errors(within).contains { $0.contains("levels deep") })
        let beyond = "screen: a\nviews: " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "\n"
        // The 64th bracket opens level 65; it is column 7 + 64.
        #expect(Fixtures.errors(beyond) == ["t.yml:2:71: error: the template nests lists and mappings more than 64 levels deep"])
        // A hostile depth far beyond the limit stops just as early.
        let hostile = "screen: a\nviews: " + String(repeating: "[", count: 200_000)
        #expect(Fixtures.errors(hostile) == ["t.yml:2:71: error: the template nests lists and mappings more than 64 levels deep"])
    }

    @Test func numberOfViews() {
        func template(_ count: Int) -> String {
            "screen: a\nviews:\n" + (0..<count).map { "  - {id: v\($0), kind: view}\n" }.joined()
        }
        #expect(Fixtures.errors(template(limits.views)) == [])
        // The 1001st view is on line 2 + 1001.
        #expect(Fixtures.errors(template(limits.views + 1)) == ["t.yml:1003:5: error: the screen has more than 1000 views"])
        // Nested views count too, and the message comes once.
        let nested = "screen: a\nviews:\n  - id: box\n    kind: view\n    views:\n"
            + (0..<(limits.views + 5)).map { "      - {id: v\($0), kind: view}\n" }.joined()
        #expect(Fixtures.errors(nested) == ["t.yml:1005:9: error: the screen has more than 1000 views"])
    }

    @Test func valueCount() {
        let small = InputLimits(nodes: 10)
        // screen, a, views, five numbers, the list and the root mapping: exactly ten values.
        #expect(!Fixtures.errors("screen: a\nviews: [1, 2, 3, 4, 5]\n", limits: small).contains { $0.contains("values") })
        // screen, a, views and 1…8 are eleven values: '8' (column 30) is one too many.
        #expect(Fixtures.errors("screen: a\nviews: [1, 2, 3, 4, 5, 6, 7, 8, 9]\n", limits: small)
            == ["t.yml:2:30: error: the template has more than 10 values"])
    }

    /// Every kind of number the format has, each at ±100,000 and just beyond.
    static let numberPlaces: [(template: String, key: String, negative: Bool)] = [
        ("screen: a\nviews:\n  - {id: v, kind: view, width: N}\n", "width", false),
        ("screen: a\nviews:\n  - {id: v, kind: view, height: N}\n", "height", false),
        ("screen: a\nviews:\n  - {id: v, kind: view, aspectRatio: N}\n", "aspectRatio", false),
        ("screen: a\nviews:\n  - {id: v, kind: label, fontSize: N}\n", "fontSize", false),
        ("screen: a\nviews:\n  - {id: v, kind: table, rowHeight: N}\n", "rowHeight", false),
        ("screen: a\nviews:\n  - {id: v, kind: table, rows: N}\n", "rows", false),
        ("screen: a\nviews:\n  - {id: v, kind: stack, spacing: N}\n", "spacing", true),
        ("screen: a\nviews:\n  - {id: v, kind: grid, standardColumns: 2, gap: N}\n", "gap", false),
        ("screen: a\nviews:\n  - {id: v, kind: grid, standardColumns: 2, items: N}\n", "items", false),
        ("screen: a\nviews:\n  - {id: v, kind: scroll, contentInset: {top: N}}\n", "top", true),
        ("screen: a\nviews:\n  - {id: v, kind: scroll, loadMoreFooter: {height: N}}\n", "height", false),
        ("screen: a\nviews:\n  - {id: v, kind: scroll, contentSize: {width: N, height: 1}}\n", "width", false),
        ("screen: a\ncontroller:\n  additionalSafeAreaInsets: {bottom: N}\n", "bottom", true),
        ("screen: a\ncontroller:\n  tabBar: {height: N}\n", "height", false),
    ]

    @Test(arguments: 0..<numberPlaces.count)
    func numbersStayWithinTheMagnitude(place: Int) {
        let (template, key, negative) = Self.numberPlaces[place]
        func errors(_ value: String) -> [String] {
            Fixtures.errors(template.replacingOccurrences(of: "N", with: value)).map { String($0.split(separator: " ", maxSplits: 2)[2]) }
        }
        #expect(errors("100000") == [])
        #expect(errors("1e5") == [])
        #expect(errors("100001") == ["'\(key)' must lie within ±100000, got '100001'"])
        #expect(errors("1e300") == ["'\(key)' must lie within ±100000, got '1e300'"])
        if ["rows", "items"].contains(key) {
            #expect(errors(".inf") == ["'\(key)' must be a whole number, got '.inf'"])
        } else {
            #expect(errors(".inf") == ["'\(key)' must be a finite number, got '.inf'"])
            #expect(errors(".nan") == ["'\(key)' must be a finite number, got '.nan'"])
        }
        if negative {
            #expect(errors("-100000") == [])
            #expect(errors("-100001") == ["'\(key)' must lie within ±100000, got '-100001'"])
        } else {
            #expect(errors("-1").count == 1)
        }
    }

    @Test func pinConstantsStayWithinTheMagnitude() {
        let template = "screen: a\nviews:\n  - {id: v, kind: view, pin: {top: 'safeArea + N'}}\n"
        #expect(Fixtures.errors(template.replacingOccurrences(of: "N", with: "100000")) == [])
        #expect(Fixtures.errors(template.replacingOccurrences(of: "N", with: "100000.5"))
            == ["t.yml:3:36: error: 'top' must lie within ±100000, got 'safeArea + 100000.5'"])
    }

    @Test func textLength() {
        let thousand = String(repeating: "é", count: limits.textCharacters)  // characters, not bytes
        #expect(Fixtures.errors("screen: a\nviews:\n  - {id: v, kind: label, text: \(thousand)}\n") == [])
        #expect(Fixtures.errors("screen: a\nviews:\n  - {id: v, kind: label, text: \(thousand)é}\n")
            == ["t.yml:3:32: error: 'text' is 1001 characters long; the limit is 1000"])
        #expect(Fixtures.errors("screen: a\ncontroller:\n  navigationBar: {title: \(thousand)x}\n")
            == ["t.yml:3:26: error: 'title' is 1001 characters long; the limit is 1000"])
        let long = String(repeating: "d", count: limits.descriptionCharacters)
        #expect(Fixtures.errors("screen: a\ndescription: \(long)\n") == [])
        #expect(Fixtures.errors("screen: a\ndescription: \(long)d\n")
            == ["t.yml:2:14: error: 'description' is 10001 characters long; the limit is 10000"])
    }

    @Test func listLength() {
        let items = (0..<limits.listItems).map { "i\($0)" }.joined(separator: ", ")
        #expect(Fixtures.errors("screen: a\ncontroller:\n  tabBar: {items: [\(items)]}\n") == [])
        #expect(Fixtures.errors("screen: a\ncontroller:\n  tabBar: {items: [\(items), x]}\n")
            == ["t.yml:3:19: error: 'items' has 101 entries; the limit is 100"])
    }

    @Test func aliasesAreRefusedSoNothingExpands() {
        // The "billion laughs" document: nine levels of ten aliases each would expand to 10⁹ values.
        var text = "screen: a\nlol0: &l0 lol\n"
        for level in 1...9 {
            text += "lol\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let errors = Fixtures.errors(text)
        // 90 aliases, 10 anchors and 10 unknown keys: 110 problems, of which the first 100 are listed.
        #expect(errors.count == ScreenLoader.maxDiagnostics + 1)
        #expect(errors.last == "t.yml:1:1: note: 10 more problems in this template are not shown")
        #expect(errors.contains("t.yml:2:7: error: YAML anchor '&l0' is not supported (aliases can expand without bound); write each value out"))
        #expect(errors.contains("t.yml:3:12: error: YAML alias '*l0' is not supported (aliases can expand without bound); write the value out"))
    }

    @Test func encoding() {
        let head = Array("screen: a\nviews: [\n".utf8)
        #expect(Fixtures.errors(bytes: head + [0xC3, 0x28]) == ["t.yml:3:1: error: the template is not valid UTF-8 (byte 0xC3 at offset 19); save it as UTF-8"])
        // Overlong encoding of '/', a UTF-16 surrogate, a code point beyond U+10FFFF, a stray continuation byte.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] {
            #expect(Fixtures.errors(bytes: Array("screen: é".utf8) + bad).first?.hasPrefix("t.yml:1:10: error: the template is not valid UTF-8") == true)
        }
        #expect(Fixtures.errors(bytes: Array("screen: a\nde: x".utf8) + [0]) == ["t.yml:2:6: error: the template contains a NUL byte; templates are UTF-8 text"])
        // UTF-16 (here with its byte-order mark) is refused rather than guessed.
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("screen: a\n".utf8).flatMap { [$0, 0] }
        #expect(Fixtures.errors(bytes: utf16) == ["t.yml:1:1: error: the template is not valid UTF-8 (byte 0xFF at offset 0); save it as UTF-8"])
        // A UTF-8 byte-order mark and characters beyond ASCII are fine.
        #expect(Fixtures.errors(bytes: [0xEF, 0xBB, 0xBF] + Array("screen: a\ndescription: 评论 💬\n".utf8)) == [])
    }

    @Test func hostileNames() {
        let screenNames = ["../x", "/etc/passwd", "a/b", "a.b", "..", "C:x", "con", "NUL", "lpt1", "-rf", "a b",
                           String(repeating: "a", count: 65), "tab\there", "é"]
        for name in screenNames {
            let errors = Fixtures.errors("screen: \"\(name)\"\n")
            #expect(errors.count == 1 && errors[0].hasPrefix("t.yml:1:9: error: screen name"), "\(name): \(errors)")
        }
        #expect(Fixtures.errors("screen: \(String(repeating: "a", count: 64))\n") == [])
        let viewIDs = ["../x", "/abs", "a.b", "..", "aux", "-x", "tabBar", "homeIndicator", String(repeating: "V", count: 65), "a\\b"]
        for id in viewIDs {
            let errors = Fixtures.errors("screen: a\nviews:\n  - {id: \"\(id.replacingOccurrences(of: "\\", with: "\\\\"))\", kind: view}\n")
            #expect(errors.count == 1 && errors[0].hasPrefix("t.yml:3:10: error: view id"), "\(id): \(errors)")
        }
        #expect(Fixtures.errors("screen: a\nviews:\n  - {id: Caps_and-dash9, kind: view}\n") == [])
    }
}

/// Hostile sizes inside the limits: messages stay short and suggestions are not computed for huge words.
@Suite struct HostileTextTests {
    @Test func hugeWordsAreQuotedShortAndNotCompared() {
        let huge = String(repeating: "rowHeight", count: 30_000)  // 270,000 characters, three times
        // A key longer than 1024 characters must be written as an explicit key (`? key`) in YAML.
        let errors = Fixtures.errors("screen: a\nviews:\n  - id: t\n    kind: table\n    ? \(huge)\n    : 1\n    style: \(huge)\n    pin: {top: \(huge)}\n")
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.count < 200 })
        #expect(errors.first == "t.yml:5:7: error: unknown key 'rowHeightrowHeightrowHeightrowHeightrowH…'")
        #expect(errors.last == "t.yml:8:16: error: unknown anchor 'rowHeightrowHeightrowHeightrowHeightrowH…'")
    }

    @Test func controlCharactersAreEscaped() {
        #expect(Fixtures.errors("screen: a\nviews:\n  - {id: t, kind: \"ta\\u0007ble\"}\n")
            == ["t.yml:3:19: error: 'kind' must be one of view, label, button, image, textField, scroll, table, collection, stack, grid, switch, segmented, slider, stepper, progress, activity, pageControl, searchBar, textView, datePicker, picker, visualEffect, map, webView, custom, got 'ta\\u{07}ble'; did you mean 'table'?"])
    }

    @Test func aFloodOfProblemsIsCut() {
        let text = "screen: a\n" + (0..<500).map { "unknown\($0): 1\n" }.joined()
        let errors = Fixtures.errors(text)
        #expect(errors.count == ScreenLoader.maxDiagnostics + 1)
        #expect(errors.last == "t.yml:1:1: note: 400 more problems in this template are not shown")
    }
}
