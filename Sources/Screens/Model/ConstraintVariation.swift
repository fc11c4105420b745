import Devices

/// A size-class variation of an Interface Builder document (`<variation key="heightClass=compact">`):
/// constraints it uninstalls (`<mask key="constraints"><exclude reference=…/>`) and installs
/// (`<include reference=…/>`) when the window's size classes match. The variation keyed `default`
/// (both classes `nil`) describes the base "Any × Any" configuration.
package struct ConstraintVariation: Hashable, Sendable, Codable {
    var widthClass: SizeClass?
    var heightClass: SizeClass?
    /// Constraint ids (`LayoutConstraint.sourceID`) this variation uninstalls.
    var excluded: Set<String>
    /// Constraint ids this variation installs.
    var included: Set<String>

    init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, excluded: Set<String> = [], included: Set<String> = []) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.excluded = excluded
        self.included = included
    }

    /// Whether the variation applies to a window of these size classes.
    func matches(width: SizeClass, height: SizeClass) -> Bool {
        (widthClass == nil || widthClass == width) && (heightClass == nil || heightClass == height)
    }

    /// How many classes the key names: more specific variations apply after less specific ones.
    var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }

    /// The ids of `all` that are installed for a window of these size classes: the base set (everything
    /// the `default` variation does not exclude), then every matching variation, least specific first,
    /// removing what it excludes and adding what it includes. Assumed: no source states the order in
    /// which UIKit applies overlapping variations; this order makes the more specific one win.
    package static func installed(_ all: [String], variations: [ConstraintVariation], width: SizeClass, height: SizeClass) -> Set<String> {
        var set = Set(all)
        let ordered = variations.enumerated()
            .filter { $0.element.matches(width: width, height: height) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
        for (_, variation) in ordered {
            set.subtract(variation.excluded)
            set.formUnion(variation.included)
        }
        return set
    }
}
