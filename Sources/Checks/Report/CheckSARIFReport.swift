import Diagnostics

/// `--format sarif`: SARIF 2.1.0 (OASIS) for code-scanning tools. One result per problem grouped across
/// profiles, located at the template line; the profiles it happens on are listed in the result's
/// `properties.profiles`. Allowed findings carry an in-source suppression with the reason. Deterministic:
/// fixed key order, fixed rule order (`RuleRegistry.all`), results in `CheckReport.groups` order.
package enum CheckSARIFReport {
    package static func render(_ report: CheckReport, toolVersion: String, rules: [any Rule] = RuleRegistry.all) -> String {
        // Every level written out down to the rule and result lists; each rule and each result on one line.
        json(report, toolVersion: toolVersion, rules: rules).rendered { path, _ in
            !path.contains("rules") && !path.contains("results") || path.last == "rules" || path.last == "results"
        }
    }

    /// The SARIF log `render` prints.
    package static func json(_ report: CheckReport, toolVersion: String, rules: [any Rule] = RuleRegistry.all) -> JSONValue {
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)), ("name", .string(ruleName(rule.id))),
                ("shortDescription", .object([("text", .string(rule.statement))])),
                ("help", .object([("text", .string(rule.help))])),
                ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.sarifLevel))])),
            ])
        }
        let results: [JSONValue] = report.groups.map { group in
            let f = group.first
            var message = "\(f.message) on \(f.profileLabel)"
            if group.count > 1 { message += " (+\(group.count - 1) more profile\(group.count == 2 ? "" : "s"))" }
            message += ". Fix: \(f.fix)"
            var result: [(String, JSONValue)] = [("ruleId", .string(f.rule))]
            if let index = rules.firstIndex(where: { $0.id == f.rule }) { result.append(("ruleIndex", .number(Double(index)))) }
            result.append(("level", .string(f.severity.sarifLevel)))
            result.append(("message", .object([("text", .string(message))])))
            result.append(("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(f.location.file)))])),
                ("region", .object([("startLine", .number(Double(max(1, f.location.line)))), ("startColumn", .number(Double(max(1, f.location.column))))])),
            ]))])])))
            if let reason = f.allowedReason {
                result.append(("suppressions", .array([.object([
                    ("kind", .string("inSource")), ("justification", .string(reason.isEmpty ? "allowed in the template" : reason)),
                ])])))
            }
            var properties: [(String, JSONValue)] = [("profiles", .array(group.profiles.map(JSONValue.string)))]
            if let view = f.viewID { properties.append(("view", .string(view))) }
            result.append(("properties", .object(properties)))
            return .object(result)
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("bezel")), ("version", .string(toolVersion)), ("rules", .array(descriptors)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// `unsafe-overlap` → `UnsafeOverlap`, SARIF's rule `name` convention.
    static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI: a relative path as a relative reference, an absolute one as a `file://` URI
    /// (RFC 8089: `/home/…` written bare is a network-path-less reference SARIF viewers
    /// resolve against the repository). Unreserved characters and `/` as they are, the rest percent-encoded.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
