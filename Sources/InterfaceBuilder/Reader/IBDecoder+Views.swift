import Diagnostics
import Geometry

extension IBDecoder {
    /// Whether `element` should be read as a view: a known view element, or an unknown element
    /// shaped like one (it has a frame).
    func isView(_ element: IBElement) -> Bool {
        if IBElementNames.views.contains(element.name) { return true }
        if IBElementNames.viewProperties.contains(element.name) || IBElementNames.controllers.contains(element.name) {
            return false
        }
        return element.child("rect", key: "frame") != nil || element.child("frame", key: "frameInset") != nil
    }

    mutating func view(_ element: IBElement) -> IBView {
        // Xcode 14 writes a collection cell's `<view key="contentView">` without an id (seen in public
        // XIBs saved by toolsVersion 21225); such a keyed view gets one made from its key and position,
        // which no Interface Builder id can equal (they never contain '@').
        let id = element[attribute: "id"] == nil ? Self.madeUpID(for: element) ?? required(element, "id") : required(element, "id")
        var view = IBView(element: element.name, id: id, location: element.location)
        view.key = element[attribute: "key"]
        view.userLabel = element[attribute: "userLabel"]
        view.customClass = element[attribute: "customClass"]
        view.customModule = element[attribute: "customModule"]
        view.translatesAutoresizingMaskIntoConstraints = bool(element, "translatesAutoresizingMaskIntoConstraints", absent: true)
        view.horizontalHuggingPriority = number(element, "horizontalHuggingPriority")
        view.verticalHuggingPriority = number(element, "verticalHuggingPriority")
        view.horizontalCompressionResistancePriority = number(element, "horizontalCompressionResistancePriority")
        view.verticalCompressionResistancePriority = number(element, "verticalCompressionResistancePriority")
        view.contentMode = element[attribute: "contentMode"]
        view.semanticContentAttribute = element[attribute: "semanticContentAttribute"]
        view.contentHorizontalAlignment = element[attribute: "contentHorizontalAlignment"]
        view.contentVerticalAlignment = element[attribute: "contentVerticalAlignment"]
        view.isHidden = bool(element, "hidden")
        view.alpha = number(element, "alpha", absent: 1)
        view.clipsSubviews = bool(element, "clipsSubviews")
        view.isOpaque = optionalBool(element, "opaque")
        view.isUserInteractionEnabled = bool(element, "userInteractionEnabled", absent: true)
        view.tag = integer(element, "tag")
        view.misplaced = bool(element, "misplaced")
        view.ambiguous = bool(element, "ambiguous")
        view.preservesSuperviewLayoutMargins = bool(element, "preservesSuperviewLayoutMargins")
        view.insetsLayoutMarginsFromSafeArea = bool(element, "insetsLayoutMarginsFromSafeArea", absent: true)
        view.layoutMarginsFollowReadableWidth = bool(element, "layoutMarginsFollowReadableWidth")
        view.attributes = element.attributes

        // Properties every view may carry; what remains is read by kind below or kept as written.
        var rest: [IBElement] = []
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("rect", "frame"): view.frame = rect(child)
            case ("frame", "frameInset") where element.child("rect", key: "frame") == nil:
                view.frame = frameInset(child).frame(in: superviewSizes.last ?? nil)
            case ("autoresizingMask", _): view.autoresizingMask = autoresizingMask(child)
            case ("subviews", _):
                superviewSizes.append(view.frame?.size)
                defer { superviewSizes.removeLast() }
                for subview in child.children {
                    if isView(subview) {
                        view.subviews.append(self.view(subview))
                    } else {
                        view.otherElements.append(subview)
                    }
                }
            case ("constraints", _):
                for constraint in child.children where constraint.name == "constraint" {
                    view.constraints.append(self.constraint(constraint, holder: view.id))
                }
            case ("color", _): view.colors.append(color(child))
            case ("edgeInsets", "layoutMargins"): view.layoutMargins = insets(child)
            case ("directionalEdgeInsets", "directionalLayoutMargins"): view.directionalLayoutMargins = directionalInsets(child)
            case ("viewLayoutGuide", _), ("layoutGuide", _): view.layoutGuides.append(layoutGuide(child))
            case ("layoutGuides", _):
                for guide in child.children { view.layoutGuides.append(layoutGuide(guide)) }
            case ("variation", _): view.variations.append(variation(child))
            case ("connections", _): view.connections = connections(child)
            case ("userDefinedRuntimeAttributes", _):
                for attribute in child.children {
                    let value = attribute.children.first { $0[attribute: "key"] == "value" }
                    switch attribute[attribute: "keyPath"] {
                    case "layer.cornerRadius": view.layerCornerRadius = value.flatMap { number($0, "value") }
                    case "cornerRadius" where view.layerCornerRadius == nil:
                        view.layerCornerRadius = value.flatMap { number($0, "value") }
                    case "layer.masksToBounds": view.layerMasksToBounds = value.map { bool($0, "value") }
                    case "layer.borderWidth", "borderWidth": view.layerBorderWidth = value.flatMap { number($0, "value") }
                    case "borderColor": view.layerBorderColor = value.flatMap { $0.name == "color" ? color($0) : nil }
                    default: break
                    }
                }
                rest.append(child)
            default:
                if child[attribute: "key"] != nil, isView(child), !(element.name == "collectionView"
                    && child.name == "collectionReusableView") {
                    superviewSizes.append(view.frame?.size)
                    defer { superviewSizes.removeLast() }
                    view.keyedViews.append(self.view(child))
                } else {
                    rest.append(child)
                }
            }
        }
        superviewSizes.append(view.frame?.size)
        defer { superviewSizes.removeLast() }
        view.kind = kind(of: element, rest: rest, view: &view)
        return view
    }

    /// `<frame key="frameInset">` (Xcode 8.0's saved frame; see `IBFrameInset`).
    mutating func frameInset(_ element: IBElement) -> IBFrameInset {
        IBFrameInset(minX: number(element, "minX"), minY: number(element, "minY"), maxX: number(element, "maxX"),
                     maxY: number(element, "maxY"), width: number(element, "width"), height: number(element, "height"))
    }

    mutating func autoresizingMask(_ element: IBElement) -> IBAutoresizingMask {
        IBAutoresizingMask(
            flexibleMinX: bool(element, "flexibleMinX"), widthSizable: bool(element, "widthSizable"),
            flexibleMaxX: bool(element, "flexibleMaxX"), flexibleMinY: bool(element, "flexibleMinY"),
            heightSizable: bool(element, "heightSizable"), flexibleMaxY: bool(element, "flexibleMaxY"))
    }

    mutating func variation(_ element: IBElement) -> IBVariation {
        var variation = IBVariation(key: element[attribute: "key"] ?? "", location: element.location)
        variation.attributes = element.attributes.filter { $0.name != "key" }
        // The numbers and flags a variation gives are held to the rules of the same attributes outside one.
        for name in ["constant", "spacing"] { _ = number(element, name) }
        _ = bool(element, "hidden")
        for child in element.children {
            if child.name == "mask" {
                var mask = IBVariationMask(key: child[attribute: "key"] ?? "", location: child.location)
                for entry in child.children {
                    guard let reference = entry[attribute: "reference"] else { continue }
                    if entry.name == "exclude" { mask.excluded.append(reference) }
                    if entry.name == "include" { mask.included.append(reference) }
                }
                variation.masks.append(mask)
            } else if child.name == "rect", child[attribute: "key"] == "frame" {
                variation.frame = rect(child)
            } else {
                variation.otherElements.append(child)
            }
        }
        return variation
    }

    mutating func constraint(_ element: IBElement, holder: String) -> IBConstraint {
        let id = required(element, "id")
        let first = layoutAttribute(element, "firstAttribute") ?? .width
        let second = element[attribute: "secondAttribute"] == nil ? nil : layoutAttribute(element, "secondAttribute")
        var relation = IBLayoutRelation.equal
        if let text = element[attribute: "relation"] {
            if let parsed = IBLayoutRelation(rawValue: text) {
                relation = parsed
            } else {
                error("'relation' must be one of \(IBLayoutRelation.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'"
                      + Suggestions.didYouMean(text, in: IBLayoutRelation.allCases.map(\.rawValue)),
                      at: location(of: "relation", in: element))
            }
        }
        for name in ["firstItem", "secondItem"] where element[attribute: name] != nil {
            references.append((element[attribute: name]!, name, element))
        }
        if element[attribute: "secondItem"] != nil, element[attribute: "secondAttribute"] == nil {
            error("the constraint names a 'secondItem' but no 'secondAttribute'", at: element.location)
        }
        var constraint = IBConstraint(
            id: id, holderID: holder, firstItem: element[attribute: "firstItem"], firstAttribute: first,
            relation: relation, secondItem: element[attribute: "secondItem"], secondAttribute: second,
            multiplier: multiplier(element), multiplierText: element[attribute: "multiplier"],
            constant: number(element, "constant", absent: 0), priority: number(element, "priority", absent: 1000),
            placeholder: bool(element, "placeholder"), identifier: element[attribute: "identifier"],
            symbolic: bool(element, "symbolic"), userLabel: element[attribute: "userLabel"], location: element.location)
        constraint.variations = element.children.filter { $0.name == "variation" }.map { variation($0) }
        return constraint
    }

    mutating func layoutAttribute(_ element: IBElement, _ name: String) -> IBLayoutAttribute? {
        guard let text = element[attribute: name] else {
            error("<constraint> has no '\(name)' attribute", at: element.location)
            return nil
        }
        if let attribute = IBLayoutAttribute(rawValue: text) { return attribute }
        error("'\(name)' must be a layout attribute (top, leading, width, centerX, …), got '\(text)'"
              + Suggestions.didYouMean(text, in: IBLayoutAttribute.allCases.map(\.rawValue)),
              at: location(of: name, in: element))
        return nil
    }

    /// `multiplier="0.5"` or a ratio `multiplier="16:9"` (16 ÷ 9) or `multiplier="2/3"` (2 ÷ 3: Interface
    /// Builder keeps the fraction as typed, and its saved frames divide it, docs/research/ib-defaults.md §25), with
    /// spaces around the sign when typed so (`2 / 3`, saved frames in §66), or a percentage `multiplier="50%"`
    /// (0.5: the inspector's multiplier field takes one and the document keeps it as typed,
    /// https://stackoverflow.com/q/16653593); absent means 1. The value, after the division, must be finite and
    /// within the limit 'multiplier' (`1e308:1e-308` overflows to infinity).
    mutating func multiplier(_ element: IBElement) -> Double {
        guard let text = element[attribute: "multiplier"] else { return 1 }
        var value: Double?
        if let number = Self.parseNumber(text) {
            value = number
        } else if text.hasSuffix("%"), let percent = Self.parseNumber(String(text.dropLast().reversed().drop { $0 == " " }.reversed())) {
            value = percent / 100
        } else {
            let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
            func term(_ part: Substring) -> Double? {
                let trimmed = part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
                return Self.parseNumber(String(trimmed))
            }
            if parts.count == 2, let a = term(parts[0]), let b = term(parts[1]), b != 0 {
                value = a / b
            }
        }
        guard let value else {
            error("'multiplier' must be a number, a ratio like 16:9 or 2/3, or a percentage like 50%, got '\(text)'", at: location(of: "multiplier", in: element))
            return 1
        }
        guard value.isFinite, abs(value) <= limits.multiplier else {
            error("'multiplier' must lie within ±\(DecimalNumber.fixed(limits.multiplier, digits: 0)) (limit 'multiplier'), got '\(text)'",
                  at: location(of: "multiplier", in: element))
            return 1
        }
        return value
    }
}
