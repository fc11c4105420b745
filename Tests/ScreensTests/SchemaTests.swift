import Foundation
@testable import Screens
import Testing

/// `Templates/bezel.schema.json` checked by Python's `jsonschema` (an independent implementation of
/// JSON Schema 2020-12): the schema is valid, every template the loader accepts validates, the bad
/// templates the loader refuses are refused by the schema too, and schema and loader know the same keys.
@Suite struct SchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let schemaPath = repository + "/Templates/bezel.schema.json"

    /// Reads `{"schema": path, "documents": [{"path"} or {"text"}]}`; prints one list of error messages
    /// per document (empty when valid). YAML is read by PyYAML, JSON by Python's json module.
    static let validate = """
        import json, sys, yaml, jsonschema
        request = json.load(sys.stdin)
        schema = json.load(open(request["schema"]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        results = []
        for document in request["documents"]:
            text = open(document["path"], encoding="utf-8").read() if "path" in document else document["text"]
            data = json.loads(text) if document.get("path", "").endswith(".json") else yaml.safe_load(text)
            results.append([e.message for e in validator.iter_errors(data)])
        print(json.dumps(results))
        """

    static func schemaErrors(_ documents: [[String: String]]) throws -> [[String]] {
        let output = try Python.run(validate, input: ["schema": schemaPath, "documents": documents])
        return try #require(output as? [[String]])
    }

    @Test func schemaIsValidJSONSchema() throws {
        let output = try Python.run("""
            import json, sys, jsonschema
            schema = json.load(open(json.load(sys.stdin)))
            jsonschema.Draft202012Validator.check_schema(schema)
            print(json.dumps(schema["$schema"]))
            """, input: Self.schemaPath)
        #expect(output as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// Every fixture and every shipped template: the loader accepts it and the schema validates it.
    @Test func everyTemplateValidates() throws {
        // The schema describes Bezel's own format; Interface Builder documents in Templates/ are XML.
        let paths = try TemplateFinder.templates(in: [Fixtures.folder, Self.repository + "/Templates"])
            .filter { !TemplateFinder.isDocument($0) }
        #expect(paths.count >= 4)
        for path in paths { #expect(throws: Never.self) { try ScreenLoader.load(path: path) } }
        let errors = try Self.schemaErrors(paths.map { ["path": $0] })
        for (path, problems) in zip(paths, errors) { #expect(problems == [], "\(path)") }
    }

    /// Templates the loader refuses; the schema must refuse each one as well.
    static let badTemplates = [
        "ios: 17\n",
        "screen: My Screen\n",
        "screen: con\n",
        "screen: a\nios: 9\n",
        "screen: a\nstatusBar: hiden\n",
        "screen: a\nstatusbar: hidden\n",
        "screen: a\norientations: [portrait, upside-down]\n",
        "screen: a\ncontroller: {tabBar: {items: [a], style: round}}\n",
        "screen: a\ncontroller: {additionalSafeAreaInsets: {leading: 4}}\n",
        "screen: a\nviews:\n  - {id: list, kind: table, rowHieght: 4}\n",
        "screen: a\nviews:\n  - {id: b, kind: button, rows: 3}\n",
        "screen: a\nviews:\n  - {id: b, kind: view, text: hi}\n",
        "screen: a\nviews:\n  - {id: b, kind: collection, style: grouped}\n",
        "screen: a\nviews:\n  - {id: b, kind: buton}\n",
        "screen: a\nviews:\n  - {id: b, kind: view, pin: {bottom: safearea + 8}}\n",
        "screen: a\nviews:\n  - {id: b, kind: view, pin: {bottom: safeArea + -8}}\n",
        "screen: a\nviews:\n  - {id: b, kind: view, pin: {left: superview}}\n",
        "screen: a\nviews:\n  - {id: ../b, kind: view}\n",
        "screen: a\nviews:\n  - {id: tabBar, kind: view}\n",
        "screen: a\nviews:\n  - {id: g, kind: grid}\n",
        "screen: a\nviews:\n  - {id: g, kind: view, color: redish}\n",
        "screen: a\nviews:\n  - {id: g, kind: view, width: 100001}\n",
        "screen: a\nviews:\n  - {id: g, kind: view, height: -1}\n",
        "screen: a\nviews:\n  - {id: g, kind: view, allow: [Unsafe Overlap]}\n",
        "screen: a\nallow: [Status Bar Hidden]\n",
        "screen: a\nallow: [{reason: no rule}]\n",
        "screen: a\nallow: {rule: letterboxed}\n",
        "screen: a\nviews:\n  - {id: g, kind: view, views: [{id: h, kind: table, rows: 2.5}]}\n",
        "screen: a\nviews:\n  - {id: g, kind: label, text: \(String(repeating: "x", count: 1001))}\n",
    ]

    @Test func badTemplatesAreRefusedByBoth() throws {
        for text in Self.badTemplates { #expect(Fixtures.errors(text) != [], "\(text)") }
        let errors = try Self.schemaErrors(Self.badTemplates.map { ["text": $0] })
        for (text, problems) in zip(Self.badTemplates, errors) { #expect(problems != [], "\(text)") }
    }

    /// The schema's pin pattern and the loader's pin parser agree on a sweep of well- and ill-formed pins.
    @Test func pinPatternAgreesWithTheParser() throws {
        var samples: [String] = []
        let anchors = ["superview", "safeArea", "margins", "readable", "list.bottom", "my-view.centerX", "a_1.top",
                       "safearea", "list", "list.middle", "list.", ".top", "safeArea.", "list.bottom.top", ""]
        let tails = ["", " + 8", "+8", " - 4", "-4", "\t+\t12.5", " + system", "-system", " + ", " + 8.", " + .5", " + 1e3",
                     " + -8", " * 2", " 8", " + 8 px", "  ", " + 100000"]
        for anchor in anchors { for tail in tails { samples.append(anchor + tail) } }
        let pattern = try Python.run("""
            import json, sys
            schema = json.load(open(json.load(sys.stdin)))
            print(json.dumps(schema["$defs"]["pin"]["pattern"]))
            """, input: Self.schemaPath)
        let matches = try Python.run("""
            import json, re, sys
            request = json.load(sys.stdin)
            print(json.dumps([re.search(request["pattern"], s) is not None for s in request["samples"]]))
            """, input: ["pattern": pattern, "samples": samples])
        let schemaAccepts = try #require(matches as? [Bool])
        for (sample, accepted) in zip(samples, schemaAccepts) {
            let parsed: Bool
            switch PinExpression.parse(sample) {
            case .success(let pin): parsed = !(pin.edge != nil && Anchor.guideNames.contains(pin.anchorName))
            case .failure: parsed = false
            }
            #expect(parsed == accepted, "'\(sample)': parser \(parsed), schema \(accepted)")
        }
        #expect(schemaAccepts.filter { $0 }.count > 50 && schemaAccepts.filter { !$0 }.count > 100)
    }

    /// The schema documents the keys the loader takes, every one with a description, and per kind the same set.
    @Test func schemaAndLoaderKnowTheSameKeys() throws {
        let output = try Python.run("""
            import json, sys
            schema = json.load(open(json.load(sys.stdin)))
            view = schema["$defs"]["view"]
            controller = schema["properties"]["controller"]["properties"]
            def described(props):
                return sorted(k for k, v in props.items() if "description" in v or k == "$schema")
            print(json.dumps({
                "screen": sorted(schema["properties"]), "screenDescribed": described(schema["properties"]),
                "controller": sorted(controller), "controllerDescribed": described(controller),
                "navigationBar": sorted(controller["navigationBar"]["properties"]),
                "tabBar": sorted(controller["tabBar"]["properties"]),
                "toolbar": sorted(controller["toolbar"]["properties"]),
                "view": sorted(view["properties"]), "viewDescribed": described(view["properties"]),
                "kinds": {c["if"]["properties"]["kind"]["const"]: sorted(c["then"]["propertyNames"]["enum"]) for c in view["allOf"]},
            }))
            """, input: Self.schemaPath)
        let keys = try #require(output as? [String: Any])
        #expect(keys["screen"] as? [String] == TemplateKeys.screen.sorted())
        #expect(keys["screenDescribed"] as? [String] == TemplateKeys.screen.sorted())
        #expect(keys["controller"] as? [String] == TemplateKeys.controller.sorted())
        #expect(keys["controllerDescribed"] as? [String] == TemplateKeys.controller.sorted())
        #expect(keys["navigationBar"] as? [String] == TemplateKeys.navigationBar.sorted())
        #expect(keys["tabBar"] as? [String] == TemplateKeys.tabBar.sorted())
        #expect(keys["toolbar"] as? [String] == TemplateKeys.toolbar.sorted())
        #expect(keys["view"] as? [String] == TemplateKeys.viewAll.sorted())
        #expect(keys["viewDescribed"] as? [String] == TemplateKeys.viewAll.sorted())
        let kinds = try #require(keys["kinds"] as? [String: [String]])
        #expect(kinds.keys.sorted() == ViewKind.allCases.map(\.rawValue).sorted())
        for kind in ViewKind.allCases { #expect(kinds[kind.rawValue] == TemplateKeys.view(kind).sorted(), "\(kind)") }
    }
}
