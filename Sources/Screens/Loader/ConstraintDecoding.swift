import AutoLayout
import Diagnostics

extension TemplateDecoder {
    /// The screen's `constraints:` list, resolved against the views' ids, and the guides the constraints
    /// name (one `LayoutGuideNode` per `ID.safeArea`, `ID.margins` or `ID.readable` used).
    mutating func constraints(from node: YAMLNode?, viewIDs: [String]) -> (constraints: [LayoutConstraint], guides: [LayoutGuideNode]) {
        guard let items = list(node, "constraints") else { return ([], []) }
        var constraints: [LayoutConstraint] = []
        var guides: [LayoutGuideNode] = []
        let itemNames = [Screen.templateRootID] + viewIDs
        let knownItems = Set(itemNames)
        let attributeNames = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)

        for item in items {
            guard case .scalar(let text, let isPlain) = item.content else {
                error(item.location, "a constraint is one line such as 'send.leading = field.trailing + 8', got \(item.shownForMessage)")
                continue
            }
            // Columns inside the value: a plain scalar starts at its first character, a quoted one after the quote.
            func location(at offset: Int) -> SourceLocation {
                var location = item.location
                location.column += offset + (isPlain ? 0 : 1)
                return location
            }
            let parsed: ConstraintExpression.Parsed
            switch ConstraintExpression.parse(text) {
            case .failure(let problem):
                error(location(at: problem.offset), "\(problem.message) in constraint '\(MessageText.shown(text))'")
                continue
            case .success(let value):
                parsed = value
            }
            var resolved: [(id: String, attribute: LayoutAttribute)] = []
            for side in [parsed.first] + (parsed.second.map { [$0] } ?? []) {
                guard knownItems.contains(side.item) else {
                    error(location(at: side.offset), "unknown item '\(MessageText.shown(side.item))' in constraint; items are view ids and 'root'"
                        + MessageText.didYouMean(side.item, in: itemNames))
                    break
                }
                let attributeName = side.attribute == "baseline" ? "lastBaseline" : side.attribute
                guard let attribute = LayoutAttribute(rawValue: attributeName), attribute != .notAnAttribute else {
                    let attributeOffset = side.offset + side.item.unicodeScalars.count + 1 + (side.guide.map { $0.unicodeScalars.count + 1 } ?? 0)
                    error(location(at: attributeOffset), "unknown attribute '\(MessageText.shown(side.attribute))'"
                        + MessageText.didYouMean(side.attribute, in: attributeNames))
                    break
                }
                var id = side.item
                if let guide = side.guide {
                    id = "\(side.item).\(guide)"
                    if !guides.contains(where: { $0.id == id }) {
                        let kind: LayoutGuideKind = guide == "safeArea" ? .safeArea : guide == "margins" ? .layoutMargins : .readableContent
                        guides.append(LayoutGuideNode(id: id, owner: side.item, kind: kind, location: location(at: side.offset)))
                    }
                }
                resolved.append((id, attribute))
            }
            guard resolved.count == 1 + (parsed.second == nil ? 0 : 1) else { continue }
            if parsed.second == nil, resolved[0].attribute != .width && resolved[0].attribute != .height {
                error(location(at: parsed.first.offset), "only a width or a height can equal a constant; '\(parsed.first.attribute)' needs a second item (e.g. 'root.\(parsed.first.attribute)')")
                continue
            }
            let isDimension: (LayoutAttribute) -> Bool = { $0 == .width || $0 == .height }
            if let second = resolved.dropFirst().first, second.attribute.axis != resolved[0].attribute.axis,
               !(isDimension(second.attribute) && isDimension(resolved[0].attribute)) {
                error(location(at: parsed.first.offset), "'\(parsed.first.attribute)' and '\(parsed.second!.attribute)' lie on different axes; a constraint relates one axis")
                continue
            }
            constraints.append(LayoutConstraint(
                resolved[0].id, resolved[0].attribute, parsed.relation, resolved.dropFirst().first?.id,
                resolved.dropFirst().first?.attribute ?? .notAnAttribute, multiplier: parsed.multiplier, constant: parsed.constant,
                priority: parsed.priority, location: item.location))
        }
        return (constraints, guides)
    }
}
