import Diagnostics

/// `<constraint firstItem= firstAttribute= relation= secondItem= secondAttribute= multiplier= constant=
/// priority= id=/>` inside a view's `<constraints>`: `first.attr relation second.attr × multiplier + constant`.
package struct IBConstraint: Hashable, Sendable, Codable {
    package var id: String
    /// The id of the view whose `<constraints>` list holds this constraint.
    package var holderID: String
    /// As written; nil means the holding view (Interface Builder omits the item that is the holder).
    package var firstItem: String?
    package var firstAttribute: IBLayoutAttribute
    package var relation: IBLayoutRelation
    /// As written; nil with a `secondAttribute` means the holding view, nil without one means a
    /// constant constraint (`width = 100`).
    package var secondItem: String?
    package var secondAttribute: IBLayoutAttribute?
    /// The multiplier's value: `0.5`, or a ratio written `16:9` (16 ÷ 9). 1 when absent.
    package var multiplier: Double
    /// The multiplier as written when it was written (`"16:9"`, `"0.5"`).
    var multiplierText: String?
    package var constant: Double
    /// 1–1000; absent means required (1000).
    package var priority: Double
    /// `placeholder="YES"`: removed at build time (Xcode's "Remove at build time").
    package var placeholder: Bool
    /// `identifier="…"` (shown in UIKit's unsatisfiable-constraint logs).
    package var identifier: String?
    /// `symbolic="YES"`: the constant is the system's standard spacing, not the number written.
    var symbolic: Bool
    /// `userLabel`, if the author named the constraint.
    var userLabel: String?
    /// `<variation key="heightClass=compact" constant="30"/>` children: the constant in other size classes.
    package var variations: [IBVariation] = []
    package var location: SourceLocation

    init(id: String, holderID: String, firstItem: String?, firstAttribute: IBLayoutAttribute,
                relation: IBLayoutRelation = .equal, secondItem: String? = nil, secondAttribute: IBLayoutAttribute? = nil,
                multiplier: Double = 1, multiplierText: String? = nil, constant: Double = 0, priority: Double = 1000,
                placeholder: Bool = false, identifier: String? = nil, symbolic: Bool = false, userLabel: String? = nil,
                location: SourceLocation) {
        self.id = id
        self.holderID = holderID
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.multiplierText = multiplierText
        self.constant = constant
        self.priority = priority
        self.placeholder = placeholder
        self.identifier = identifier
        self.symbolic = symbolic
        self.userLabel = userLabel
        self.location = location
    }

    /// The first item's id with the holder filled in.
    package var resolvedFirstItem: String { firstItem ?? holderID }

    /// The second item's id with the holder filled in; nil for a constant constraint.
    var resolvedSecondItem: String? {
        guard secondAttribute != nil else { return secondItem }
        return secondItem ?? holderID
    }
}
