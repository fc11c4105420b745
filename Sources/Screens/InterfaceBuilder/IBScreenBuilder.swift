import AutoLayout
import Devices
import Diagnostics
import Geometry
import InterfaceBuilder

/// Builds one screen from one scene's root view: the view tree, the constraints of every view in it,
/// the layout guides they name and the size-class variations.
struct IBScreenBuilder {
    let document: IBDocument
    let rootView: IBView
    /// The id constraints use for the controller's root view.
    let rootID: String
    private var guides: [LayoutGuideNode] = []
    private var constraints: [LayoutConstraint] = []
    /// Constraints marked `placeholder="YES"`: only Interface Builder's canvas holds them (`DocumentOrigin`).
    private var placeholderConstraints: [LayoutConstraint] = []
    private var variations: [SizeClassVariation] = []
    /// The tree's constraints that name an object the document does not hold (`DocumentOrigin.leftOutConstraints`),
    /// the first `leftOutLimit` of them named one by one, and how many more there are.
    private var leftOut: [Diagnostic] = []
    private var moreLeftOut = 0
    /// The document's ids in byte order, for the nearest id in a left-out constraint's message; made once, when needed.
    private var sortedIDs: [String]?
    /// A hostile document may hold thousands of such constraints: each named one costs an edit distance to every id.
    static let leftOutLimit = 50
    /// Every view id of the screen's tree, the root's included: constraints naming anything else (a
    /// prototype cell's content, a bar's item) belong to another hierarchy and are left out.
    private var itemIDs: Set<String> = []
    /// The cell whose content view is the root (`CellSpecs.cell`). Xcode 8 to 10 save a collection view cell's content
    /// view without an id and the constraints between its subviews and the cell on the cell itself, naming the cell;
    /// UIKit's content view fills the cell (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview)
    /// with the same default layout margins, so those constraints are read as the content view's, the cell's id as its.
    var enclosingCell: IBView?

    init(document: IBDocument, rootView: IBView) {
        self.document = document
        self.rootView = rootView
        // A root that is itself a table, collection or scroll view (a UITableViewController's view) is
        // laid out as the only subview of a plain root that fills the window.
        rootID = rootView.isPlainContainer ? rootView.id : "\(rootView.id)-window"
    }

    /// The controller's top and bottom layout guides (documents made before iOS 11).
    mutating func collectGuides(controller: IBViewController) {
        for guide in controller.layoutGuides {
            guard let type = guide.type else { continue }
            let kind: LayoutGuideKind = type == "top" ? .topLayoutGuide(length: 0) : .bottomLayoutGuide(length: 0)
            guides.append(LayoutGuideNode(id: guide.id, owner: rootID, kind: kind, location: guide.location))
            itemIDs.insert(guide.id)
        }
    }

    mutating func screen(
        name: String, controller: ControllerSpec, statusBarHidden: Bool, automaticallyAdjustsScrollViewInsets: Bool?,
        origin: DocumentOrigin, location: SourceLocation
    ) -> Screen {
        var views: [ViewSpec]
        if rootView.isPlainContainer {
            itemIDs.insert(rootView.id)
            collectItems(of: rootView)
            // A cell drawn alone lays out at the size its screen gives it (`IBView.boundsSize(tableWidth:)`).
            views = rootView.runtimeSubviews.map { convert($0, superviewSize: origin.savedRootFrame?.size ?? rootView.boundsSize) }
            collectLayout(of: rootView)
            if let cell = enclosingCell, cell.id != rootView.id { collectLayout(of: cell) }
        } else {
            itemIDs.insert(rootID)
            collectItems(of: rootView)
            var root = convert(rootView, superviewSize: rootView.frame?.size)
            // UIKit sets a controller's root view's frame to the space its container gives it: the window, or
            // the part of it between bars the view does not extend under (Layout's `RootViewPlacement`), which
            // the window-sized layout root is given.
            root.layout.translatesAutoresizingMaskIntoConstraints = false
            views = [root]
        }
        let ids = itemIDs
        let inTree = { (constraint: LayoutConstraint) in
            ids.contains(constraint.firstItem) && constraint.secondItem.map(ids.contains) != false
        }
        constraints = constraints.filter(inTree)
        var origin = origin
        origin.placeholderConstraints = placeholderConstraints.filter(inTree)
        origin.leftOutConstraints = leftOut
        if moreLeftOut > 0 {
            origin.leftOutConstraints.append(Diagnostic(.error, at: location,
                "\(moreLeftOut) more constraints of the scene are left out: they name objects the document does not hold"))
        }
        if !rootView.isPlainContainer {
            for attribute: LayoutAttribute in [.top, .left, .bottom, .right] {
                constraints.append(LayoutConstraint(rootView.id, attribute, .equal, rootID, attribute, location: rootView.location))
            }
        }
        var spec = Screen(
            name: name, statusBar: statusBarHidden ? .hidden : .visible, idioms: idioms, controller: controller,
            views: views, constraints: constraints, guides: guides, variations: variations, rootID: rootID,
            document: origin, location: location)
        spec.summary = "Interface Builder scene \(origin.sceneID) of \(origin.path)"
        if rootView.isPlainContainer {
            spec.background = rootView.backgroundColor.flatMap { ViewKindMapping.hex($0, resources: document.resources) }
            spec.tint = rootView.color("tintColor").flatMap { ViewKindMapping.hex($0, resources: document.resources) }
        }
        return spec
    }

    /// The root view itself with its subtree as a `ViewSpec` (a bar button item's custom view, which is no
    /// controller's root and has no constraints to the bar that holds it).
    mutating func tree() -> ViewSpec {
        itemIDs.insert(rootView.id)
        collectItems(of: rootView)
        return convert(rootView, superviewSize: rootView.frame?.size)
    }

    private var idioms: [Idiom]? {
        guard let runtime = document.targetRuntime else { return nil }
        return runtime.contains("AppleTV") ? [.tv] : nil
    }

    /// Notes every view id (and guide id) of the tree below `view`, before any constraint is read.
    private mutating func collectItems(of view: IBView) {
        for guide in view.layoutGuides { itemIDs.insert(guide.id) }
        for child in view.runtimeSubviews {
            itemIDs.insert(child.id)
            collectItems(of: child)
        }
    }

    /// A view and its subtree as `ViewSpec`s, collecting constraints, guides and variations on the way.
    private mutating func convert(_ view: IBView, superviewSize: Size?) -> ViewSpec {
        var spec = ViewSpec(id: view.id, kind: ViewKindMapping.kind(of: view), location: view.location)
        spec.name = view.displayName
        ViewKindMapping.applyContent(of: view, to: &spec, resources: document.resources, toolsVersion: document.toolsBuild.map(Double.init))
        CellSpecs.apply(view, to: &spec, document: document)
        if let enclosingCell { CellSpecs.applyStyleFont(of: enclosingCell, to: view, spec: &spec) }
        if spec.fontSize == nil, spec.textStyle == nil, case let .text(content)? = spec.layout.intrinsicContent {
            // A view whose document names no font is drawn and checked in the font Interface Builder's
            // default gave its size (a system button's 15 pt title, a text field's 14 pt), not the body style
            // a template view without a font gets: the picture, the text-truncated check and the layout agree.
            spec.fontSize = content.pointSize
            spec.fontName = content.font
        }
        spec.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
        var layout = spec.layout
        // A view Interface Builder laid out without constraints carries `fixedFrame="YES"`: Xcode compiles it
        // with `translatesAutoresizingMaskIntoConstraints` on, so it keeps its saved frame and mask
        // (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints:
        // "if you add the view in Interface Builder, the system automatically sets this property to false"
        // — except for views the editor keeps at a fixed frame, which is what the flag records).
        layout.translatesAutoresizingMaskIntoConstraints = view.translatesAutoresizingMaskIntoConstraints
            || view[attribute: "fixedFrame"] == "YES"
        layout.autoresizingMask = AutoresizingMask(rawValue: UInt(view.autoresizingMask?.rawValue ?? 0))
        layout.savedFrame = view.frame
        // A cell's content view whose document saves no frame (Xcode 5 to 7 save none for it) fills the cell, as
        // UIKit's cell lays its content view out whatever its frame was
        // (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview); without this it would be
        // laid out at no size at all.
        if view.frame == nil, view.key == "contentView", let superviewSize {
            layout.savedFrame = Rect(origin: .zero, size: superviewSize)
            layout.savedFrameIsInferred = true
            layout.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if view.key == "tableHeaderView" { layout.isTableHeaderView = true }
        layout.isMisplaced = view.misplaced
        layout.isAmbiguousInDocument = view.ambiguous
        // An absent hugging attribute is UIKit's 250, also on labels and buttons: Interface Builder writes
        // its own 251 default out (https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow).
        layout.horizontalHugging = LayoutPriority(Float(view.resolvedHorizontalHugging))
        layout.verticalHugging = LayoutPriority(Float(view.resolvedVerticalHugging))
        layout.horizontalCompressionResistance = view.horizontalCompressionResistancePriority.map { LayoutPriority(Float($0)) }
        layout.verticalCompressionResistance = view.verticalCompressionResistancePriority.map { LayoutPriority(Float($0)) }
        if let insets = view.directionalLayoutMargins {
            layout.layoutMargins = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
            layout.layoutMarginsAreDirectional = true
        } else {
            layout.layoutMargins = view.layoutMargins
        }
        layout.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        layout.forcedLayoutDirection = ViewKindMapping.forcedLayoutDirection(view.semanticContentAttribute)
        layout.isHidden = view.isHidden
        // Interface Builder writes `hidden="YES"` on a stopped activity indicator that hides when stopped,
        // yet its canvas arranges that indicator in a stack view at its full size, with the spacing on
        // both sides: the saved frames of four such indicators in Xcode 9 and 12 documents
        // (docs/research/ib-defaults.md §56).
        if case .activityIndicator(let indicator) = view.kind, view.isHidden, !indicator.isAnimating, indicator.hidesWhenStopped {
            layout.staysArrangedWhenHidden = true
        }
        if let content = ViewKindMapping.intrinsicContent(of: view, resources: document.resources, designable: document.designables[view.id]) {
            layout.intrinsicContent = content
        }
        layout.alignmentRectInsets = ViewKindMapping.symbolImage(of: view, resources: document.resources)?.alignmentRectInsets
        if case .stackView(let stack) = view.kind {
            layout.stack = StackConfiguration(
                axis: LayoutAxis(ibName: stack.axis) ?? .horizontal,
                distribution: AutoLayout.StackDistribution(ibName: stack.distribution) ?? .fill,
                alignment: AutoLayout.StackAlignment(ibName: stack.alignment) ?? .fill, spacing: stack.spacing,
                isBaselineRelativeArrangement: stack.baselineRelativeArrangement,
                // A stack view whose document gives it layout margins arranges its subviews inside them: every such
                // stack Interface Builder saved is so, and its documents write no `layoutMarginsRelativeArrangement`
                // (docs/research/ib-defaults.md §52); directional margins too (§148).
                isLayoutMarginsRelativeArrangement: stack.layoutMarginsRelativeArrangement || view.layoutMargins != nil
                    || view.directionalLayoutMargins != nil,
                equalizesTextWidthsOnly: InterfaceBuilderCanvas.equalizesStackTextWidthsOnly(toolsVersion: document.toolsBuild.map(Double.init)))
        }
        spec.layout = layout
        spec.views = view.runtimeSubviews.map { convert($0, superviewSize: view.boundsSize) }
        collectLayout(of: view)
        return spec
    }

    /// A document view id as the screen names it: the root's (and its enclosing cell's) is the screen's root id.
    private func screenID(of id: String) -> String {
        id == rootView.id || id == enclosingCell?.id ? rootID : id
    }

    /// The item of `constraint` that names no object of the document, as the reader found it
    /// (`IBDocument.unresolvedConstraintItems`): its first item before its second. Such a document comes from a tool
    /// that removed a view and not its constraints (Expo's splash screen template keeps two constraints of an image
    /// view it no longer has); the compiled document has no such constraint.
    private func missingItem(of constraint: IBConstraint) -> IBUnresolvedItem? {
        ["firstItem", "secondItem"].lazy
            .compactMap { document.unresolvedConstraintItems[IBUnresolvedItem.key(constraintID: constraint.id, attribute: $0)] }
            .first
    }

    /// The view's own guides, constraints and variations.
    private mutating func collectLayout(of view: IBView) {
        let owner = screenID(of: view.id)
        for guide in view.layoutGuides {
            let kind: LayoutGuideKind
            switch guide.key {
            case "safeArea": kind = .safeArea
            case "contentLayoutGuide": kind = .scrollContent
            case "frameLayoutGuide": kind = .scrollFrame
            case "layoutMarginsGuide": kind = .layoutMargins
            case "readableContentGuide": kind = .readableContent
            default: kind = .custom
            }
            guides.append(LayoutGuideNode(id: guide.id, owner: owner, kind: kind, location: guide.location))
        }
        for constraint in view.constraints {
            if let missing = missingItem(of: constraint) {
                guard leftOut.count < Self.leftOutLimit else {
                    moreLeftOut += 1
                    continue
                }
                if sortedIDs == nil { sortedIDs = document.index.keys.sorted() }
                leftOut.append(Diagnostic(.error, at: missing.location,
                    "constraint '\(constraint.id)'" + DocumentOrigin.leftOutMarker
                        + "'\(missing.attribute)' names '\(missing.id)', which no object in the document has"
                        + Suggestions.didYouMean(missing.id, in: sortedIDs ?? [])))
                continue
            }
            guard let first = LayoutAttribute(ib: constraint.firstAttribute) else { continue }
            let second = constraint.secondAttribute.flatMap { LayoutAttribute(ib: $0) } ?? .notAnAttribute
            let converted = LayoutConstraint(
                screenID(of: constraint.firstItem ?? constraint.holderID), first,
                LayoutRelation(rawValue: constraint.relation.rawValue) ?? .equal, constraint.secondItem.map(screenID(of:)), second,
                multiplier: constraint.multiplier, constant: constraint.constant,
                priority: LayoutPriority(Float(constraint.priority)), identifier: constraint.identifier,
                sourceID: constraint.id, location: constraint.location)
            // "Remove at build time": the compiled document leaves it out, the canvas keeps it.
            if constraint.placeholder { placeholderConstraints.append(converted) } else { constraints.append(converted) }
        }
        for variation in view.variations {
            guard let classes = Self.sizeClasses(variation.key) else { continue }
            var varied = SizeClassVariation(widthClass: classes.width, heightClass: classes.height)
            varied.excludedConstraints = Set(variation.excluded("constraints"))
            varied.includedConstraints = Set(variation.included("constraints"))
            varied.excludedViews = Set(variation.excluded("subviews"))
            varied.includedViews = Set(variation.included("subviews"))
            let id = screenID(of: view.id)
            if let hidden = variation.attribute("hidden") { varied.hidden[id] = hidden == "YES" }
            if let axis = variation.attribute("axis").flatMap(LayoutAxis.init(ibName:)) { varied.stackAxes[id] = axis }
            if let spacing = variation.attribute("spacing").flatMap(Double.init), spacing.isFinite { varied.stackSpacings[id] = spacing }
            // A variation that only marks frames misplaced or ambiguous changes nothing at run time.
            if varied != SizeClassVariation(widthClass: classes.width, heightClass: classes.height) { variations.append(varied) }
        }
        for constraint in view.constraints where !constraint.placeholder {
            for variation in constraint.variations {
                guard let classes = Self.sizeClasses(variation.key), let constant = variation.attribute("constant").flatMap(Double.init),
                      constant.isFinite else { continue }
                var varied = SizeClassVariation(widthClass: classes.width, heightClass: classes.height)
                varied.constants[constraint.id] = constant
                variations.append(varied)
            }
        }
    }

    /// `widthClass=compact`, `heightClass=regular-widthClass=compact`, `default` → the classes; nil for
    /// keys that name other traits.
    static func sizeClasses(_ key: String) -> (width: SizeClass?, height: SizeClass?)? {
        if key == "default" { return (nil, nil) }
        var width: SizeClass?, height: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        return (width, height)
    }
}

extension IBView {
    /// A plain `UIView` (or container) rather than a view with a behaviour of its own. A controller's root
    /// can be a scroll, table or collection view, and a XIB's top-level object any view: a stack view
    /// arranges its subviews, a button or a label has its own look and size (dashpay/dashwallet-ios,
    /// ngageoint/mage-ios and safe-global/safe-ios keep forms in top-level stack views, saved with their
    /// subviews arranged). Those are laid out as a view filling the window, not as the window itself.
    var isPlainContainer: Bool {
        switch kind {
        case .tableView, .collectionView, .scrollView, .textView, .stackView, .label, .button, .imageView, .textField,
             .switchControl, .slider, .segmentedControl, .stepper, .progressView, .activityIndicator, .pageControl,
             .searchBar, .datePicker: false
        default: true
        }
    }
}

extension LayoutAttribute {
    /// Interface Builder's attribute; its `baseline` is UIKit's `lastBaseline`.
    init?(ib attribute: IBLayoutAttribute) {
        if attribute == .baseline { self = .lastBaseline; return }
        self.init(rawValue: attribute.rawValue)
    }
}
