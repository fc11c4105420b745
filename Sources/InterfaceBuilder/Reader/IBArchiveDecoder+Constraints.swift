import Diagnostics

extension IBArchiveDecoder {
    /// `NSLayoutConstraint.Attribute` by raw value (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute):
    /// the attributes Xcode 4.5 and 4.6 wrote, 0 being none.
    static let layoutAttributes: [Int: String] = [
        1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height", 9: "centerX",
        10: "centerY", 11: "baseline",
    ]

    /// `NSLayoutConstraint.Relation` by raw value (https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation).
    static let layoutRelations: [Int: String] = [-1: "lessThanOrEqual", 0: "equal", 1: "greaterThanOrEqual"]

    /// Xcode 4.5's constraints (`IBNSLayoutConstraint`, kept in the object records rather than in their views) as
    /// `<constraint>` elements, grouped by the view that holds them (`containingView`), in document order
    /// (docs/research/ib-defaults.md §127). More than the limit 'constraints' are refused at the first past it, as a
    /// scene's are; a constraint whose `containingView` is missing, names no object or names one that is not a view is
    /// refused where it stands: a constraint belongs to the view that holds it, and Xcode writes that view for each.
    mutating func collectConstraints() {
        let archived = objects.values.filter { Self.className($0) == "IBNSLayoutConstraint" }
            .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        if archived.count > limits.constraints {
            error("the archive has \(archived.count) constraints; a document holds at most \(limits.constraints) (limit 'constraints')",
                  at: archived[limits.constraints].location)
        }
        for constraint in archived.prefix(limits.constraints) {
            guard let holding = constraint.child(key: "containingView"), let holder = holding[attribute: "ref"] else {
                error("the constraint has no 'containingView', the view that holds it", at: constraint.location)
                continue
            }
            guard let view = referencedObject(holder, by: holding, of: "the constraint") else { continue }
            guard Self.isView(view) else {
                error("the constraint's 'containingView' names '\(holder)' (\(Self.className(view))), which is not a view",
                      at: holding.location)
                continue
            }
            guard let translated = self.constraint(constraint) else { continue }
            constraints[holder, default: []].append(translated)
        }
    }

    mutating func constraint(_ object: IBElement) -> IBElement? {
        guard let firstItem = object.child(key: "firstItem"), let firstRef = firstItem[attribute: "ref"] else {
            error("the constraint has no 'firstItem', the view it constrains", at: object.location)
            return nil
        }
        guard let first = referencedObject(firstRef, by: firstItem, of: "the constraint").map(elementID(of:)) else { return nil }
        var attributes: [(String, String)] = [("firstItem", first)]
        guard let firstAttribute = integer(object, "firstAttribute").flatMap({ Self.layoutAttributes[$0] }) else {
            error("'firstAttribute' must be a layout attribute from 1 to 11", at: object.location)
            return nil
        }
        attributes.append(("firstAttribute", firstAttribute))
        if let relation = integer(object, "relation"), relation != 0 {
            guard let name = Self.layoutRelations[relation] else {
                error("'relation' must be -1, 0 or 1, got \(relation)", at: object.location)
                return nil
            }
            attributes.append(("relation", name))
        }
        if let secondItem = object.child(key: "secondItem"), let secondRef = secondItem[attribute: "ref"] {
            guard let second = referencedObject(secondRef, by: secondItem, of: "the constraint").map(elementID(of:)) else { return nil }
            guard let secondAttribute = integer(object, "secondAttribute").flatMap({ Self.layoutAttributes[$0] }) else {
                error("'secondAttribute' must be a layout attribute from 1 to 11 when the constraint names a 'secondItem'", at: object.location)
                return nil
            }
            attributes += [("secondItem", second), ("secondAttribute", secondAttribute)]
        }
        if let multiplier = number(object, "multiplier", bound: limits.multiplier, limit: "multiplier"), multiplier != 1 {
            attributes.append(("multiplier", Self.format(multiplier)))
        }
        if let constant = value(object, "constant") {
            if let number = number(constant, "value"), number != 0 { attributes.append(("constant", Self.format(number))) }
            // A standard spacing (Interface Builder's "Use Standard Value"), whose value the archive writes beside it.
            if Self.className(constant) == "IBNSLayoutSymbolicConstant" { attributes.append(("symbolic", "YES")) }
        }
        if let priority = number(object, "priority", bound: 1000), priority != 1000 { attributes.append(("priority", Self.format(priority))) }
        if bool(object, "placeholder") == true { attributes.append(("placeholder", "YES")) }
        attributes.append(("id", elementID(of: object)))
        return Self.make("constraint", attributes, from: object)
    }
}
