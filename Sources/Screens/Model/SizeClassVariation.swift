import AutoLayout
import Devices

/// A size-class variation of an Interface Builder document: what Interface Builder's "Vary for Traits" and
/// per-size-class checkboxes change for a window of one width and height class
/// (https://developer.apple.com/documentation/uikit/uitraitcollection, "Size classes"). `<variation key=…>` names the
/// classes (`heightClass=compact`, `heightClass=regular-widthClass=compact`; `default` is the base "Any × Any"
/// configuration); it installs or uninstalls constraints and views (`<mask key="constraints">`,
/// `<mask key="subviews">`, Interface Builder's "Installed" checkbox) and gives properties other values: a view's
/// `hidden`, a stack view's `axis` and `spacing` (on the view's variation) and a constraint's `constant` (on a
/// `<variation>` inside the `<constraint>`).
package struct SizeClassVariation: Hashable, Sendable, Codable {
    var widthClass: SizeClass?
    var heightClass: SizeClass?
    /// Constraint ids (`LayoutConstraint.sourceID`) this variation uninstalls and installs.
    var excludedConstraints: Set<String> = []
    var includedConstraints: Set<String> = []
    /// View ids this variation uninstalls and installs (with their subviews).
    var excludedViews: Set<String> = []
    var includedViews: Set<String> = []
    /// Values this variation gives, by view or constraint id.
    var hidden: [String: Bool] = [:]
    var stackAxes: [String: LayoutAxis] = [:]
    var stackSpacings: [String: Double] = [:]
    var constants: [String: Double] = [:]

    init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// Whether the variation applies to a window of these size classes; nil is Interface Builder's "Any", which
    /// only a variation that names no class of that dimension matches.
    func matches(width: SizeClass?, height: SizeClass?) -> Bool {
        (widthClass == nil || widthClass == width) && (heightClass == nil || heightClass == height)
    }

    /// How many classes the key names: more specific variations apply after less specific ones.
    var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }

    /// The variations of `all` that apply to a window of these size classes, in the order they apply: least
    /// specific first, then in document order. Assumed: no source states the order in which UIKit applies
    /// overlapping variations; this order makes the more specific one win.
    static func applying(_ all: [SizeClassVariation], width: SizeClass?, height: SizeClass?) -> [SizeClassVariation] {
        all.enumerated()
            .filter { $0.element.matches(width: width, height: height) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map(\.element)
    }
}
