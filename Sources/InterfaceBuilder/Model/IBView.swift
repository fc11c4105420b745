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
public struct IBView: Hashable, Sendable, Codable {
    /// The element name as written (`view`, `label`, `tableViewCellContentView`, `mapView`, `wkWebView`, …).
    public var element: String
    public var id: String
    /// The property the view fills in its parent when it is not a plain subview: `view` (a controller's
    /// root), `contentView`, `tableHeaderView`, `tableFooterView`, `backgroundView`, `titleView`, …
    public var key: String?
    public var userLabel: String?
    public var customClass: String?
    public var customModule: String?
    /// `<rect key="frame">`: the frame IB's Auto Layout gave the view on the saved device, in its
    /// superview's coordinates (for a scroll view's subviews, content coordinates).
    public var frame: Rect?
    public var autoresizingMask: IBAutoresizingMask?
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// Priorities as written; nil when absent (see the `resolved…` accessors for IB's defaults).
    public var horizontalHuggingPriority: Double?
    public var verticalHuggingPriority: Double?
    public var horizontalCompressionResistancePriority: Double?
    public var verticalCompressionResistancePriority: Double?
    public var contentMode: String?
    public var semanticContentAttribute: String?
    public var contentHorizontalAlignment: String?
    public var contentVerticalAlignment: String?
    public var isHidden: Bool
    public var alpha: Double
    public var clipsSubviews: Bool
    public var isOpaque: Bool?
    public var isUserInteractionEnabled: Bool
    public var tag: Int?
    /// `misplaced="YES"`: the saved frame is not where the constraints put the view (Xcode's warning).
    public var misplaced: Bool
    /// `ambiguous="YES"`: the constraints do not fix the view's frame.
    public var ambiguous: Bool
    public var layoutMargins: EdgeInsets?
    public var directionalLayoutMargins: IBDirectionalInsets?
    public var preservesSuperviewLayoutMargins: Bool
    /// Absent means YES (UIKit's default, iOS 11+).
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    /// Every `<color key=…>` of the view, in document order (`backgroundColor`, `tintColor`, `textColor`, …).
    public var colors: [IBColor]
    /// Scroll-view properties, for `scrollView`, `tableView`, `collectionView` and `textView`.
    public var scroll: IBScrollProperties?
    /// What kind of view it is, with its kind's properties.
    public var kind: IBViewKind
    /// `<subviews>`, back to front (a stack view's are its arranged subviews).
    public var subviews: [IBView]
    /// Views held by key rather than as subviews: a cell's `contentView`, a table's `tableHeaderView`,
    /// a visual effect view's `contentView`, a `backgroundView`, …
    public var keyedViews: [IBView]
    public var layoutGuides: [IBLayoutGuide]
    /// `<constraints>` held by this view, in document order.
    public var constraints: [IBConstraint]
    public var variations: [IBVariation]
    public var connections: [IBConnection]
    /// Every attribute of the element as written, in document order.
    public var attributes: [IBAttribute]
    /// Child elements the model does not name (accessibility, runtime attributes, gesture recognizers, …).
    public var otherElements: [IBElement]
    public var location: SourceLocation

    public init(element: String, id: String, location: SourceLocation) {
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
    public static let defaultHuggingPriority: Double = 250
    /// UIView's default compression resistance, 750 (`UILayoutPriority.defaultHigh`,
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh).
    public static let defaultCompressionResistancePriority: Double = 750

    public var resolvedHorizontalHugging: Double { horizontalHuggingPriority ?? Self.defaultHuggingPriority }
    public var resolvedVerticalHugging: Double { verticalHuggingPriority ?? Self.defaultHuggingPriority }
    public var resolvedHorizontalCompressionResistance: Double {
        horizontalCompressionResistancePriority ?? Self.defaultCompressionResistancePriority
    }
    public var resolvedVerticalCompressionResistance: Double {
        verticalCompressionResistancePriority ?? Self.defaultCompressionResistancePriority
    }

    /// The name a reader would call the view: its user label, else its custom class, else its element.
    public var displayName: String { userLabel ?? customClass ?? element }

    /// The colour with `key`, if the view sets it.
    public func color(_ key: String) -> IBColor? { colors.first { $0.key == key } }

    public var backgroundColor: IBColor? { color("backgroundColor") }

    /// The keyed view with `key` (`contentView`, `tableHeaderView`, …).
    public func keyedView(_ key: String) -> IBView? { keyedViews.first { $0.key == key } }

    /// The attribute `name` as written.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// This view and every view below it (subviews, keyed views, cells, bar custom views), depth first,
    /// in document order.
    public var allViews: [IBView] {
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
