import Diagnostics

/// `--format sarif`: SARIF 2.1.0 (OASIS) for code-scanning tools. One result per problem grouped across
/// profiles, located at the template line; the profiles it happens on are listed in the result's
/// `properties.profiles`. Allowed findings carry an in-source suppression with the reason. Deterministic:
/// fixed key order, fixed rule order (`RuleRegistry.all`), results in `CheckReport.groups` order.
package enum CheckSARIFReport {
    package static func render(_ report: CheckReport, toolVersion: String, rules: [any Rule] = RuleRegistry.all) -> String {
        var out = "{\n"
        out += "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
        out += "  \"version\": \"2.1.0\",\n"
        out += "  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \"bezel\",\n"
        out += "          \"version\": \(JSONString.quoted(toolVersion)),\n"
        out += "          \"rules\": ["
        for (n, rule) in rules.enumerated() {
            out += n == 0 ? "\n" : ",\n"
            out += "            {\"id\": \(JSONString.quoted(rule.id)), \"name\": \(JSONString.quoted(ruleName(rule.id))), "
            out += "\"shortDescription\": {\"text\": \(JSONString.quoted(rule.statement))}, "
            out += "\"help\": {\"text\": \(JSONString.quoted(rule.help))}, "
            out += "\"defaultConfiguration\": {\"level\": \(JSONString.quoted(rule.defaultSeverity.sarifLevel))}}"
        }
        out += "\n          ]\n        }\n      },\n"
        out += "      \"results\": ["
        for (n, group) in report.groups.enumerated() {
            let f = group.first
            out += n == 0 ? "\n" : ",\n"
            var message = "\(f.message) on \(f.profileLabel)"
            if group.count > 1 { message += " (+\(group.count - 1) more profile\(group.count == 2 ? "" : "s"))" }
            message += ". Fix: \(f.fix)"
            out += "        {\"ruleId\": \(JSONString.quoted(f.rule))"
            if let index = rules.firstIndex(where: { $0.id == f.rule }) { out += ", \"ruleIndex\": \(index)" }
            out += ", \"level\": \(JSONString.quoted(f.severity.sarifLevel))"
            out += ", \"message\": {\"text\": \(JSONString.quoted(message))}"
            out += ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONString.quoted(uri(f.location.file)))}, "
            out += "\"region\": {\"startLine\": \(max(1, f.location.line)), \"startColumn\": \(max(1, f.location.column))}}}]"
            if let reason = f.allowedReason {
                out += ", \"suppressions\": [{\"kind\": \"inSource\", \"justification\": \(JSONString.quoted(reason.isEmpty ? "allowed in the template" : reason))}]"
            }
            out += ", \"properties\": {\"profiles\": [" + group.profiles.map(JSONString.quoted).joined(separator: ", ") + "]"
            if let view = f.viewID { out += ", \"view\": \(JSONString.quoted(view))" }
            out += "}}"
        }
        out += report.groups.isEmpty ? "]\n" : "\n      ]\n"
        out += "    }\n  ]\n}\n"
        return out
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
