import AutoLayout
import Devices

extension Screen {
    /// The screen as a window of these size classes shows it, when its document varies anything by size class
    /// (`variations`, applied in `SizeClassVariation.applying` order): a view a variation uninstalls is not in
    /// the hierarchy, nor are its subviews, the guides they own and every constraint that names one of them
    /// (an uninstalled view "is removed from the view hierarchy", and its constraints with it:
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()); an uninstalled constraint
    /// is left out; hidden flags, stack axes and spacings and constraint constants take the variation's value.
    /// A nil class is "Any": Interface Builder's base configuration, which only `default` variations change.
    /// Nil when the screen has no variations; the result has none left to apply.
    package func inSizeClasses(width: SizeClass?, height: SizeClass?) -> Screen? {
        guard !variations.isEmpty else { return nil }
        var installedConstraints = Set(constraints.compactMap(\.sourceID))
        var uninstalledViews: Set<String> = []
        var hidden: [String: Bool] = [:], axes: [String: LayoutAxis] = [:], spacings: [String: Double] = [:]
        var constants: [String: Double] = [:]
        for variation in SizeClassVariation.applying(variations, width: width, height: height) {
            installedConstraints.subtract(variation.excludedConstraints)
            installedConstraints.formUnion(variation.includedConstraints)
            uninstalledViews.formUnion(variation.excludedViews)
            uninstalledViews.subtract(variation.includedViews)
            hidden.merge(variation.hidden) { $1 }
            axes.merge(variation.stackAxes) { $1 }
            spacings.merge(variation.stackSpacings) { $1 }
            constants.merge(variation.constants) { $1 }
        }
        var screen = self
        screen.variations = []
        var removed: Set<String> = []
        func varied(_ specs: [ViewSpec]) -> [ViewSpec] {
            specs.compactMap { spec in
                guard !uninstalledViews.contains(spec.id) else {
                    Self.collectIDs(of: spec, into: &removed)
                    return nil
                }
                var spec = spec
                if let isHidden = hidden[spec.id] { spec.layout.isHidden = isHidden }
                if let axis = axes[spec.id] { spec.layout.stack?.axis = axis }
                if let spacing = spacings[spec.id] { spec.layout.stack?.spacing = spacing }
                if !spec.views.isEmpty { spec.views = varied(spec.views) }
                return spec
            }
        }
        screen.views = varied(views)
        screen.guides = guides.filter { !removed.contains($0.owner) }
        removed.formUnion(guides.filter { removed.contains($0.owner) }.map(\.id))
        screen.constraints = constraints.compactMap { constraint in
            if let id = constraint.sourceID, !installedConstraints.contains(id) { return nil }
            if removed.contains(constraint.firstItem) || constraint.secondItem.map(removed.contains) == true { return nil }
            var constraint = constraint
            if let id = constraint.sourceID, let constant = constants[id] { constraint.constant = constant }
            return constraint
        }
        return screen
    }

    private static func collectIDs(of spec: ViewSpec, into ids: inout Set<String>) {
        ids.insert(spec.id)
        for child in spec.views { collectIDs(of: child, into: &ids) }
    }
}
