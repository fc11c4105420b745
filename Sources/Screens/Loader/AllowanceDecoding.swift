extension TemplateDecoder {
    /// `allow: [rule-id, { rule: rule-id, reason: … }]` (a single entry is a list of one), on a view or at
    /// the top of the template: one reader, so both levels accept the same spellings and refuse the same
    /// mistakes with the same messages. Rule ids are only checked for their form here; the Checks stage
    /// warns about ids it does not know.
    mutating func allowances(_ node: YAMLNode?) -> [Allowance] {
        guard let items = list(node, "allow", acceptsSingle: true) else { return [] }
        var result: [Allowance] = []
        for item in items {
            var rule: String?
            var reason: String?
            var ruleNode = item
            if case .mapping = item.content {
                guard let entries = entries(of: item, what: "an 'allow' entry", allowed: TemplateKeys.allowance) else { continue }
                require(["rule"], in: entries, of: "an 'allow' entry")
                ruleNode = entries["rule"] ?? item
                rule = entries["rule"].flatMap { text($0, "rule") }
                reason = text(entries["reason"], "reason")
            } else {
                rule = text(item, "allow")
            }
            guard let rule else { continue }
            guard !rule.isEmpty, rule.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
                error(ruleNode.location, "rule ids look like 'unsafe-overlap' (lowercase letters, digits and '-'), got '\(MessageText.shown(rule))'")
                continue
            }
            result.append(Allowance(rule: rule, reason: reason, location: item.location))
        }
        return result
    }
}
