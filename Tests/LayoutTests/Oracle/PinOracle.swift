@testable import AutoLayout
@testable import Diagnostics
@testable import Geometry
@testable import Layout
@testable import Screens

/// The closed-form pin resolver, kept as an oracle for the Auto Layout engine: it places a template's views
/// from their pins and stacks one axis at a time (`PinGroupResolver`, `StackArranger`), an independent
/// derivation of the frames the engine finds by solving the whole tree as one linear system.
///
/// It starts from the root view's guides of an engine layout (the system chrome is not its business) and
/// walks the template's tree as `LayoutEngine` does, each view's subviews measured from that view's frame,
/// safe area and margins, a scroll view's content moved by its initial content offset (`ScrollGeometry`'s,
/// from the same engine layout: the offset is scroll geometry, not a frame).
struct PinOracle {
    /// One frame per output slot of `laidOut.views`; `nil` for the system bars.
    private(set) var frames: [Rect?]
    /// The resolver's messages: pin cycles, missing siblings, badly constrained axes.
    private(set) var diagnostics: [Diagnostic] = []
    private let laidOut: LaidOutScreen
    private let direction: LayoutDirection

    /// Lays `screen`'s views out on the root guides of `laidOut`, the engine's layout of the same screen.
    init(screen: Screen, laidOut: LaidOutScreen) {
        self.laidOut = laidOut
        direction = screen.layoutDirection
        frames = [Rect?](repeating: nil, count: laidOut.views.count)
        let templateCount = screen.views.reduce(0) { $0 + Self.subtreeCount($1) }
        let bounds = Rect(origin: .zero, size: laidOut.size)
        let root = ParentGuides(
            bounds: bounds, safe: bounds.inset(by: laidOut.safeAreaInsets), margins: bounds.inset(by: laidOut.layoutMargins),
            isRoot: true)
        layoutGroup(screen.views, in: root, firstIndex: laidOut.views.count - templateCount, stack: nil)
    }

    static func subtreeCount(_ spec: ViewSpec) -> Int {
        spec.views.reduce(1) { $0 + subtreeCount($1) }
    }

    @discardableResult
    private mutating func layoutGroup(_ specs: [ViewSpec], in guides: ParentGuides, firstIndex: Int, stack: StackSpec?) -> Int {
        guard !specs.isEmpty else { return firstIndex }
        let placed = placeGroup(specs, in: guides, stack: stack)
        var index = firstIndex
        for (i, spec) in specs.enumerated() {
            index = finish(spec, frame: placed[i], index: index, parentSafe: guides.safe)
        }
        return index
    }

    /// Records a view's frame, then places its subviews in its guides.
    private mutating func finish(_ spec: ViewSpec, frame: Rect, index: Int, parentSafe: Rect) -> Int {
        frames[index] = frame
        let ios = laidOut.ios
        let safe = ios >= 11 ? EdgeInsets.overlap(of: frame, outside: parentSafe) : .zero
        let base = LayoutMarginMetrics.nonRoot
        var margins = EdgeInsets(top: base, left: base, bottom: base, right: base)
        if spec.insetsLayoutMarginsFromSafeArea && LayoutMarginMetrics.insetsFromSafeArea(ios: ios) {
            margins = margins + safe
        }
        let guides = ParentGuides(bounds: frame, safe: frame.inset(by: safe), margins: frame.inset(by: margins), isRoot: false)
        guard !spec.views.isEmpty else { return index + 1 }
        if spec.kind.isScrollView {
            // Content subviews are placed in the content area, then move by minus the initial offset.
            let offset = laidOut.views[index].scroll?.contentOffset ?? .zero
            let placed = placeGroup(spec.views, in: guides, stack: nil)
            var slot = index + 1
            for (i, child) in spec.views.enumerated() {
                slot = finish(child, frame: placed[i].offsetBy(dx: -offset.x, dy: -offset.y), index: slot, parentSafe: guides.safe)
            }
            return slot
        }
        return layoutGroup(spec.views, in: guides, firstIndex: index + 1, stack: spec.stack)
    }

    /// The frames of one group of siblings: arranged by their stack, or resolved from their pins.
    private mutating func placeGroup(_ specs: [ViewSpec], in guides: ParentGuides, stack: StackSpec?) -> [Rect] {
        if let stack { return arrangeStack(specs, in: guides.bounds, spec: stack) }
        var resolver = PinGroupResolver(specs: specs, guides: guides, direction: direction)
        resolver.resolveAll()
        diagnostics.append(contentsOf: resolver.diagnostics)
        return resolver.frames.map { $0 ?? .zero }
    }

    /// In right-to-left layouts the arrangement is mirrored in the stack's bounds: a horizontal stack
    /// runs from the right, and a vertical stack's leading and trailing alignments swap sides
    /// (https://developer.apple.com/documentation/uikit/uistackview: the arrangement follows leading
    /// and trailing, https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/leading).
    private func arrangeStack(_ specs: [ViewSpec], in bounds: Rect, spec: StackSpec) -> [Rect] {
        let frames = StackArranger.arrange(specs.map { Self.stackItem($0, axis: spec.axis) }, in: bounds, spec: spec)
        guard direction == .rightToLeft else { return frames }
        return frames.map { $0.mirrored(in: bounds) }
    }

    /// An arranged subview's own lengths: its `width`/`height`, or a nested stack's content.
    static func stackItem(_ spec: ViewSpec, axis: StackAxis) -> StackArranger.Item {
        let (width, height) = ownSize(spec)
        return axis == .vertical
            ? StackArranger.Item(along: height, across: width)
            : StackArranger.Item(along: width, across: height)
    }

    /// A view's width and height when they do not come from pins: the template's, the aspect ratio's, or a
    /// stack's content size (like `UIStackView`'s intrinsic content size).
    static func ownSize(_ spec: ViewSpec) -> (width: Double?, height: Double?) {
        var width = spec.width, height = spec.height
        if let inner = spec.stack, width == nil || height == nil {
            let items = spec.views.map { stackItem($0, axis: inner.axis) }
            let content = StackArranger.contentLength(items, spec: inner)
            if inner.axis == .vertical {
                height = height ?? content.along
                width = width ?? content.across
            } else {
                width = width ?? content.along
                height = height ?? content.across
            }
        }
        if let ratio = spec.aspectRatio, ratio > 0 {
            if width == nil, let height { width = height * ratio }
            if height == nil, let width { height = width / ratio }
        }
        return (width, height)
    }
}
