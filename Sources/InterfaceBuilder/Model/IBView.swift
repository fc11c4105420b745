import Diagnostics
import Geometry

/// One view element of a document — `view`, `label`, `button`, `tableView`, `tableViewCell`, a custom
/// or unknown element — with everything a layout needs, and everything else kept as written.
///
/// Defaults follow what an absent attribute means to Interface Builder: absent
/// `translatesAutoresizingMaskIntoConstraints` means YES (views IB lays out with constraints say `NO`),
/// absent `alpha` 1, absent hugging and compression priorities UIView's 250 and 750 (IB writes 251 for
/// the labels, buttons and image views it creates, so those say it explicitly; see
/// `resolvedHorizontalHugging`).
package struct IBView: Hashable, Sendable, Codable, IBSimulatedMetricsHolder {
    /// The element name as written (`view`, `label`, `tableViewCellContentView`, `mapView`, `wkWebView`, …).
    package var element: String
    package var id: String
    /// The property the view fills in its parent when it is not a plain subview: `view` (a controller's
    /// root), `contentView`, `tableHeaderView`, `tableFooterView`, `backgroundView`, `titleView`, …
    package var key: String?
    package var userLabel: String?
    package var customClass: String?
    var customModule: String?
    /// `<rect key="frame">`: the frame IB's Auto Layout gave the view on the saved device, in its
    /// superview's coordinates (for a scroll view's subviews, content coordinates).
    package var frame: Rect?
    package var autoresizingMask: IBAutoresizingMask?
    package var translatesAutoresizingMaskIntoConstraints: Bool
    /// Priorities as written; nil when absent (see the `resolved…` accessors for IB's defaults).
    var horizontalHuggingPriority: Double?
    var verticalHuggingPriority: Double?
    package var horizontalCompressionResistancePriority: Double?
    package var verticalCompressionResistancePriority: Double?
    var contentMode: String?
    package var semanticContentAttribute: String?
    package var contentHorizontalAlignment: String?
    package var contentVerticalAlignment: String?
    package var isHidden: Bool
    package var alpha: Double
    var clipsSubviews: Bool
    /// A `layer.cornerRadius` set as a user-defined runtime attribute (`<userDefinedRuntimeAttribute
    /// type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/>`), or the app's inspectable
    /// `cornerRadius` (see `layerBorderColor`), in points.
    package var layerCornerRadius: Double?
    /// A `layer.masksToBounds` runtime attribute (`<boolean key="value" value="YES"/>`).
    var layerMasksToBounds: Bool?
    /// A `layer.borderWidth` runtime attribute, or the app's inspectable `borderWidth` (see `layerBorderColor`), in points.
    package var layerBorderWidth: Double?
    /// The app's inspectable `borderColor` (`<userDefinedRuntimeAttribute type="color" keyPath="borderColor">`). It,
    /// `borderWidth` and `cornerRadius` are the app's own properties, not UIKit's; the UIView extension that declares
    /// them nearly everywhere sets the layer's property of the same name
    /// (https://nshipster.com/ibinspectable-ibdesignable/), so they are read as the layer's. A `layer.borderColor`
    /// runtime attribute is not read: Interface Builder passes a UIColor where the layer takes a CGColor, and the
    /// border keeps its default black (https://developer.apple.com/documentation/quartzcore/calayer/bordercolor).
    package var layerBorderColor: IBColor?
    /// Whether the view clips its content to its bounds: `clipsSubviews="YES"` (`clipsToBounds`) or a
    /// `layer.masksToBounds` runtime attribute, the same property of its layer
    /// (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
    package var masksToBounds: Bool { layerMasksToBounds ?? clipsSubviews }
    var isOpaque: Bool?
    var isUserInteractionEnabled: Bool
    var tag: Int?
    /// `misplaced="YES"`: the saved frame is not where the constraints put the view (Xcode's warning).
    package var misplaced: Bool
    /// `ambiguous="YES"`: the constraints do not fix the view's frame.
    package var ambiguous: Bool
    package var layoutMargins: EdgeInsets?
    package var directionalLayoutMargins: IBDirectionalInsets?
    package var preservesSuperviewLayoutMargins: Bool
    /// Absent means YES (UIKit's default, iOS 11+).
    package var insetsLayoutMarginsFromSafeArea: Bool
    var layoutMarginsFollowReadableWidth: Bool
    /// Every `<color key=…>` of the view, in document order (`backgroundColor`, `tintColor`, `textColor`, …).
    var colors: [IBColor]
    /// Scroll-view properties, for `scrollView`, `tableView`, `collectionView` and `textView`.
    package var scroll: IBScrollProperties?
    /// What kind of view it is, with its kind's properties.
    package var kind: IBViewKind
    /// `<subviews>`, back to front (a stack view's are its arranged subviews).
    package var subviews: [IBView]
    /// Views held by key rather than as subviews: a cell's `contentView`, a table's `tableHeaderView`,
    /// a visual effect view's `contentView`, a `backgroundView`, …
    package var keyedViews: [IBView]
    package var layoutGuides: [IBLayoutGuide]
    /// `<constraints>` held by this view, in document order.
    package var constraints: [IBConstraint]
    package var variations: [IBVariation]
    var connections: [IBConnection]
    /// Every attribute of the element as written, in document order.
    var attributes: [IBAttribute]
    /// Child elements the model does not name (accessibility, runtime attributes, gesture recognizers, …).
    var otherElements: [IBElement]

    /// The simulated metrics a XIB's top-level view carries as children (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics"/>`, `<nil key="simulatedStatusBarMetrics"/>`, …), as a storyboard's controller does.
    package var simulatedMetrics: [IBSimulatedMetric] {
        otherElements.compactMap { child in
            let key = child[attribute: "key"] ?? ""
            guard key.hasPrefix("simulated") else { return nil }
            return IBSimulatedMetric(element: child.name, key: key, attributes: child.attributes.filter { $0.name != "key" },
                                     location: child.location)
        }
    }

    package var location: SourceLocation

    init(element: String, id: String, location: SourceLocation) {
        self.element = element
        self.id = id
        self.location = location
        key = nil
        userLabel = nil
        customClass = nil
        customModule = nil
        frame = nil
        autoresizingMask = nil
        translatesAutoresizingMaskIntoConstraints = true
        horizontalHuggingPriority = nil
        verticalHuggingPriority = nil
        horizontalCompressionResistancePriority = nil
        verticalCompressionResistancePriority = nil
        contentMode = nil
        semanticContentAttribute = nil
        contentHorizontalAlignment = nil
        contentVerticalAlignment = nil
        isHidden = false
        alpha = 1
        clipsSubviews = false
        isOpaque = nil
        isUserInteractionEnabled = true
        tag = nil
        misplaced = false
        ambiguous = false
        layoutMargins = nil
        directionalLayoutMargins = nil
        preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = true
        layoutMarginsFollowReadableWidth = false
        colors = []
        scroll = nil
        kind = .plain
        subviews = []
        keyedViews = []
        layoutGuides = []
        constraints = []
        variations = []
        connections = []
        attributes = []
        otherElements = []
    }

    /// UIView's default content hugging priority, 250 (`UILayoutPriority.defaultLow`,
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow), when the document
    /// does not write one. IB writes 251 itself for the labels, buttons and image views it creates.
    static let defaultHuggingPriority: Double = 250
    /// UIView's default compression resistance, 750 (`UILayoutPriority.defaultHigh`,
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh).
    static let defaultCompressionResistancePriority: Double = 750

    package var resolvedHorizontalHugging: Double { horizontalHuggingPriority ?? Self.defaultHuggingPriority }
    package var resolvedVerticalHugging: Double { verticalHuggingPriority ?? Self.defaultHuggingPriority }
    var resolvedHorizontalCompressionResistance: Double {
        horizontalCompressionResistancePriority ?? Self.defaultCompressionResistancePriority
    }
    var resolvedVerticalCompressionResistance: Double {
        verticalCompressionResistancePriority ?? Self.defaultCompressionResistancePriority
    }

    /// The name a reader would call the view: its user label, else its custom class, else its element.
    package var displayName: String { userLabel ?? customClass ?? element }

    /// The colour with `key`, if the view sets it.
    package func color(_ key: String) -> IBColor? { colors.first { $0.key == key } }

    package var backgroundColor: IBColor? { color("backgroundColor") }

    /// The keyed view with `key` (`contentView`, `tableHeaderView`, …).
    package func keyedView(_ key: String) -> IBView? { keyedViews.first { $0.key == key } }

    /// The attribute `name` as written.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// This view and every view below it (subviews, keyed views, cells, bar custom views), depth first,
    /// in document order.
    package var allViews: [IBView] {
        var out: [IBView] = []
        appendAll(to: &out)
        return out
    }

    func appendAll(to out: inout [IBView]) {
        out.append(self)
        for child in childViewsInDocumentOrder { child.appendAll(to: &out) }
    }

    /// Views nested in this element, whatever holds them, in the order the model lists them.
    var childViewsInDocumentOrder: [IBView] {
        var children = keyedViews + subviews
        children += kind.nestedViews
        return children
    }
}
