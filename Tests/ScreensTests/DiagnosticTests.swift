@testable import Screens
import Testing

/// Each kind of bad template gives one `file:line:column: error:` line per problem. Lines and columns
/// are counted by hand in the texts below (1-based; columns in characters).
@Suite struct DiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "syntax error at libyaml's problem mark",
             text: "screen: a\nviews:\n  - id: x\n   kind: view\n",
             expected: ["t.yml:4:4: error: syntax error: did not find expected '-' indicator (while parsing a block collection at line 3, column 3)"]),
        // YAML forbids `>` at the start of a plain value (https://yaml.org/spec/1.2.2/#733-plain-style), so the
        // README's `>=` pins need quotes; the message says so, in flow and block mappings, after non-ASCII text.
        Case(name: "unquoted >= pin in a flow mapping",
             text: "screen: a\nviews:\n  - { id: b, kind: view, pin: { top: >= safeArea + 8 } }\n",
             expected: ["t.yml:3:38: error: syntax error: a value starting with '>=' must be quoted in YAML, e.g. bottom: \">= safeArea + 8\""]),
        Case(name: "unquoted >= pin in a block mapping",
             text: "screen: é\nviews:\n  - id: b\n    kind: view\n    pin:\n      bottom: >= safeArea + 8\n",
             expected: ["t.yml:6:15: error: syntax error: a value starting with '>=' must be quoted in YAML, e.g. bottom: \">= safeArea + 8\""]),
        Case(name: "constraints inside a view",
             text: "screen: a\nviews:\n  - id: b\n    kind: view\n    constraints: [b.width = 10]\n",
             expected: ["t.yml:5:5: error: 'constraints' is a key of the template, not of a view: move the list to the top level, beside 'views:' (each line names its views, e.g. 'image.height = image.width * 0.75')"]),
        Case(name: "tab in indentation",
             text: "screen: a\n\tviews: 3\n",
             expected: ["t.yml:2:1: error: syntax error: found a tab character that violates indentation (while scanning a plain scalar at line 1, column 9)"]),
        Case(name: "unterminated quote",
             text: "screen: a\ndescription: \"unterminated\n",
             expected: ["t.yml:3:1: error: syntax error: found unexpected end of stream (while scanning a quoted scalar at line 2, column 14)"]),
        Case(name: "unknown key with suggestion",
             text: "screen: a\nviews:\n  - id: list\n    kind: table\n    rowHieght: 4\n",
             expected: ["t.yml:5:5: error: unknown key 'rowHieght'; did you mean 'rowHeight'?"]),
        Case(name: "unknown top-level key",
             text: "screen: a\nstatusbar: hidden\n",
             expected: ["t.yml:2:1: error: unknown key 'statusbar'; did you mean 'statusBar'?"]),
        Case(name: "unknown key without anything close",
             text: "screen: a\ncontroller:\n  zebra: 1\n",
             expected: ["t.yml:3:3: error: unknown key 'zebra'"]),
        Case(name: "key of another kind",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n    rows: 3\n",
             expected: ["t.yml:5:5: error: 'rows' does not apply to a button view; it is a key of table and collection views"]),
        Case(name: "wrong type: whole number",
             text: "screen: a\nviews:\n  - id: list\n    kind: table\n    rows: abc\n",
             expected: ["t.yml:5:11: error: 'rows' must be a whole number, got 'abc'"]),
        Case(name: "wrong type: fraction for a count",
             text: "screen: a\nviews:\n  - {id: list, kind: table, rows: 2.5}\n",
             expected: ["t.yml:3:35: error: 'rows' must be a whole number, got '2.5'"]),
        Case(name: "wrong type: quoted number",
             text: "screen: a\nviews:\n  - id: b\n    kind: view\n    height: \"50\"\n",
             expected: ["t.yml:5:13: error: 'height' must be a number, got the quoted text '50'"]),
        Case(name: "wrong type: boolean",
             text: "screen: a\nviews:\n  - id: t\n    kind: table\n    refreshControl: yes\n",
             expected: ["t.yml:5:21: error: 'refreshControl' must be true or false, got 'yes'"]),
        Case(name: "wrong type: list for a mapping",
             text: "screen: a\ncontroller: [1, 2]\n",
             expected: ["t.yml:2:13: error: 'controller' must be a mapping, got a list"]),
        Case(name: "wrong type: mapping for text",
             text: "screen: a\ncontroller:\n  navigationBar: { title: { a: 1 } }\n",
             expected: ["t.yml:3:27: error: 'title' must be text, got a mapping"]),
        Case(name: "invalid enum value with suggestion",
             text: "screen: a\nviews:\n  - id: list\n    kind: table\n    style: gruoped\n",
             expected: ["t.yml:5:12: error: 'style' must be one of plain, grouped, insetGrouped, got 'gruoped'; did you mean 'grouped'?"]),
        Case(name: "invalid kind lists every kind",
             text: "screen: a\nviews:\n  - id: b\n    kind: buton\n",
             expected: ["t.yml:4:11: error: 'kind' must be one of view, label, button, image, textField, scroll, table, collection, stack, grid, switch, segmented, slider, stepper, progress, activity, pageControl, searchBar, textView, datePicker, picker, visualEffect, map, webView, custom, got 'buton'; did you mean 'button'?"]),
        Case(name: "unknown anchor with suggestion",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n    pin: { bottom: safearea + 8 }\n",
             expected: ["t.yml:5:20: error: unknown anchor 'safearea'; did you mean 'safeArea'?"]),
        Case(name: "unknown edge",
             text: "screen: a\nviews:\n  - {id: a, kind: view}\n  - {id: b, kind: view, pin: {top: a.bottm}}\n",
             expected: ["t.yml:4:36: error: unknown edge 'bottm' in 'a.bottm'; did you mean 'bottom'?"]),
        Case(name: "malformed pin",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n    pin: { top: safeArea +, left: superview }\n",
             expected: [
                "t.yml:5:17: error: 'top' must be ANCHOR, ANCHOR + N or ANCHOR - N (e.g. 'safeArea + 8'), got 'safeArea +'",
                "t.yml:5:29: error: pins use 'leading', not 'left' (they follow the writing direction)",
             ]),
        Case(name: "missing sibling with suggestion",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n    pin: { top: lst.bottom + 8 }\n  - id: list\n    kind: table\n",
             expected: ["t.yml:5:17: error: no view 'lst' among the siblings of 'b'; did you mean 'list'?"]),
        Case(name: "sibling of another parent is not a sibling",
             text: "screen: a\nviews:\n  - id: box\n    kind: view\n    views:\n      - {id: inner, kind: view}\n  - {id: b, kind: view, pin: {top: inner.bottom}}\n",
             expected: ["t.yml:7:36: error: no view 'inner' among the siblings of 'b'"]),
        Case(name: "sibling without edge",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n    pin: { top: c }\n  - id: c\n    kind: view\n",
             expected: ["t.yml:5:17: error: anchor 'c' needs an edge, e.g. 'c.bottom'"]),
        Case(name: "pin across axes",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n    pin: { top: c.leading }\n  - id: c\n    kind: view\n",
             expected: ["t.yml:5:17: error: 'top' is vertical but 'c.leading' is horizontal"]),
        Case(name: "pin to itself",
             text: "screen: a\nviews:\n  - {id: b, kind: view, pin: {top: b.bottom}}\n",
             expected: ["t.yml:3:36: error: view 'b' cannot be pinned to itself"]),
        Case(name: "duplicate view id, also across levels",
             text: "screen: a\nviews:\n  - id: b\n    kind: button\n  - id: c\n    kind: view\n    views:\n      - {id: b, kind: label}\n",
             expected: ["t.yml:8:14: error: duplicate view id 'b' (first at line 3, column 9)"]),
        Case(name: "duplicate key in a mapping",
             text: "screen: a\nviews:\n  - id: t\n    kind: table\n    rows: 3\n    rows: 4\n",
             expected: ["t.yml:6:5: error: duplicate key 'rows' (first at line 5, column 5)"]),
        Case(name: "duplicate key in a flow mapping",
             text: "screen: a\ncontroller: { toolbar: {}, toolbar: {} }\n",
             expected: ["t.yml:2:28: error: duplicate key 'toolbar' (first at line 2, column 15)"]),
        Case(name: "bad screen name",
             text: "screen: My Screen\n",
             expected: ["t.yml:1:9: error: screen name 'My Screen' may hold only lowercase letters, digits, '_' and '-'"]),
        Case(name: "screen name in capitals gets a suggestion",
             text: "screen: Comments\n",
             expected: ["t.yml:1:9: error: screen name 'Comments' may hold only lowercase letters, digits, '_' and '-'; did you mean 'comments'?"]),
        Case(name: "missing required key",
             text: "ios: 17\n",
             expected: ["t.yml:1:1: error: the template is missing required key 'screen'"]),
        Case(name: "view missing id and kind",
             text: "screen: a\nviews:\n  - text: hi\n",
             expected: [
                "t.yml:3:5: error: a view is missing required key 'id'",
                "t.yml:3:5: error: a view is missing required key 'kind'",
             ]),
        Case(name: "required keys left empty",
             text: "screen:\nviews:\n  - id:\n    kind: ~\n  - {id: footer, kind: scroll, loadMoreFooter: {height: null}}\n",
             expected: [
                "t.yml:1:1: error: the template is missing required key 'screen'",
                "t.yml:3:5: error: a view is missing required key 'id'",
                "t.yml:3:5: error: a view is missing required key 'kind'",
                "t.yml:5:48: error: 'loadMoreFooter' is missing required key 'height'",
             ]),
        Case(name: "empty list entries",
             text: "screen: a\norientations: [portrait, ~]\ncontroller: {tabBar: {items: [Home, null]}}\nviews:\n  - {id: v, kind: view, allow: [\"\", ~]}\n",
             expected: [
                "t.yml:2:26: error: 'orientations' has an empty entry",
                "t.yml:3:37: error: 'items' has an empty entry",
                "t.yml:5:33: error: rule ids look like 'unsafe-overlap' (lowercase letters, digits and '-'), got ''",
                "t.yml:5:37: error: 'allow' has an empty entry",
             ]),
        Case(name: "grid without standardColumns",
             text: "screen: a\nviews:\n  - id: g\n    kind: grid\n",
             expected: ["t.yml:3:5: error: grid view 'g' is missing required key 'standardColumns'"]),
        Case(name: "ios out of range",
             text: "screen: a\nios: 9\n",
             expected: ["t.yml:2:6: error: 'ios' must be from 10 to 26, got '9'"]),
        Case(name: "two documents",
             text: "screen: a\n---\nscreen: b\n",
             expected: ["t.yml:2:1: error: a template holds one YAML document; remove the second one (from this '---' on)"]),
        Case(name: "empty template",
             text: "",
             expected: ["t.yml:1:1: error: the template is empty; it needs at least 'screen:' and 'views:'"]),
        Case(name: "template that is a list",
             text: "- a\n",
             expected: ["t.yml:1:1: error: a template must be a mapping of keys such as 'screen:' and 'views:', got a list"]),
        Case(name: "custom tag",
             text: "screen: !shout a\n",
             expected: ["t.yml:1:9: error: YAML tag '!shout' is not supported; remove it"]),
        Case(name: "bad allow entry and color",
             text: "screen: a\nviews:\n  - id: v\n    kind: view\n    allow: [Unsafe Overlap]\n    color: whte\n",
             expected: [
                "t.yml:5:13: error: rule ids look like 'unsafe-overlap' (lowercase letters, digits and '-'), got 'Unsafe Overlap'",
                "t.yml:6:12: error: 'color' must be #RRGGBB, #RRGGBBAA, a system colour such as systemBlue, a fixed one such as white or a colour set of the project's asset catalogues, got 'whte'; did you mean 'white'?",
             ]),
        Case(name: "bad entries in the screen's allow",
             text: "screen: a\nallow: [Status Bar Hidden, {rule: letterboxed, reasn: legacy}, {reason: r}]\nviews: []\n",
             expected: [
                "t.yml:2:9: error: rule ids look like 'unsafe-overlap' (lowercase letters, digits and '-'), got 'Status Bar Hidden'",
                "t.yml:2:48: error: unknown key 'reasn'; did you mean 'reason'?",
                "t.yml:2:64: error: an 'allow' entry is missing required key 'rule'",
             ]),
        Case(name: "screen's allow of the wrong type",
             text: "screen: a\nallow: {rule: letterboxed}\n",
             expected: ["t.yml:2:8: error: 'allow' must be a list, got a mapping"]),
        Case(name: "orientation listed twice, misspelt idiom",
             text: "screen: a\norientations: [portrait, portrait]\nidioms: [phone, tvos]\n",
             expected: [
                "t.yml:2:26: error: 'portrait' is listed twice in 'orientations'",
                "t.yml:3:17: error: 'idioms' must be one of phone, pad, tv, got 'tvos'; did you mean 'tv'?",
             ]),
        // Python: "views: [{id: v, text: 评论, kind: buton}]".index("buton") + 1 == 33 (37 if bytes were counted).
        Case(name: "columns count characters, not bytes",
             text: "screen: a\nviews: [{id: v, text: 评论, kind: buton}]\n",
             expected: ["t.yml:2:33: error: 'kind' must be one of view, label, button, image, textField, scroll, table, collection, stack, grid, switch, segmented, slider, stepper, progress, activity, pageControl, searchBar, textView, datePicker, picker, visualEffect, map, webView, custom, got 'buton'; did you mean 'button'?"]),
        Case(name: "JSON syntax error is located too",
             text: "{\"screen\": \"a\",\n \"views\": [\n  {\"id\": \"b\" \"kind\": \"button\"}\n ]\n}\n",
             expected: ["t.yml:3:14: error: syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 3, column 3)"]),
        Case(name: "JSON wrong type",
             text: "{\n  \"screen\": \"a\",\n  \"ios\": \"17\"\n}\n",
             expected: ["t.yml:3:10: error: 'ios' must be a whole number, got the quoted text '17'"]),
        Case(name: "several problems, one line each, in file order",
             text: "screen: a\nios: 9\nstatusBar: hiden\nviews:\n  - kind: view\n  - id: ../x\n    kind: view\n  - id: t\n    kind: table\n    rowHieght: 4\n",
             expected: [
                "t.yml:2:6: error: 'ios' must be from 10 to 26, got '9'",
                "t.yml:3:12: error: 'statusBar' must be visible or hidden, got 'hiden'; did you mean 'hidden'?",
                "t.yml:5:5: error: a view is missing required key 'id'",
                "t.yml:6:9: error: view id '../x' may hold only letters, digits, '_' and '-'",
                "t.yml:10:5: error: unknown key 'rowHieght'; did you mean 'rowHeight'?",
             ]),
    ]

    @Test(arguments: cases)
    func diagnostics(of testCase: Case) {
        #expect(Fixtures.errors(testCase.text) == testCase.expected)
    }

    @Test func fileNameAppearsAsGiven() {
        #expect(Fixtures.errors("screen: A\n", file: "Templates/x.yml").first?.hasPrefix("Templates/x.yml:1:9: error: ") == true)
    }

    @Test func missingFileIsOneMessageWithoutLocation() {
        #expect(throws: (any Error).self) { try ScreenLoader.load(path: "/nonexistent/t.yml") }
        do {
            _ = try ScreenLoader.load(path: "/nonexistent/t.yml")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["error: cannot read template '/nonexistent/t.yml': no such file"])
        }
        do {
            _ = try ScreenLoader.load(path: Fixtures.folder)
        } catch {
            #expect(error.diagnostics.map(\.description) == ["error: cannot read template '\(Fixtures.folder)': it is a folder"])
        }
    }
}
