import AutoLayout
import Devices
import Diagnostics
import Geometry
import Screens

/// Lays out a screen's view tree with the Auto Layout engine: the screen's views, pins, sizes and
/// constraints become one `AutoLayoutInput` under the root view whose safe area, margins and readable
/// guide the system chrome already fixed, and the engine's frames come back by view id.
///
/// Pins translate into constraints with their documented inward sign (`Pin`): `top: safeArea + 8` is
/// `view.top = superview.safeArea.top + 8`, `bottom: safeArea + 8` is `view.bottom = superview.safeArea.bottom - 8`,
/// and a relation flips with the sign (`bottom: >= safeArea + 8` is `view.bottom <= … - 8`).
struct ConstraintLayout: Sendable {
    /// Frames in window coordinates, every scroll offset zero, by view id.
    var frames: [String: Rect] = [:]
    /// Content sizes of scroll views whose content the constraints size.
    var contentSizes: [String: Size] = [:]
    /// Problems other than conflicts: unknown items and bad attributes are errors; ambiguity is a warning.
    var diagnostics: [Diagnostic] = []
    /// Required constraints that cannot all hold (`LaidOutScreen.conflicts`): each conflict's error, then
    /// the notes naming its members. The frames are those with the broken constraint left out.
    var conflicts: [Diagnostic] = []
    /// Views the constraints leave free on some axis, in view order.
    var ambiguities: [AmbiguousView] = []

    init(
        screen: Screen, profile: Profile, rootFrame: Rect, safeArea: EdgeInsets, margins: EdgeInsets,
        readable: Rect, topLayoutGuide: Double, bottomLayoutGuide: Double, measurer: some TextMeasuring, reusingSolves: Bool = true,
        prepared: Prepared? = nil
    ) {
        let prepared = prepared ?? ScreenPreparation.of(screen).constraints
        let guides: [LayoutGuideNode]
        if let fixed = prepared.guides {
            guides = fixed
        } else {
            guides = prepared.adding(builderGuidesTo: screen.guides.map { guide -> LayoutGuideNode in
                var guide = guide
                switch guide.kind {
                case .topLayoutGuide: guide.kind = .topLayoutGuide(length: topLayoutGuide)
                case .bottomLayoutGuide: guide.kind = .bottomLayoutGuide(length: bottomLayoutGuide)
                default: break
                }
                return guide
            })
        }

        // Size-class variations were applied before (`Screen.inSizeClasses`): every constraint is installed.
        let constraints = prepared.allConstraints
        let readableInsets = EdgeInsets(
            top: readable.minY - rootFrame.minY, left: readable.minX - rootFrame.minX,
            bottom: rootFrame.maxY - readable.maxY, right: rootFrame.maxX - readable.maxX)
        var input = AutoLayoutInput(
            nodes: prepared.nodes(forIOS: profile.ios, controlsIOS: profile.canvasControlsIOS ?? profile.ios,
                                  ios26Switches: profile.drawsIOS26Controls),
            guides: guides, constraints: constraints,
            rootFrame: rootFrame, rootSafeAreaInsets: safeArea, rootLayoutMargins: margins,
            rootReadableContentInsets: readableInsets, layoutDirection: screen.layoutDirection)
        // Interface Builder's canvas keeps the sizes the document saved where UIKit's run time would choose others.
        input.keepsSavedSizes = profile.isSavedCanvas == true
        let overhangs = prepared.alignmentOverhangs
        // The closure captures the root's id, not the screen: capturing the screen copied it, every field retained.
        let rootID = screen.rootID
        let solve = { ConstraintLayout(result: AutoLayoutEngine.solve(input, measurer: measurer), overhangs: overhangs, rootID: rootID) }
        self = reusingSolves
            ? SolveCache.shared.layout(for: input, scale: profile.scale, rootID: rootID, overhangs: overhangs, solve: solve)
            : solve()
    }

    /// The engine's `result` by view id: each frame grown by its view's overhang (Interface Builder documents
    /// only), the conflicts apart from the other diagnostics, the ambiguities by view (the root's left out).
    private init(result: AutoLayoutResult, overhangs: [String: EdgeInsets], rootID: String) {
        // Room for every frame at once, each id hashed once, and the overhangs looked up only when there are
        // some: the table grew and rehashed a few times per layout.
        frames.reserveCapacity(result.nodes.count)
        for node in result.nodes {
            var frame = node.frame
            if !overhangs.isEmpty, let overhang = overhangs[node.id] { frame = node.frame.inset(by: EdgeInsets(
                top: -overhang.top, left: -overhang.left, bottom: -overhang.bottom, right: -overhang.right)) }
            frames[node.id] = frame
            if let size = node.contentSize { contentSizes[node.id] = size }
        }
        (conflicts, diagnostics) = Self.separatingConflicts(result.diagnostics)
        for ambiguity in result.ambiguities where ambiguity.item != rootID {
            if let last = ambiguities.last, last.view == ambiguity.item {
                ambiguities[ambiguities.count - 1].unknowns.append(ambiguity.kind.rawValue)
            } else {
                ambiguities.append(AmbiguousView(view: ambiguity.item, unknowns: [ambiguity.kind.rawValue]))
            }
        }
    }

    /// The engine's conflicts (an error "unable to simultaneously satisfy constraints", then its
    /// "conflicting:" notes) apart from its other problems, each list in the engine's order.
    static func separatingConflicts(_ all: [Diagnostic]) -> (conflicts: [Diagnostic], others: [Diagnostic]) {
        var conflicts: [Diagnostic] = [], others: [Diagnostic] = []
        var inConflict = false
        for diagnostic in all {
            switch diagnostic.severity {
            case .error: inConflict = diagnostic.message.hasPrefix("unable to simultaneously satisfy constraints")
            case .note: break
            default: inConflict = false
            }
            if inConflict { conflicts.append(diagnostic) } else { others.append(diagnostic) }
        }
        return (conflicts, others)
    }

    /// What the input takes from the screen alone, made once per screen (`ScreenPreparation`). A class: every
    /// layout of the screen reads it, and as a value (the builder's lists and tables) each one copied it.
    final class Prepared: Sendable {
        /// The builder's nodes, as for the newest iOS (`nodes(forIOS:controlsIOS:)`).
        let nodes: [LayoutNode]
        /// The builder's nodes whose intrinsic content depends on the iOS version, in node order.
        let iosDependent: [IOSDependentNode]
        /// The builder's switches that size themselves (`Builder.selfSizedSwitches`), by node index.
        let selfSizedSwitches: [Int]
        /// The builder's overhangs by view id (`Builder.alignmentOverhangs`).
        let alignmentOverhangs: [String: EdgeInsets]
        /// The guides the builder made.
        let madeGuides: [LayoutGuideNode]
        /// The screen's constraints, then those of its pins and sizes.
        let allConstraints: [LayoutConstraint]
        /// The input's guides when no profile changes them (no top or bottom layout guide, whose length the
        /// profile gives); nil when they are made for each layout.
        let guides: [LayoutGuideNode]?

        init(screen: Screen) {
            var builder = Builder(screen: screen)
            builder.addViews(screen.views, parent: screen.rootID, parentSavedSize: screen.document?.savedRootFrame?.size, parentStack: nil,
                             direction: screen.layoutDirection)
            nodes = builder.nodes
            iosDependent = builder.iosDependent
            selfSizedSwitches = builder.selfSizedSwitches
            alignmentOverhangs = builder.alignmentOverhangs
            madeGuides = builder.guides
            allConstraints = screen.constraints + builder.constraints
            let needsLengths = screen.guides.contains { guide in
                switch guide.kind {
                case .topLayoutGuide, .bottomLayoutGuide: true
                default: false
                }
            }
            if needsLengths {
                guides = nil
            } else {
                self.guides = Self.adding(builder.guides, to: screen.guides)
            }
        }

        /// `guides`, then the guides the builder made that `guides` does not hold.
        func adding(builderGuidesTo guides: [LayoutGuideNode]) -> [LayoutGuideNode] {
            Self.adding(madeGuides, to: guides)
        }

        /// The nodes for a profile running `ios`: those whose intrinsic content differs by iOS version
        /// (`iosDependent`) measured for it, the others as built (which are the newest iOS's). Before iOS 11
        /// there is no safe area for a view's margins to be measured from: `insetsLayoutMarginsFromSafeArea`
        /// arrived with iOS 11 (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea),
        /// so no view's margins take in the status bar (docs/research/ib-defaults.md §49).
        /// `controlsIOS` is the iOS whose controls are measured when the canvas draws a newer one's (`Profile.canvasControlsIOS`).
        /// `ios26Switches`: the profile's switches are iOS 26's, `IntrinsicSizes.ios26SwitchSize` (`Profile.drawsIOS26Controls`).
        func nodes(forIOS ios: Int, controlsIOS: Int, ios26Switches: Bool = false) -> [LayoutNode] {
            let marginsFromSafeArea = LayoutMarginMetrics.insetsFromSafeArea(ios: ios)
            let resizesSwitches = ios26Switches && !selfSizedSwitches.isEmpty
            guard !iosDependent.isEmpty || !marginsFromSafeArea || resizesSwitches else { return nodes }
            var nodes = nodes
            if resizesSwitches {
                for index in selfSizedSwitches {
                    var content = IntrinsicContent.fixed(IntrinsicSizes.ios26SwitchSize)
                    if let insets = alignmentOverhangs[nodes[index].id] { content = Builder.alignmentRect(of: content, insets: insets) }
                    nodes[index].intrinsicContent = content
                }
            }
            if !marginsFromSafeArea {
                for index in nodes.indices { nodes[index].insetsLayoutMarginsFromSafeArea = false }
            }
            for entry in iosDependent {
                if IntrinsicSizes.isBorderlessDocumentField(entry.view) {
                    // A document's borderless text field: as built from iOS 13, its line in whole points before.
                    guard IntrinsicSizes.borderlessFieldHugsLineInPoints(ios: controlsIOS),
                          case var .text(field)? = entry.view.layout.intrinsicContent else { continue }
                    field.padding.top = 0
                    field.padding.bottom = 0
                    field.roundsHeightToPoints = true
                    nodes[entry.index].intrinsicContent = .text(field)
                    continue
                }
                if IntrinsicSizes.isMeasuredLabel(entry.view) {
                    // A label of a document of Xcode 5, 7 or 8 (only those are entered): its lines in whole points before
                    // iOS 11, the iOS of their canvases; as built from iOS 11.
                    guard IntrinsicSizes.labelLinesInWholePoints(ios: controlsIOS), case var .text(label) = nodes[entry.index].intrinsicContent
                    else { continue }
                    label.roundsHeightToPoints = true
                    nodes[entry.index].intrinsicContent = .text(label)
                    continue
                }
                if case var .text(field)? = entry.view.layout.intrinsicContent {
                    // A document's rounded text field (`IntrinsicSizes.isRoundedDocumentField`).
                    field.minimumSize.height = IntrinsicSizes.roundedFieldHeight(ios: controlsIOS)
                    let linePadding = IntrinsicSizes.roundedFieldLinePadding(ios: controlsIOS)
                    field.padding.top = linePadding
                    field.padding.bottom = linePadding
                    field.roundsHeightToPoints = IntrinsicSizes.roundedFieldRoundsLineToPoints(ios: controlsIOS)
                    nodes[entry.index].intrinsicContent = .text(field)
                    continue
                }
                var content = IntrinsicSizes.content(of: entry.view, ios: controlsIOS)
                if let insets = alignmentOverhangs[entry.view.id] { content = Builder.alignmentRect(of: content, insets: insets) }
                nodes[entry.index].intrinsicContent = content
            }
            return nodes
        }

        private static func adding(_ made: [LayoutGuideNode], to guides: [LayoutGuideNode]) -> [LayoutGuideNode] {
            var guides = guides
            for guide in made where !guides.contains(where: { $0.id == guide.id }) { guides.append(guide) }
            return guides
        }
    }

    /// Collects the engine's nodes and the constraints that pins and sizes stand for.
    struct Builder: Sendable {
        let screen: Screen
        /// Whether the template's pin rules hold (`PinRules`; not for screens that use what only constraints say):
        /// a pin to a scroll view measures from its frame, as its content is placed at offset zero, and an
        /// arranged view's length along a `fillEqually` or `fillProportionally` stack is the size the stack
        /// shares out, not a required constraint.
        let pinRules: Bool
        var nodes: [LayoutNode]
        var constraints: [LayoutConstraint] = []
        var guides: [LayoutGuideNode] = []
        /// Views whose frame reaches past the alignment rectangle their constraints hold
        /// (`IntrinsicSizes.alignmentRectInsets`), by id: the frame is the solved rectangle grown by these.
        var alignmentOverhangs: [String: EdgeInsets] = [:]
        /// Nodes whose intrinsic content depends on the profile's iOS version, in node order.
        var iosDependent: [IOSDependentNode] = []
        /// Switches whose intrinsic size is UIKit's (the document gives none and no fill stack shares out their width),
        /// by node index: a profile of iOS 26's controls resizes them (`Prepared.nodes(forIOS:controlsIOS:ios26Switches:)`).
        var selfSizedSwitches: [Int] = []
        /// Whether the screen is a document's whose canvas sets labels' lines in whole points before iOS 11
        /// (`InterfaceBuilderCanvas.roundsLabelLinesToPoints`): its measured labels are measured per iOS.
        let labelLinesInPointsOnOldIOS: Bool

        init(screen: Screen) {
            self.screen = screen
            labelLinesInPointsOnOldIOS = InterfaceBuilderCanvas.roundsLabelLinesToPoints(toolsVersion: screen.document?.toolsBuild)
            pinRules = !screen.usesConstraintEngine
            nodes = [LayoutNode(id: screen.rootID, parent: nil, name: "root view", location: screen.location)]
        }

        mutating func addViews(_ views: [ViewSpec], parent: String, parentSavedSize: Size?, parentStack: StackSpec?, direction: LayoutDirection) {
            let parentIsScroll = nodes.last(where: { $0.id == parent })?.isScrollView ?? false
            for view in views {
                // The view's effective direction: its own `semanticContentAttribute` when it forces one.
                let direction = view.layout.forcedLayoutDirection ?? direction
                var node = Self.node(for: view, parent: parent, parentSavedSize: parentSavedSize)
                // A table cell drawn alone: where its content view's constraints give it another height than the row's,
                // Interface Builder lays the subviews out at theirs, the row's height broken (docs/research/ib-defaults.md §163).
                if let origin = screen.document, origin.cellRoot == .tableCell, view.id == origin.cellContentViewID {
                    node.heightGivesWayToSubviews = true
                }
                var shared: StackAxis?
                if pinRules, let stack = parentStack, stack.distribution == .fillEqually || stack.distribution == .fillProportionally {
                    shared = stack.axis
                    if let length = stack.axis == .horizontal ? view.width : view.height, view.layout.intrinsicContent == nil {
                        node.intrinsicContent = stack.axis == .horizontal ? .fixedWidth(length) : .fixedHeight(length)
                    }
                }
                nodes.append(node)
                if screen.document != nil, !view.layout.translatesAutoresizingMaskIntoConstraints,
                   let insets = view.layout.alignmentRectInsets
                    ?? (view.layout.intrinsicContent == nil ? IntrinsicSizes.alignmentRectInsets(of: view) : nil) {
                    // Constraints and the intrinsic size are the alignment rectangle's; the frame overhangs it. A view
                    // placed by its autoresizing mask keeps the frame it was given, overhang included.
                    nodes[nodes.count - 1].intrinsicContent = Self.alignmentRect(of: nodes[nodes.count - 1].intrinsicContent, insets: insets)
                    // A switch is drawn mirrored right to left, its overhang on the trailing side with it.
                    alignmentOverhangs[view.id] = direction == .rightToLeft ? insets.mirrored : insets
                }
                if shared == nil, view.kind == .switchControl, view.layout.intrinsicContent == nil {
                    selfSizedSwitches.append(nodes.count - 1)
                }
                // The label of a document of Xcode 5, 7 or 8 is measured per iOS too: on its canvas's iOS its lines are
                // whole points (`InterfaceBuilderCanvas.roundsLabelLinesToPoints`).
                if shared == nil, view.layout.intrinsicContent == nil
                    ? IntrinsicSizes.dependsOnIOS(view) || (labelLinesInPointsOnOldIOS && IntrinsicSizes.isMeasuredLabel(view))
                    : IntrinsicSizes.isRoundedDocumentField(view) || IntrinsicSizes.isBorderlessDocumentField(view) {
                    iosDependent.append(IOSDependentNode(index: nodes.count - 1, view: view))
                }
                addPins(of: view, parent: parent, parentIsScroll: parentIsScroll)
                addSizes(of: view, except: shared)
                addViews(view.views, parent: view.id, parentSavedSize: view.layout.savedFrame?.size,
                         parentStack: view.kind.isScrollView ? nil : view.stack, direction: direction)
            }
        }

        /// A control's intrinsic content as its alignment rectangle, `insets` inside its frame.
        static func alignmentRect(of content: IntrinsicContent, insets: EdgeInsets) -> IntrinsicContent {
            switch content {
            case let .fixed(size):
                return .fixed(Size(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom))
            case let .fixedHeight(height):
                return .fixedHeight(height - insets.top - insets.bottom)
            case let .image(size):
                return .image(Size(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom))
            case var .segments(segments):
                segments.height -= insets.top + insets.bottom
                segments.padding -= (insets.left + insets.right) / Double(max(segments.titles.count, 1))
                return .segments(segments)
            default:
                return content
            }
        }

        static func node(for view: ViewSpec, parent: String, parentSavedSize: Size?) -> LayoutNode {
            var layout = view.layout
            // A table's header view keeps only its saved height: the table puts it at the top of its content, as wide as
            // itself (`ViewLayoutSpec.isTableHeaderView`), where Xcode 6 saved it below the bars the table is under.
            if layout.isTableHeaderView == true, layout.translatesAutoresizingMaskIntoConstraints, let saved = layout.savedFrame {
                layout.savedFrame = Rect(x: 0, y: 0, width: parentSavedSize?.width ?? saved.width, height: saved.height)
                layout.autoresizingMask = [.flexibleWidth]
            }
            let hugging = IntrinsicSizes.hugging(for: view)
            return LayoutNode(
                id: view.id, parent: parent, name: view.name, intrinsicContent: layout.intrinsicContent ?? IntrinsicSizes.content(of: view),
                horizontalHugging: layout.horizontalHugging ?? hugging,
                verticalHugging: layout.verticalHugging ?? hugging,
                horizontalCompressionResistance: layout.horizontalCompressionResistance ?? .defaultHigh,
                verticalCompressionResistance: layout.verticalCompressionResistance ?? .defaultHigh,
                translatesAutoresizingMaskIntoConstraints: layout.translatesAutoresizingMaskIntoConstraints,
                autoresizingMask: layout.autoresizingMask, savedFrame: layout.savedFrame, savedSuperviewSize: parentSavedSize,
                layoutMargins: layout.layoutMargins, layoutMarginsAreDirectional: layout.layoutMarginsAreDirectional,
                preservesSuperviewLayoutMargins: layout.preservesSuperviewLayoutMargins,
                insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea, isHidden: layout.isHidden && layout.staysArrangedWhenHidden != true,
                stack: layout.stack ?? view.stack.map(Self.configuration), isScrollView: view.kind.isScrollView,
                location: view.location, forcedLayoutDirection: layout.forcedLayoutDirection,
                emptyTextFont: view.kind == .label && (view.text ?? "").isEmpty && layout.intrinsicContent == nil
                    ? IntrinsicSizes.text(of: view, lines: 1) : nil)
        }

        /// A template stack's keys as `UIStackView`'s arrangement.
        static func configuration(_ stack: StackSpec) -> StackConfiguration {
            let alignment: AutoLayout.StackAlignment
            switch stack.alignment {
            case .fill: alignment = .fill
            case .leading, .top: alignment = .leading
            case .firstBaseline: alignment = .firstBaseline
            case .center: alignment = .center
            case .trailing, .bottom: alignment = .trailing
            case .lastBaseline: alignment = .lastBaseline
            }
            return StackConfiguration(
                axis: stack.axis == .vertical ? .vertical : .horizontal,
                distribution: AutoLayout.StackDistribution(rawValue: stack.distribution.rawValue) ?? .fill,
                alignment: alignment, spacing: stack.spacing)
        }

        /// The guide of `owner` a pin's anchor names, created once.
        mutating func guide(_ kind: LayoutGuideKind, of owner: String, suffix: String) -> String {
            let id = "\(owner).\(suffix)"
            if !guides.contains(where: { $0.id == id }) && !screen.guides.contains(where: { $0.id == id }) {
                guides.append(LayoutGuideNode(id: id, owner: owner, kind: kind))
            }
            return id
        }

        mutating func addPins(of view: ViewSpec, parent: String, parentIsScroll: Bool) {
            for (edge, pin) in view.pins.all {
                let attribute = Self.attribute(edge)
                let second: (item: String, attribute: LayoutAttribute)
                switch pin.anchor {
                case .superview where pinRules && parentIsScroll:
                    second = (guide(.scrollFrame, of: parent, suffix: "frame"), attribute)
                case .superview: second = (parent, attribute)
                case .safeArea: second = (guide(.safeArea, of: parent, suffix: "safeArea"), attribute)
                case .margins: second = (guide(.layoutMargins, of: parent, suffix: "margins"), attribute)
                case .readable: second = (guide(.readableContent, of: parent, suffix: "readable"), attribute)
                case .sibling(let id, let siblingEdge): second = (id, Self.attribute(siblingEdge))
                }
                // Inward: down from a top, right from a leading; up from a bottom, left from a trailing.
                let outward = edge == .bottom || edge == .trailing
                    // A centre-to-centre pin's N moves towards the trailing edge (`Pin`): the left in
                    // right-to-left layouts, where centerX is still an absolute x.
                    || edge == .centerX && second.attribute == .centerX && screen.layoutDirection == .rightToLeft
                var relation = pin.relation
                if outward {
                    switch relation {
                    case .greaterThanOrEqual: relation = .lessThanOrEqual
                    case .lessThanOrEqual: relation = .greaterThanOrEqual
                    case .equal: break
                    }
                }
                constraints.append(LayoutConstraint(
                    view.id, attribute, relation, second.item, second.attribute,
                    constant: outward ? -pin.constant : pin.constant, priority: pin.priority, location: pin.location))
            }
        }

        /// The view's `width`, `height` and `aspectRatio` as required constraints; not the length along `except`,
        /// the axis of a stack that shares its length out.
        mutating func addSizes(of view: ViewSpec, except: StackAxis? = nil) {
            if let width = view.width, except != .horizontal {
                constraints.append(LayoutConstraint(view.id, .width, constant: width, location: view.location(of: "width")))
            }
            if let height = view.height, except != .vertical {
                constraints.append(LayoutConstraint(view.id, .height, constant: height, location: view.location(of: "height")))
            }
            if let ratio = view.aspectRatio, ratio > 0 {
                constraints.append(LayoutConstraint(
                    view.id, .width, .equal, view.id, .height, multiplier: ratio, location: view.location(of: "aspectRatio")))
            }
        }

        static func attribute(_ edge: Edge) -> LayoutAttribute {
            switch edge {
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .centerX: .centerX
            case .centerY: .centerY
            }
        }
    }
}
